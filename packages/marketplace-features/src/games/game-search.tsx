import { cn, inputVariants } from '@lootmarket/ui';
import { Search } from 'lucide-react';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAfterIdle } from '../lib/use-after-idle';
import type { GameSearchComboboxProps } from './game-search-combobox';
import { gameSearchMessages } from './game-search-messages';

type GameSearchProps = { className?: string; size?: 'md' | 'lg' };

/*
 * The combobox (Downshift, floating-ui, the popup) is ~22 kB gzipped that the first render does not
 * need: it loads when the browser is idle, or at once when the field is focused, hovered or touched.
 * One import for every search on the page (the header's and the home page's).
 */
let comboboxModule: Promise<ComponentType<GameSearchComboboxProps>> | null = null;
function loadCombobox() {
  comboboxModule ??= import('./game-search-combobox').then((module) => module.GameSearchCombobox);
  return comboboxModule;
}

/**
 * Game search with typeahead (game-search-combobox.tsx). Until its code has loaded, a plain field
 * that looks and is named the same stands in (a combobox, collapsed, with the same label and
 * placeholder); what is typed there carries over, and focus moves to the combobox when it replaces
 * a focused field, so keyboard and screen-reader users meet the same control.
 */
export function GameSearch({ className, size = 'md' }: GameSearchProps) {
  const intl = useIntl();
  const [Combobox, setCombobox] = useState<ComponentType<GameSearchComboboxProps> | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const [handOver, setHandOver] = useState({ text: '', focused: false });

  const load = () => {
    void loadCombobox().then((component) => {
      const field = input.current;
      setHandOver({
        text: field?.value ?? '',
        focused: field !== null && field.ownerDocument.activeElement === field,
      });
      setCombobox(() => component);
    });
  };

  const idle = useAfterIdle();
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once, when the browser is idle
  useEffect(() => {
    if (idle) load();
  }, [idle]);

  if (Combobox) {
    return (
      <Combobox className={className} size={size} initialText={handOver.text} takeFocus={handOver.focused} />
    );
  }
  const label = intl.formatMessage(gameSearchMessages.label);
  return (
    <div
      data-slot="combobox"
      data-kind="search"
      className={cn('lm:relative lm:w-full lm:min-w-0', className)}
    >
      <Search
        aria-hidden="true"
        className="lm:pointer-events-none lm:absolute lm:start-3 lm:top-1/2 lm:size-4 lm:-translate-y-1/2 lm:text-muted-foreground"
      />
      <input
        ref={input}
        type="search"
        role="combobox"
        aria-label={label}
        aria-expanded={false}
        aria-autocomplete="list"
        autoComplete="off"
        placeholder={intl.formatMessage(gameSearchMessages.placeholder)}
        className={cn(inputVariants({ size }), 'lm:ps-9')}
        onFocus={load}
        onPointerEnter={load}
        onPointerDown={load}
      />
    </div>
  );
}

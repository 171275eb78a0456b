import { Check, ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useFieldControl } from '../field/field';
import { inputVariants } from '../input/input.variants';
import { cn } from '../lib/cn';
import { Spinner } from '../spinner/spinner';

export type ComboboxOption = { value: string; label: string; description?: string };

export type ComboboxProps = {
  options: ReadonlyArray<ComboboxOption>;
  value: string | null;
  onChange: (value: string | null) => void;
  /**
   * Controlled search text. Give it with onInputChange to filter elsewhere (a server search):
   * `options` are then shown as they come. Without it the combobox filters by label itself.
   */
  inputValue?: string;
  onInputChange?: (text: string) => void;
  loading?: boolean;
  placeholder?: string;
  loadingMessage?: string;
  emptyMessage?: string;
  /** Announced politely when the list changes. */
  resultsMessage?: (count: number) => string;
  id?: string;
  'aria-label'?: string;
  /** Name of the popup list. */
  listLabel?: string;
  disabled?: boolean;
  className?: string;
};

/**
 * A searchable single choice (ARIA combobox with a listbox): type to filter, ArrowDown/ArrowUp move,
 * Enter chooses, Escape closes (or clears when closed), Tab leaves.
 */
export function Combobox({
  options,
  value,
  onChange,
  inputValue,
  onInputChange,
  loading = false,
  placeholder,
  loadingMessage = 'Loading…',
  emptyMessage = 'No results',
  resultsMessage = (count) => (count === 1 ? '1 result' : `${count} results`),
  listLabel = 'Suggestions',
  className,
  ...props
}: ComboboxProps) {
  const fieldProps = useFieldControl(props);
  const listId = useId();
  const selected = options.find((option) => option.value === value) ?? null;
  const [ownText, setOwnText] = useState(selected?.label ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const external = inputValue !== undefined;
  const text = external ? inputValue : ownText;
  const shown =
    external || !open || text === selected?.label
      ? options
      : options.filter((option) => option.label.toLocaleLowerCase().includes(text.toLocaleLowerCase()));

  const setText = (next: string) => {
    if (!external) setOwnText(next);
    onInputChange?.(next);
  };
  const choose = (option: ComboboxOption) => {
    onChange(option.value);
    setText(option.label);
    setOpen(false);
    setActive(-1);
  };
  const activeId = open && active >= 0 && shown[active] ? `${listId}-${shown[active].value}` : undefined;

  return (
    <div data-slot="combobox" className={cn('lm:relative lm:w-full lm:min-w-0', className)}>
      <input
        {...fieldProps}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeId}
        placeholder={placeholder}
        value={text}
        className={cn(inputVariants(), 'lm:pe-9')}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
          if (event.target.value === '') onChange(null);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
            setActive((current) => Math.min(shown.length - 1, current + 1));
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setActive((current) => Math.max(0, current - 1));
          } else if (event.key === 'Enter' && open && active >= 0 && shown[active]) {
            event.preventDefault();
            choose(shown[active]);
          } else if (event.key === 'Escape') {
            if (open) setOpen(false);
            else {
              setText('');
              onChange(null);
            }
          }
        }}
      />
      <ChevronDown
        aria-hidden="true"
        className="lm:pointer-events-none lm:absolute lm:end-3 lm:top-1/2 lm:size-4 lm:-translate-y-1/2 lm:text-muted-foreground"
      />
      <div
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!open}
        className="lm:absolute lm:inset-x-0 lm:top-full lm:z-popover lm:mt-1 lm:max-h-64 lm:overflow-y-auto lm:rounded-md lm:border lm:border-border lm:bg-popover lm:p-1 lm:text-popover-foreground lm:shadow-md"
      >
        {shown.map((option, index) => (
          // biome-ignore lint/a11y/useFocusableInteractive: options are reached through aria-activedescendant; focus stays in the input (ARIA combobox pattern).
          // biome-ignore lint/a11y/useKeyWithClickEvents: the input owns the keyboard; a click is the pointer path.
          <div
            key={option.value}
            id={`${listId}-${option.value}`}
            role="option"
            aria-selected={option.value === value}
            data-active={index === active || undefined}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
            className="lm:flex lm:cursor-default lm:items-start lm:gap-2 lm:rounded-sm lm:px-2 lm:py-1.5 lm:text-sm lm:data-[active]:bg-accent lm:data-[active]:text-accent-foreground"
          >
            <Check
              aria-hidden="true"
              className={cn(
                'lm:mt-0.5 lm:size-4 lm:shrink-0',
                option.value === value ? 'lm:opacity-100' : 'lm:opacity-0',
              )}
            />
            <span className="lm:flex lm:min-w-0 lm:flex-col">
              <span className="lm:[overflow-wrap:anywhere]">{option.label}</span>
              {option.description ? (
                <span className="lm:text-xs lm:text-muted-foreground">{option.description}</span>
              ) : null}
            </span>
          </div>
        ))}
      </div>
      {open && (loading || shown.length === 0) ? (
        <div className="lm:absolute lm:inset-x-0 lm:top-full lm:z-popover lm:mt-1 lm:flex lm:items-center lm:gap-2 lm:rounded-md lm:border lm:border-border lm:bg-popover lm:p-3 lm:text-sm lm:text-muted-foreground lm:shadow-md">
          {loading ? <Spinner size="sm" label={loadingMessage} /> : null}
          <span aria-hidden={loading || undefined}>{loading ? loadingMessage : emptyMessage}</span>
        </div>
      ) : null}
      <span aria-live="polite" className="lm:sr-only">
        {open && !loading ? resultsMessage(shown.length) : ''}
      </span>
    </div>
  );
}

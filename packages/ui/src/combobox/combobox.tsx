import { autoUpdate, size as fitSize, flip, offset, useFloating } from '@floating-ui/react-dom';
import { useCombobox } from 'downshift';
import { Check, ChevronDown, Search } from 'lucide-react';
import { Portal } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { useFieldControl } from '../field/field';
import { inputVariants } from '../input/input.variants';
import { cn } from '../lib/cn';
import { Spinner } from '../spinner/spinner';

export type ComboboxOption = {
  value: string;
  label: string;
  description?: string;
  /** A picture before the label (a game's cover): decorative, so hidden from screen readers. */
  media?: ReactNode;
};

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
  /** A failed search: said in the popup as an alert instead of the options. */
  errorMessage?: string;
  /** The popup opens only once the text has this many characters (spaces around it not counted). */
  minQueryLength?: number;
  /** Highlight the first match while typing, so Enter takes it (type-ahead). */
  autoSelect?: boolean;
  /**
   * Start with the popup open (when the text reaches minQueryLength), as if the text had just been
   * typed: for a combobox that takes over a plain field the user was already typing into.
   */
  defaultOpen?: boolean;
  /** `search`: a search field (magnifier in front, no chevron), for a combobox that leads somewhere. */
  kind?: 'select' | 'search';
  size?: 'md' | 'lg';
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
 * A searchable single choice (ARIA 1.2 combobox with a listbox popup) on Downshift's `useCombobox`:
 * type to filter, ArrowDown/ArrowUp move, Home/End and PageUp/PageDown jump while the list is open,
 * the highlighted option is scrolled into view, Enter chooses, Escape closes (or clears when closed),
 * Tab leaves. The popup is portalled to the body and placed by Floating UI, so an `overflow: hidden`
 * ancestor does not clip it.
 */
export function Combobox({
  options,
  value,
  onChange,
  inputValue,
  onInputChange,
  loading = false,
  errorMessage,
  minQueryLength = 0,
  autoSelect = false,
  defaultOpen = false,
  kind = 'select',
  size = 'md',
  placeholder,
  loadingMessage = 'Loading…',
  emptyMessage = 'No results',
  resultsMessage = (count) => (count === 1 ? '1 result' : `${count} results`),
  listLabel = 'Suggestions',
  className,
  ...props
}: ComboboxProps) {
  const { id, ...fieldProps } = useFieldControl(props);
  const selected = options.find((option) => option.value === value) ?? null;
  const [ownText, setOwnText] = useState(selected?.label ?? '');
  const [open, setOpen] = useState(defaultOpen);
  const external = inputValue !== undefined;
  const text = external ? inputValue : ownText;
  const searchable = text.trim().length >= minQueryLength;
  const shown =
    external || text === selected?.label
      ? options
      : options.filter((option) => option.label.toLocaleLowerCase().includes(text.toLocaleLowerCase()));
  const popupOpen = open && searchable;

  const setText = (next: string) => {
    if (!external) setOwnText(next);
    onInputChange?.(next);
  };

  const combobox = useCombobox<ComboboxOption>({
    items: shown as ComboboxOption[],
    itemToString: (option) => option?.label ?? '',
    itemToKey: (option) => option?.value,
    inputId: id,
    isOpen: popupOpen,
    onIsOpenChange: ({ isOpen }) => setOpen(isOpen ?? false),
    // What the user types is taken in the input's own change event (getInputProps below), not in
    // onInputValueChange: Downshift calls that from an effect after the render, and a render in
    // between puts the old controlled text back into the field, so a fast second keystroke was lost
    // ("orl" became "ol"). Choosing sets the text itself (below), before telling the caller.
    inputValue: text,
    selectedItem: selected,
    onSelectedItemChange: ({ selectedItem }) => {
      // The text first: a caller that clears its search on choosing (a search that navigates) wins.
      setText(selectedItem?.label ?? '');
      onChange(selectedItem?.value ?? null);
    },
    // Type-ahead: the first match is highlighted as the text changes, so Enter takes it.
    defaultHighlightedIndex: autoSelect ? 0 : -1,
    // Leaving the field chooses nothing: only Enter or a click does (a search must not navigate on Tab).
    stateReducer: (state, { type, changes }) =>
      type === useCombobox.stateChangeTypes.InputBlur
        ? { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue }
        : changes,
  });

  const floating = useFloating({
    open: popupOpen,
    placement: 'bottom-start',
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(4),
      flip({ padding: 8 }),
      fitSize({
        padding: 8,
        apply({ rects, availableHeight, elements }) {
          elements.floating.style.width = `${rects.reference.width}px`;
          elements.floating.style.setProperty('--combobox-available-height', `${availableHeight}px`);
        },
      }),
    ],
  });

  let status: { text: string; alert: boolean } | null = null;
  if (errorMessage) status = { text: errorMessage, alert: true };
  else if (loading && shown.length === 0) status = { text: loadingMessage, alert: false };
  else if (!loading && shown.length === 0) status = { text: emptyMessage, alert: false };

  return (
    <div
      ref={floating.refs.setReference}
      data-slot="combobox"
      data-kind={kind}
      className={cn('lm:relative lm:w-full lm:min-w-0', className)}
    >
      {kind === 'search' ? (
        <Search
          aria-hidden="true"
          className="lm:pointer-events-none lm:absolute lm:start-3 lm:top-1/2 lm:size-4 lm:-translate-y-1/2 lm:text-muted-foreground"
        />
      ) : null}
      <input
        {...combobox.getInputProps({
          ...fieldProps,
          // Named by its Field label (htmlFor) or aria-label, not by a Downshift label element.
          'aria-labelledby': undefined,
          type: kind === 'search' ? 'search' : 'text',
          placeholder,
          className: cn(inputVariants({ size }), kind === 'search' ? 'lm:ps-9' : 'lm:pe-9'),
          onChange: (event) => {
            const next = (event.target as HTMLInputElement).value;
            setText(next);
            if (next === '') onChange(null);
          },
          onKeyDown: (event) => {
            // Below the minimum length there is no list to open: leave ArrowDown to the caret.
            if (!searchable && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
              (event.nativeEvent as { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
            }
          },
        })}
      />
      {kind === 'select' ? (
        <ChevronDown
          aria-hidden="true"
          className="lm:pointer-events-none lm:absolute lm:end-3 lm:top-1/2 lm:size-4 lm:-translate-y-1/2 lm:text-muted-foreground"
        />
      ) : null}
      <Portal.Root>
        <div
          ref={floating.refs.setFloating}
          style={floating.floatingStyles}
          data-slot="combobox-popup"
          hidden={!popupOpen}
          className="lm:z-popover lm:flex lm:max-h-[min(var(--combobox-available-height,20rem),20rem)] lm:flex-col lm:overflow-hidden lm:rounded-md lm:border lm:border-border lm:bg-popover lm:text-popover-foreground lm:shadow-md"
        >
          <ul
            {...combobox.getMenuProps(
              { 'aria-label': listLabel, hidden: shown.length === 0 },
              // The portal mounts after the first render, so the list's ref arrives a tick later.
              { suppressRefError: true },
            )}
            className="lm:min-h-0 lm:overflow-y-auto lm:p-1"
          >
            {popupOpen
              ? shown.map((option, index) => (
                  <li
                    key={option.value}
                    {...combobox.getItemProps({ item: option, index })}
                    data-active={combobox.highlightedIndex === index || undefined}
                    className="lm:flex lm:cursor-default lm:items-start lm:gap-2 lm:rounded-sm lm:px-2 lm:py-1.5 lm:text-sm lm:data-[active]:bg-accent lm:data-[active]:text-accent-foreground"
                  >
                    {kind === 'select' ? (
                      <Check
                        aria-hidden="true"
                        className={cn(
                          'lm:mt-0.5 lm:size-4 lm:shrink-0',
                          option.value === value ? 'lm:opacity-100' : 'lm:opacity-0',
                        )}
                      />
                    ) : null}
                    {option.media ? (
                      <span aria-hidden="true" className="lm:flex lm:shrink-0">
                        {option.media}
                      </span>
                    ) : null}
                    <span className="lm:flex lm:min-w-0 lm:flex-col lm:self-center">
                      <span className="lm:[overflow-wrap:anywhere]">{option.label}</span>
                      {option.description ? (
                        <span className="lm:text-xs lm:text-muted-foreground">{option.description}</span>
                      ) : null}
                    </span>
                  </li>
                ))
              : null}
          </ul>
          {status ? (
            <div
              role={status.alert ? 'alert' : undefined}
              className={cn(
                'lm:flex lm:items-center lm:gap-2 lm:p-3 lm:text-sm',
                status.alert ? 'lm:text-destructive-text' : 'lm:text-muted-foreground',
              )}
            >
              {loading && !status.alert ? <Spinner size="sm" label={loadingMessage} /> : null}
              <span aria-hidden={(loading && !status.alert) || undefined}>{status.text}</span>
            </div>
          ) : null}
        </div>
      </Portal.Root>
      <span aria-live="polite" className="lm:sr-only">
        {popupOpen && !loading && !errorMessage ? resultsMessage(shown.length) : ''}
      </span>
    </div>
  );
}

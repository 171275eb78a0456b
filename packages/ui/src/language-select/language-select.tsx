import { Check, ChevronDown, Globe } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import { cn } from '../lib/cn';
import { floatingPanelClasses } from '../lib/overlay';

export type LanguageOption = {
  /** The locale code (en, de, pt-BR, ...). */
  value: string;
  /** The language in its own words (Deutsch, Русский, 日本語). */
  label: string;
};

export type LanguageSelectProps = {
  options: ReadonlyArray<LanguageOption>;
  value: string;
  onChange: (value: string) => void;
  /** Name of the control, in the current language. */
  label?: string;
  className?: string;
};

/**
 * The interface-language picker. Presentational: options, value and onChange come from the app.
 * Each option is marked with its own `lang`, so screen readers pronounce it in that language.
 */
export function LanguageSelect({
  options,
  value,
  onChange,
  label = 'Language',
  className,
}: LanguageSelectProps) {
  const current = options.find((option) => option.value === value);
  return (
    <SelectPrimitive.Root value={value} onValueChange={onChange}>
      <SelectPrimitive.Trigger
        data-slot="language-select"
        aria-label={label}
        className={cn(
          'inline-flex h-9 max-w-full items-center gap-2 rounded-md border border-input bg-background px-2.5 text-sm text-foreground hover:bg-accent',
          className,
        )}
      >
        <Globe aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <span className="truncate" lang={current?.value}>
          <SelectPrimitive.Value>{current?.label}</SelectPrimitive.Value>
        </span>
        <SelectPrimitive.Icon asChild>
          <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          className={cn(floatingPanelClasses, 'min-w-40 p-1')}
        >
          <SelectPrimitive.Viewport>
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                lang={option.value}
                className="relative flex cursor-default select-none items-center rounded-sm py-1.5 ps-8 pe-2 text-sm outline-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground"
              >
                <span className="absolute start-2 flex size-4 items-center justify-center">
                  <SelectPrimitive.ItemIndicator>
                    <Check aria-hidden="true" className="size-4" />
                  </SelectPrimitive.ItemIndicator>
                </span>
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}

import { ChevronDown, Globe } from 'lucide-react';
import { cn } from '../lib/cn';

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
 *
 * A native select on purpose: it sits in every page header, so it is part of every first visit, and
 * a listbox popup (Radix Select with its positioning and focus machinery) cost about 25 kB gzipped of
 * JavaScript for seven fixed options. The native control is keyboard- and screen-reader-complete and
 * opens the platform picker on touch devices.
 */
export function LanguageSelect({
  options,
  value,
  onChange,
  label = 'Language',
  className,
}: LanguageSelectProps) {
  return (
    <span
      data-slot="language-select-root"
      className={cn('relative inline-flex h-9 max-w-full items-center text-foreground', className)}
    >
      <Globe
        aria-hidden="true"
        className="pointer-events-none absolute start-2.5 size-4 shrink-0 text-muted-foreground"
      />
      <select
        data-slot="language-select"
        name="language"
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        className="field-sizing-content h-full w-full min-w-0 cursor-pointer appearance-none truncate rounded-md border border-input bg-background ps-8 pe-8 text-sm text-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute end-2.5 size-4 shrink-0 text-muted-foreground"
      />
    </span>
  );
}

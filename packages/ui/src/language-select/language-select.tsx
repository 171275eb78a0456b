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
  /**
   * What the closed control shows: the language's `name` (default), its `code` (DE, PT-BR) in a
   * compact box, or `auto`: the code on screens narrower than 640 px (a phone's header row), the name
   * from there up. The options always name the languages in full.
   */
  display?: 'name' | 'code' | 'auto';
  className?: string;
};

/*
 * In the compact look the select itself lies, transparent, over the box that shows the code: a tap or
 * click still opens the platform's picker, the keyboard still lands on the select, and the box draws
 * the border, the hover and the focus ring the invisible select cannot; the globe alone marks it as
 * the language picker (no chevron), so the box stays as narrow as a button. Class names are written out
 * in full (also the max-sm: ones) so that Tailwind finds them in this file.
 */
const looks = {
  name: { root: '', select: '', code: 'hidden', chevron: '' },
  code: {
    root: 'rounded-md border border-input bg-background hover:bg-accent has-[select:focus-visible]:outline-2 has-[select:focus-visible]:outline-ring has-[select:focus-visible]:outline-offset-2',
    select: 'absolute inset-0 opacity-0',
    code: '',
    chevron: 'hidden',
  },
  auto: {
    root: 'max-sm:rounded-md max-sm:border max-sm:border-input max-sm:bg-background max-sm:hover:bg-accent max-sm:has-[select:focus-visible]:outline-2 max-sm:has-[select:focus-visible]:outline-ring max-sm:has-[select:focus-visible]:outline-offset-2',
    select: 'max-sm:absolute max-sm:inset-0 max-sm:opacity-0',
    code: 'sm:hidden',
    chevron: 'max-sm:hidden',
  },
} as const;

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
  display = 'name',
  className,
}: LanguageSelectProps) {
  const look = looks[display];
  return (
    <span
      data-slot="language-select-root"
      className={cn('relative inline-flex h-9 max-w-full items-center text-foreground', look.root, className)}
    >
      <span
        aria-hidden="true"
        data-slot="language-select-code"
        className={cn('ps-8 pe-2.5 text-sm', look.code)}
      >
        {value.toUpperCase()}
      </span>
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
        className={cn(
          'field-sizing-content h-full w-full min-w-0 cursor-pointer appearance-none truncate rounded-md border border-input bg-background ps-8 pe-8 text-sm text-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2',
          look.select,
        )}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute end-2.5 size-4 shrink-0 text-muted-foreground',
          look.chevron,
        )}
      />
    </span>
  );
}

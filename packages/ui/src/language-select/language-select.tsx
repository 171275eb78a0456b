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
const lookClasses = {
  name: { root: '', select: '', code: 'lm:hidden', chevron: '' },
  code: {
    root: 'lm:rounded-md lm:border lm:border-input lm:bg-background lm:hover:bg-accent lm:has-[select:focus-visible]:outline-2 lm:has-[select:focus-visible]:outline-ring lm:has-[select:focus-visible]:outline-offset-2',
    select: 'lm:absolute lm:inset-0 lm:opacity-0',
    code: '',
    chevron: 'lm:hidden',
  },
  auto: {
    root: 'lm:max-sm:rounded-md lm:max-sm:border lm:max-sm:border-input lm:max-sm:bg-background lm:max-sm:hover:bg-accent lm:max-sm:has-[select:focus-visible]:outline-2 lm:max-sm:has-[select:focus-visible]:outline-ring lm:max-sm:has-[select:focus-visible]:outline-offset-2',
    select: 'lm:max-sm:absolute lm:max-sm:inset-0 lm:max-sm:opacity-0',
    code: 'lm:sm:hidden',
    chevron: 'lm:max-sm:hidden',
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
  const look = lookClasses[display];
  return (
    <span
      data-slot="language-select-root"
      className={cn(
        'lm:relative lm:inline-flex lm:h-9 lm:max-w-full lm:items-center lm:text-foreground',
        look.root,
        className,
      )}
    >
      <span
        aria-hidden="true"
        data-slot="language-select-code"
        className={cn('lm:ps-8 lm:pe-2.5 lm:text-sm', look.code)}
      >
        {value.toUpperCase()}
      </span>
      <Globe
        aria-hidden="true"
        className="lm:pointer-events-none lm:absolute lm:start-2.5 lm:size-4 lm:shrink-0 lm:text-muted-foreground"
      />
      <select
        data-slot="language-select"
        name="language"
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        className={cn(
          'lm:field-sizing-content lm:h-full lm:w-full lm:min-w-0 lm:cursor-pointer lm:appearance-none lm:truncate lm:rounded-md lm:border lm:border-input lm:bg-background lm:ps-8 lm:pe-8 lm:text-sm lm:text-foreground lm:hover:bg-accent lm:focus-visible:outline-2 lm:focus-visible:outline-ring lm:focus-visible:outline-offset-2',
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
          'lm:pointer-events-none lm:absolute lm:end-2.5 lm:size-4 lm:shrink-0 lm:text-muted-foreground',
          look.chevron,
        )}
      />
    </span>
  );
}

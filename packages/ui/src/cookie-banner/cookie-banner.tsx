import type * as React from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../button/button';
import { cn } from '../lib/cn';
import { Switch } from '../switch/switch';

/** Spec §3: the consent flags. Essential cookies are always on. */
export type CookieConsent = {
  essential: true;
  functionality: boolean;
  statistics: boolean;
  marketing: boolean;
};

type OptionalCategory = 'functionality' | 'statistics' | 'marketing';
type Category = 'essential' | OptionalCategory;

export type CookieBannerStrings = {
  /** Name of the banner's region landmark. */
  regionLabel: string;
  title: string;
  description: React.ReactNode;
  acceptAll: string;
  manage: string;
  save: string;
  back: string;
  alwaysOn: string;
  categories: Record<Category, { label: string; description: string }>;
};

export const defaultCookieBannerStrings: CookieBannerStrings = {
  regionLabel: 'Cookie consent',
  title: 'We use cookies',
  description:
    'Essential cookies keep the marketplace working. With your consent we also use cookies to remember your preferences, measure usage and show relevant offers.',
  acceptAll: 'Accept all',
  manage: 'Manage cookies',
  save: 'Save selection',
  back: 'Back',
  alwaysOn: 'Always on',
  categories: {
    essential: { label: 'Essential', description: 'Sign-in, checkout and security. Always on.' },
    functionality: { label: 'Functionality', description: 'Remember your language, theme and filters.' },
    statistics: { label: 'Statistics', description: 'Anonymous usage statistics that help us improve.' },
    marketing: { label: 'Marketing', description: 'Offers and ads that match your interests.' },
  },
};

export type CookieBannerProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** Accept every category. */
  onAcceptAll: () => void;
  /** Save the selection made in the manage view. */
  onSave: (consent: CookieConsent) => void;
  /** The selection the manage view starts from (for example the stored one). */
  initialConsent?: Partial<Omit<CookieConsent, 'essential'>>;
  /** Open on the manage view (a "cookie settings" link in the footer). */
  defaultView?: 'summary' | 'manage';
  strings?: Partial<Omit<CookieBannerStrings, 'categories'>> & {
    categories?: Partial<CookieBannerStrings['categories']>;
  };
};

const optionalCategories: OptionalCategory[] = ['functionality', 'statistics', 'marketing'];

/**
 * The cookie-consent banner (spec §4): accept all, or open the manage view and save a selection.
 * Presentational: the app decides when it shows and stores the answer.
 */
export function CookieBanner({
  onAcceptAll,
  onSave,
  initialConsent,
  defaultView = 'summary',
  strings: stringOverrides,
  className,
  ...props
}: CookieBannerProps) {
  const strings = {
    ...defaultCookieBannerStrings,
    ...stringOverrides,
    categories: { ...defaultCookieBannerStrings.categories, ...stringOverrides?.categories },
  };
  const titleId = useId();
  const [view, setView] = useState(defaultView);
  const sectionRef = useRef<HTMLElement>(null);
  const switchedView = useRef(false);
  // The button that changed the view disappears with it: keep keyboard users where they were going
  // (the first choice of the manage view, or the manage button again), never on <body>.
  useEffect(() => {
    if (!switchedView.current) return;
    const target =
      view === 'manage'
        ? sectionRef.current?.querySelector<HTMLElement>('button[role="switch"]:not(:disabled)')
        : sectionRef.current?.querySelector<HTMLElement>('[data-action="manage"]');
    target?.focus();
  }, [view]);
  const showView = (next: 'summary' | 'manage') => {
    switchedView.current = true;
    setView(next);
  };
  const [selection, setSelection] = useState({
    functionality: initialConsent?.functionality ?? false,
    statistics: initialConsent?.statistics ?? false,
    marketing: initialConsent?.marketing ?? false,
  });

  return (
    <section
      ref={sectionRef}
      data-slot="cookie-banner"
      data-view={view}
      aria-label={strings.regionLabel}
      className={cn(
        'lm:z-sticky lm:w-full lm:max-w-2xl lm:rounded-lg lm:border lm:border-border lm:bg-card lm:p-4 lm:text-card-foreground lm:shadow-lg lm:sm:p-5',
        className,
      )}
      {...props}
    >
      <h2 id={titleId} className="lm:text-base lm:font-semibold">
        {strings.title}
      </h2>
      <div className="lm:mt-1 lm:text-sm lm:text-muted-foreground">{strings.description}</div>

      {view === 'manage' ? (
        <fieldset className="lm:mt-4 lm:flex lm:flex-col lm:gap-4">
          <legend className="lm:sr-only">{strings.manage}</legend>
          <Switch
            label={strings.categories.essential.label}
            description={strings.categories.essential.description}
            checked
            disabled
            title={strings.alwaysOn}
          />
          {optionalCategories.map((category) => (
            <Switch
              key={category}
              label={strings.categories[category].label}
              description={strings.categories[category].description}
              checked={selection[category]}
              onCheckedChange={(checked) => setSelection((current) => ({ ...current, [category]: checked }))}
            />
          ))}
        </fieldset>
      ) : null}

      <div className="lm:mt-4 lm:flex lm:flex-col-reverse lm:gap-2 lm:sm:flex-row lm:sm:flex-wrap lm:sm:justify-end">
        {view === 'manage' ? (
          <>
            <Button variant="ghost" onClick={() => showView('summary')}>
              {strings.back}
            </Button>
            <Button variant="outline" onClick={() => onSave({ essential: true, ...selection })}>
              {strings.save}
            </Button>
          </>
        ) : (
          <Button variant="outline" data-action="manage" onClick={() => showView('manage')}>
            {strings.manage}
          </Button>
        )}
        <Button onClick={onAcceptAll}>{strings.acceptAll}</Button>
      </div>
    </section>
  );
}

import { cookieConsentMessages } from '@lootmarket/i18n';
import { Button, Switch } from '@lootmarket/ui';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { CONSENT_CATEGORIES, type ConsentCategory, type CookieConsent } from './consent-store';
import { useCookieConsent } from './use-cookie-consent';

const categoryMessages = {
  functionality: [cookieConsentMessages.functionalityLabel, cookieConsentMessages.functionalityDescription],
  statistics: [cookieConsentMessages.statisticsLabel, cookieConsentMessages.statisticsDescription],
  marketing: [cookieConsentMessages.marketingLabel, cookieConsentMessages.marketingDescription],
} as const;

export interface CookieConsentPanelProps {
  onAcceptAll: () => void;
  onSaveSelection: (selection: Omit<CookieConsent, 'essential'>) => void;
  /** Start in the manage view (stories). */
  defaultManaging?: boolean;
}

/** The banner's view: accept all, or manage and save a selection (spec §4). */
export function CookieConsentPanel({
  onAcceptAll,
  onSaveSelection,
  defaultManaging = false,
}: CookieConsentPanelProps) {
  const intl = useIntl();
  const titleId = useId();
  const [managing, setManaging] = useState(defaultManaging);
  const [selection, setSelection] = useState<Record<ConsentCategory, boolean>>({
    functionality: false,
    statistics: false,
    marketing: false,
  });
  const firstSwitch = useRef<HTMLButtonElement | null>(null);

  return (
    <section
      aria-labelledby={titleId}
      data-slot="cookie-consent"
      data-state={managing ? 'managing' : 'asking'}
      className="fixed inset-x-0 bottom-0 z-toast max-h-[85dvh] overflow-y-auto border-t border-border bg-card text-card-foreground shadow-lg"
    >
      <div className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-5">
        <h2 id={titleId} className="font-semibold text-lg">
          {intl.formatMessage(cookieConsentMessages.title)}
        </h2>
        <p className="text-muted-foreground text-sm">
          {intl.formatMessage(cookieConsentMessages.body)}{' '}
          <Link to="/legal/privacy/" className="text-link underline underline-offset-4">
            {intl.formatMessage(cookieConsentMessages.policyLink)}
          </Link>
        </p>
        {managing ? (
          <div className="flex flex-col gap-4">
            <Switch
              checked
              disabled
              label={intl.formatMessage(cookieConsentMessages.essentialLabel)}
              description={intl.formatMessage(cookieConsentMessages.essentialDescription)}
            />
            {CONSENT_CATEGORIES.map((category, index) => {
              const [label, description] = categoryMessages[category];
              return (
                <Switch
                  key={category}
                  ref={index === 0 ? firstSwitch : undefined}
                  name={category}
                  checked={selection[category]}
                  onCheckedChange={(checked) =>
                    setSelection((current) => ({ ...current, [category]: checked }))
                  }
                  label={intl.formatMessage(label)}
                  description={intl.formatMessage(description)}
                />
              );
            })}
          </div>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {managing ? (
            <Button variant="outline" onClick={() => onSaveSelection(selection)}>
              {intl.formatMessage(cookieConsentMessages.saveSelection)}
            </Button>
          ) : (
            <Button
              variant="outline"
              onClick={() => {
                setManaging(true);
                requestAnimationFrame(() => firstSwitch.current?.focus());
              }}
            >
              {intl.formatMessage(cookieConsentMessages.manage)}
            </Button>
          )}
          <Button onClick={onAcceptAll}>{intl.formatMessage(cookieConsentMessages.acceptAll)}</Button>
        </div>
      </div>
    </section>
  );
}

/** Shown while no consent is stored; either choice hides it. */
export function CookieConsentBanner() {
  const { bannerVisible, acceptAll, saveSelection } = useCookieConsent();
  if (!bannerVisible) return null;
  return <CookieConsentPanel onAcceptAll={acceptAll} onSaveSelection={saveSelection} />;
}

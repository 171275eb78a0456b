import { cookieConsentMessages } from '@lootmarket/i18n';
import { CookieBanner } from '@lootmarket/ui';
import { useEffect, useId, useLayoutEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { removePrerenderedBanner } from './prerendered-banner';
import { useCookieConsent } from './use-cookie-consent';

const messages = defineMessages({
  region: { id: 'consent.banner.region', defaultMessage: 'Cookie consent' },
  back: { id: 'consent.banner.back', defaultMessage: 'Back' },
  alwaysOn: { id: 'consent.banner.alwaysOn', defaultMessage: 'Always on' },
});

/** The banner itself; loaded only for visitors who have not decided yet (see CookieConsentBanner). */
export function CookieConsentView() {
  const intl = useIntl();
  const { consent, settingsOpen, acceptAll, saveSelection } = useCookieConsent();
  const t = intl.formatMessage;
  const id = useId();
  // The prerendered copy's banner leaves in the commit that shows this one: one banner, never two.
  useLayoutEffect(() => removePrerenderedBanner(), []);
  // Reopened from the footer: the keyboard goes to the first choice, not back to the page's top.
  useEffect(() => {
    if (!settingsOpen) return;
    document.getElementById(id)?.querySelector<HTMLElement>('button[role="switch"]:not(:disabled)')?.focus();
  }, [settingsOpen, id]);
  return (
    <CookieBanner
      id={id}
      // The footer's "Cookie settings" opens the choice made before, ready to change.
      key={settingsOpen ? 'settings' : 'first-visit'}
      defaultView={settingsOpen ? 'manage' : 'summary'}
      initialConsent={consent ?? undefined}
      className="lm:fixed lm:inset-x-2 lm:bottom-2 lm:mx-auto lm:w-auto lm:max-h-[85dvh] lm:overflow-y-auto lm:sm:inset-x-4 lm:sm:bottom-4"
      onAcceptAll={acceptAll}
      onSave={({ functionality, statistics, marketing }) =>
        saveSelection({ functionality, statistics, marketing })
      }
      strings={{
        regionLabel: t(messages.region),
        title: t(cookieConsentMessages.title),
        description: (
          <>
            {t(cookieConsentMessages.body)}{' '}
            <Link to="/legal/privacy/" className="lm:text-link lm:underline lm:underline-offset-4">
              {t(cookieConsentMessages.policyLink)}
            </Link>
          </>
        ),
        acceptAll: t(cookieConsentMessages.acceptAll),
        manage: t(cookieConsentMessages.manage),
        save: t(cookieConsentMessages.saveSelection),
        back: t(messages.back),
        alwaysOn: t(messages.alwaysOn),
        categories: {
          essential: {
            label: t(cookieConsentMessages.essentialLabel),
            description: t(cookieConsentMessages.essentialDescription),
          },
          functionality: {
            label: t(cookieConsentMessages.functionalityLabel),
            description: t(cookieConsentMessages.functionalityDescription),
          },
          statistics: {
            label: t(cookieConsentMessages.statisticsLabel),
            description: t(cookieConsentMessages.statisticsDescription),
          },
          marketing: {
            label: t(cookieConsentMessages.marketingLabel),
            description: t(cookieConsentMessages.marketingDescription),
          },
        },
      }}
    />
  );
}

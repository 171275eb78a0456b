import { Link as KitLink } from '@lootmarket/ui';
import { useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useCookieConsent } from '../consent/use-cookie-consent';
import { SOCIAL_LINKS, SUPPORT_EMAIL } from '../contact/company-contacts';
import { FooterGames } from './footer-games';
import { PaymentLogos } from './payment-logos';
import { ScrollToTopButton } from './scroll-to-top';
import { useInView } from './use-in-view';

export const footerMessages = defineMessages({
  address: {
    id: 'layout.footer.address',
    defaultMessage: 'Lootmarket sp. z o.o., ul. Prosta 20, 00-850 Warsaw, Poland',
  },
  disclaimer: {
    id: 'layout.footer.publisherDisclaimer',
    defaultMessage:
      'All game names, logos and trademarks belong to their respective publishers. Lootmarket is not affiliated with or endorsed by any game publisher.',
  },
  supportTitle: { id: 'layout.footer.support.title', defaultMessage: 'Support' },
  contact: { id: 'layout.footer.support.contact', defaultMessage: 'Contact support' },
  faq: { id: 'layout.footer.support.faq', defaultMessage: 'FAQ' },
  legalTitle: { id: 'layout.footer.legal.title', defaultMessage: 'Legal' },
  privacy: { id: 'layout.footer.legal.privacy', defaultMessage: 'Privacy and cookie policy' },
  cookieSettings: { id: 'layout.footer.legal.cookieSettings', defaultMessage: 'Cookie settings' },
  terms: { id: 'layout.footer.legal.terms', defaultMessage: 'Terms of service' },
  customerTerms: { id: 'layout.footer.legal.customerTerms', defaultMessage: 'Customer terms' },
  sellerTerms: { id: 'layout.footer.legal.sellerTerms', defaultMessage: 'Seller terms' },
  socialTitle: { id: 'layout.footer.social.title', defaultMessage: 'Follow us' },
  externalHint: { id: 'layout.footer.externalHint', defaultMessage: '(opens in a new tab)' },
});
const valueMessages = defineMessages<{ copyright: { year: number } }>({
  copyright: {
    id: 'layout.footer.copyright',
    defaultMessage: '© {year} Lootmarket. All rights reserved.',
  },
});

const linkClass = 'lm:underline-offset-4 lm:hover:text-foreground lm:hover:underline';

/** The footer of spec §2. */
export function SiteFooter() {
  const intl = useIntl();
  const footer = useRef<HTMLElement | null>(null);
  const visible = useInView(footer);
  const { openSettings } = useCookieConsent();
  return (
    <footer
      ref={footer}
      className="lm:border-t lm:border-border lm:bg-card lm:text-muted-foreground lm:text-sm"
    >
      <div className="lm:mx-auto lm:flex lm:max-w-7xl lm:flex-col lm:gap-10 lm:px-4 lm:py-10">
        <FooterGames />
        <div className="lm:grid lm:gap-8 lm:sm:grid-cols-2 lm:lg:grid-cols-4">
          <nav aria-labelledby="footer-support-title" className="lm:flex lm:flex-col lm:gap-2">
            <h2 id="footer-support-title" className="lm:font-semibold lm:text-base lm:text-foreground">
              {intl.formatMessage(footerMessages.supportTitle)}
            </h2>
            <ul className="lm:flex lm:flex-col lm:gap-1.5">
              <li>
                <Link to="/contact-us/" className={linkClass}>
                  {intl.formatMessage(footerMessages.contact)}
                </Link>
              </li>
              <li>
                <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
                  {SUPPORT_EMAIL}
                </a>
              </li>
              <li>
                <Link to="/faq/" className={linkClass}>
                  {intl.formatMessage(footerMessages.faq)}
                </Link>
              </li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-legal-title" className="lm:flex lm:flex-col lm:gap-2">
            <h2 id="footer-legal-title" className="lm:font-semibold lm:text-base lm:text-foreground">
              {intl.formatMessage(footerMessages.legalTitle)}
            </h2>
            <ul className="lm:flex lm:flex-col lm:gap-1.5">
              <li>
                <Link to="/legal/terms/" className={linkClass}>
                  {intl.formatMessage(footerMessages.terms)}
                </Link>
              </li>
              <li>
                <Link to="/legal/customer-terms/" className={linkClass}>
                  {intl.formatMessage(footerMessages.customerTerms)}
                </Link>
              </li>
              <li>
                <Link to="/legal/seller-terms/" className={linkClass}>
                  {intl.formatMessage(footerMessages.sellerTerms)}
                </Link>
              </li>
              <li>
                <Link to="/legal/privacy/" className={linkClass}>
                  {intl.formatMessage(footerMessages.privacy)}
                </Link>
              </li>
              <li>
                {/* An action, not a page: it reopens the cookie banner on its manage view. */}
                <button
                  type="button"
                  onClick={openSettings}
                  className={`${linkClass} lm:cursor-pointer lm:text-left`}
                >
                  {intl.formatMessage(footerMessages.cookieSettings)}
                </button>
              </li>
            </ul>
          </nav>
          <section aria-labelledby="footer-social-title" className="lm:flex lm:flex-col lm:gap-2">
            <h2 id="footer-social-title" className="lm:font-semibold lm:text-base lm:text-foreground">
              {intl.formatMessage(footerMessages.socialTitle)}
            </h2>
            <ul className="lm:flex lm:flex-col lm:gap-1.5">
              {SOCIAL_LINKS.map((social) => (
                <li key={social.name}>
                  <KitLink
                    href={social.href}
                    external
                    externalLabel={intl.formatMessage(footerMessages.externalHint)}
                    variant="muted"
                  >
                    {social.name}
                  </KitLink>
                </li>
              ))}
            </ul>
          </section>
          <PaymentLogos />
        </div>
        <div className="lm:flex lm:flex-col lm:gap-2 lm:border-t lm:border-border lm:pt-6">
          <address className="lm:not-italic">{intl.formatMessage(footerMessages.address)}</address>
          <p>{intl.formatMessage(footerMessages.disclaimer)}</p>
          <p>{intl.formatMessage(valueMessages.copyright, { year: new Date().getFullYear() })}</p>
        </div>
      </div>
      <ScrollToTopButton visible={visible} />
    </footer>
  );
}

import { lazy, type ReactNode, Suspense } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useAuth } from '../auth/auth-provider';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const messages = defineMessages({
  skipToContent: { id: 'layout.skipToContent', defaultMessage: 'Skip to content' },
});

/*
 * The account navigation brings the chat list query (its unread count): guests never load it, and
 * signed-in users load it once the session is known, like the header's bell.
 */
const SignedInAccountNav = lazy(async () => ({
  default: (await import('../shell/signed-in-account-nav')).SignedInAccountNav,
}));

/** The account navigation under the header, for signed-in users only (a row's height kept while it loads). */
function AccountNavSlot() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense
      fallback={<div aria-hidden="true" className="lm:h-12 lm:border-border lm:border-b lm:bg-card" />}
    >
      <SignedInAccountNav />
    </Suspense>
  );
}

function SkipLink() {
  const intl = useIntl();
  return (
    <a
      href="#main"
      className="lm:sr-only lm:focus:not-sr-only lm:focus:absolute lm:focus:top-2 lm:focus:left-2 lm:focus:z-50 lm:focus:rounded-md lm:focus:bg-card lm:focus:px-4 lm:focus:py-2"
    >
      {intl.formatMessage(messages.skipToContent)}
    </a>
  );
}

/**
 * The main shell of spec §2: header, the page, footer. `accountNav` adds the account navigation
 * under the header (the chat page: a signed-in page that keeps the main layout).
 */
export function MainLayout({ children, accountNav = false }: { children: ReactNode; accountNav?: boolean }) {
  return (
    <div className="lm:flex lm:min-h-dvh lm:flex-col lm:bg-background lm:text-foreground">
      <SkipLink />
      <SiteHeader />
      {accountNav ? <AccountNavSlot /> : null}
      {/*
       * At least a screen tall: the footer starts below the fold, so a page whose content arrives
       * with its data (market search, offers) never pushes a visible footer down (layout shift).
       */}
      <main id="main" tabIndex={-1} className="lm:min-h-dvh lm:flex-1 lm:focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

/**
 * The account shell of the signed-in pages in the bare layout of spec §2 (/profile/ and /order/):
 * "bare" means no marketing footer, but the site header (bell, language, theme, user menu) and the
 * account navigation stay, as on every signed-in page.
 */
export function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <div className="lm:flex lm:min-h-dvh lm:flex-col lm:bg-background lm:text-foreground">
      <SkipLink />
      <SiteHeader />
      <AccountNavSlot />
      <main id="main" tabIndex={-1} className="lm:flex-1 lm:focus:outline-none">
        {children}
      </main>
    </div>
  );
}

/** The bare layout of spec §2 (admin pages): the page alone. */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <div className="lm:min-h-dvh lm:bg-background lm:text-foreground">
      <main id="main" tabIndex={-1} className="lm:focus:outline-none">
        {children}
      </main>
    </div>
  );
}

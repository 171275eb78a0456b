import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const messages = defineMessages({
  skipToContent: { id: 'layout.skipToContent', defaultMessage: 'Skip to content' },
});

/** The main shell of spec §2: header, the page, footer. */
export function MainLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-4 focus:py-2"
      >
        {intl.formatMessage(messages.skipToContent)}
      </a>
      <SiteHeader />
      {/*
       * At least a screen tall: the footer starts below the fold, so a page whose content arrives
       * with its data (market search, offers) never pushes a visible footer down (layout shift).
       */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

/** The bare layout of spec §2 (profile, admin, order pages): the page alone. */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-background text-foreground">
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
    </div>
  );
}

import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  copyright: {
    id: 'layout.footer.copyright',
    defaultMessage: '© {year} Lootmarket. All rights reserved.',
  },
  address: {
    id: 'layout.footer.address',
    defaultMessage: 'Lootmarket sp. z o.o., ul. Prosta 20, 00-850 Warsaw, Poland',
  },
  disclaimer: {
    id: 'layout.footer.publisherDisclaimer',
    defaultMessage:
      'All game names, logos and trademarks belong to their respective publishers. Lootmarket is not affiliated with or endorsed by any game publisher.',
  },
});

export function SiteFooter() {
  const intl = useIntl();
  return (
    <footer className="border-t border-border bg-card text-muted-foreground text-sm">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-8">
        <p>{intl.formatMessage(messages.address)}</p>
        <p>{intl.formatMessage(messages.disclaimer)}</p>
        <p>{intl.formatMessage(messages.copyright, { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}

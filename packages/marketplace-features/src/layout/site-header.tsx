import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';

const messages = defineMessages({
  home: { id: 'layout.header.homeLink', defaultMessage: 'Lootmarket home' },
  primaryNavigation: { id: 'layout.header.primaryNavigation', defaultMessage: 'Main' },
});

export function SiteHeader() {
  const intl = useIntl();
  return (
    <header className="border-b border-border bg-card">
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3">
        <Link
          to="/"
          aria-label={intl.formatMessage(messages.home)}
          className="flex items-center gap-2 rounded-md font-bold text-lg"
        >
          <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
            <rect width="32" height="32" rx="7" className="fill-primary" />
            <path d="M9 8h4v12h8v4H9z" className="fill-primary-foreground" />
          </svg>
          <span>Lootmarket</span>
        </Link>
        <nav aria-label={intl.formatMessage(messages.primaryNavigation)} className="ms-auto" />
      </div>
    </header>
  );
}

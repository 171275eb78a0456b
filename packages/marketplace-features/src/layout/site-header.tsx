import { lazy, Suspense } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useAuth } from '../auth/auth-provider';
import { CurrencySelect } from '../currency/currency-select';
import { GameSearch } from '../games/game-search';
import { LanguageSelect } from '../shell/language-select';
import { ThemeToggleButton } from '../shell/theme-toggle-button';
import { UserMenu } from '../shell/user-menu';
import { CategoryNav } from './category-nav';

const messages = defineMessages({
  home: { id: 'layout.header.homeLink', defaultMessage: 'Lootmarket home' },
});

/*
 * The bell brings the STOMP client, the notification schemas (zod) and the panel: guests never load
 * them, and signed-in users load them once the session is known, after the page has rendered.
 */
const NotificationBell = lazy(async () => ({
  default: (await import('../notifications/notification-bell')).NotificationBell,
}));

// The chat link's unread count needs the conversation list query: loaded like the bell.
const MessagesLink = lazy(async () => ({
  default: (await import('../shell/messages-link')).MessagesLink,
}));

function HeaderMessages() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={<span aria-hidden="true" className="lm:size-9" />}>
      <MessagesLink />
    </Suspense>
  );
}

function HeaderBell() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={<span aria-hidden="true" className="lm:size-9" />}>
      <NotificationBell />
    </Suspense>
  );
}

export function LootmarketLogo() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="lm:size-8 lm:shrink-0">
      <rect width="32" height="32" rx="7" className="lm:fill-primary" />
      <path d="M9 8h4v12h8v4H9z" className="lm:fill-primary-foreground" />
    </svg>
  );
}

/**
 * Spec §2 header: logo, game search, language, the currency prices are shown in, theme,
 * and the account menu or log in / register;
 * below them the category navigation (all games and the product groups).
 */
export function SiteHeader() {
  const intl = useIntl();
  return (
    <header className="lm:border-b lm:border-border lm:bg-card">
      <div className="lm:mx-auto lm:flex lm:max-w-7xl lm:flex-wrap lm:items-center lm:gap-x-4 lm:gap-y-3 lm:px-4 lm:py-3">
        <Link
          to="/"
          aria-label={intl.formatMessage(messages.home)}
          className="lm:flex lm:items-center lm:gap-2 lm:rounded-md lm:font-bold lm:text-lg"
        >
          <LootmarketLogo />
          <span aria-hidden="true">Lootmarket</span>
        </Link>
        <GameSearch className="lm:order-last lm:basis-full lm:md:order-none lm:md:max-w-md lm:md:flex-1 lm:md:basis-auto" />
        {/* On a phone the language shows as its code (DE), so the row fits 360 px in every language; it wraps rather than overflow. */}
        <div className="lm:ms-auto lm:flex lm:flex-wrap lm:items-center lm:justify-end lm:gap-x-1.5 lm:gap-y-2 lm:sm:gap-2">
          <LanguageSelect display="auto" />
          <CurrencySelect />
          <ThemeToggleButton />
          <HeaderMessages />
          <HeaderBell />
          <UserMenu />
        </div>
      </div>
      <CategoryNav />
    </header>
  );
}

import { cn } from '@lootmarket/ui';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { chatMessages } from '../chat/chat-messages';
import { withValues } from '../lib/messages';
import { accountNavMessages, profileNavMessages } from './account-nav-messages';

type AccountNavItem = {
  to: string;
  message: MessageDescriptor;
  /** Other path prefixes that belong to this item (the /order/ pages are part of Orders). */
  also?: readonly string[];
  /** The item that shows the unread messages count. */
  unread?: true;
};

/** The account sections, in the order of the account navigation and the user menu. */
export const accountNavItems: readonly AccountNavItem[] = [
  { to: '/profile/dashboard/', message: accountNavMessages.myAccount },
  { to: '/profile/orders/', message: accountNavMessages.orders, also: ['/order/'] },
  { to: '/profile/wallet/', message: profileNavMessages.wallet },
  { to: '/profile/seller/', message: profileNavMessages.sellerDashboard },
  { to: '/profile/products/', message: profileNavMessages.myOffers },
  { to: '/chat/', message: chatMessages.title, unread: true },
  { to: '/profile/tickets/', message: accountNavMessages.tickets },
];

/** Whether `item` is the section the page at `pathname` belongs to (its own path or a page below it). */
export function isCurrentAccountItem(item: AccountNavItem, pathname: string): boolean {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return [item.to, ...(item.also ?? [])].some((prefix) => path.startsWith(prefix));
}

/** A count badge beside a menu or navigation item; the count is read out by the item's name. */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'lm:inline-flex lm:min-w-5 lm:items-center lm:justify-center lm:rounded-full lm:bg-primary lm:px-1.5 lm:font-semibold lm:text-primary-foreground lm:text-xs lm:tabular-nums',
        className,
      )}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/**
 * The account navigation of every signed-in page (profile, order and chat pages): one row of the
 * account sections under the site header, the current one marked with aria-current="page". On a
 * phone the row scrolls sideways instead of wrapping. `unread` is the unread messages count.
 */
export function AccountNav({ unread }: { unread?: number }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  return (
    <nav
      aria-label={intl.formatMessage(profileNavMessages.nav)}
      className="lm:border-border lm:border-b lm:bg-card"
    >
      <ul className="lm:mx-auto lm:flex lm:max-w-7xl lm:gap-1 lm:overflow-x-auto lm:whitespace-nowrap lm:px-4 lm:py-2 lm:text-sm">
        {accountNavItems.map((item) => {
          const current = isCurrentAccountItem(item, pathname);
          const count = item.unread ? (unread ?? 0) : 0;
          return (
            <li key={item.to} className="lm:shrink-0">
              <Link
                to={item.to}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'lm:inline-flex lm:items-center lm:gap-1.5 lm:rounded-md lm:px-3 lm:py-1.5 lm:font-medium lm:underline-offset-4 lm:hover:underline',
                  current ? 'lm:bg-secondary lm:text-secondary-foreground' : 'lm:text-foreground',
                )}
              >
                {intl.formatMessage(item.message)}
                {count > 0 ? (
                  <>
                    <UnreadBadge count={count} />{' '}
                    <span className="lm:sr-only">
                      {intl.formatMessage(withValues(chatMessages.unreadCount), { count })}
                    </span>
                  </>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

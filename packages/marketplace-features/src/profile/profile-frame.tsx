import { cn } from '@lootmarket/ui';
import type * as React from 'react';
import { useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router';
import { accountMessages } from '../account/account-messages';
import { LootmarketLogo } from '../layout/site-header';
import { accountNavMessages, profileNavMessages } from '../shell/account-nav-messages';

const links = [
  { to: '/profile/dashboard/', message: accountNavMessages.myAccount },
  { to: '/profile/orders/', message: accountNavMessages.orders },
  { to: '/profile/wallet/', message: profileNavMessages.wallet },
  { to: '/profile/seller/', message: profileNavMessages.sellerDashboard },
  { to: '/profile/products/', message: profileNavMessages.myOffers },
  { to: '/profile/tickets/', message: accountNavMessages.tickets },
] as const;

/**
 * The frame of the profile screens in the bare layout (spec §2): the way back to the shop, the
 * profile sections, and the page's heading.
 */
export function ProfileFrame({
  title,
  actions,
  children,
  width = 'wide',
}: {
  title: React.ReactNode;
  actions?: React.ReactNode;
  children: React.ReactNode;
  width?: 'narrow' | 'wide';
}) {
  const intl = useIntl();
  return (
    <div
      className={cn('mx-auto flex flex-col gap-6 px-4 py-8', width === 'wide' ? 'max-w-6xl' : 'max-w-3xl')}
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md text-sm underline-offset-4 hover:underline"
        >
          <LootmarketLogo />
          {intl.formatMessage(accountMessages.backToShop)}
        </Link>
        <nav aria-label={intl.formatMessage(profileNavMessages.nav)}>
          <ul className="flex flex-wrap gap-1 text-sm">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    cn(
                      'inline-flex rounded-md px-3 py-1.5 font-medium underline-offset-4 hover:underline',
                      isActive ? 'bg-secondary text-secondary-foreground' : 'text-foreground',
                    )
                  }
                >
                  {intl.formatMessage(link.message)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-bold text-3xl">{title}</h1>
        {actions}
      </div>
      {children}
    </div>
  );
}

/** The frame of the /order/ screens in the bare layout: the way back to the shop and to the orders. */
export function OrderFrame({
  title,
  children,
  wide = false,
}: {
  title: React.ReactNode;
  children: React.ReactNode;
  wide?: boolean;
}) {
  const intl = useIntl();
  return (
    <div className={cn('mx-auto flex flex-col gap-6 px-4 py-8', wide ? 'max-w-6xl' : 'max-w-4xl')}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md text-sm underline-offset-4 hover:underline"
        >
          <LootmarketLogo />
          {intl.formatMessage(accountMessages.backToShop)}
        </Link>
        <Link
          to="/profile/orders/"
          className="rounded-md text-sm font-medium underline-offset-4 hover:underline"
        >
          {intl.formatMessage(accountNavMessages.orders)}
        </Link>
      </div>
      <h1 className="font-bold text-3xl">{title}</h1>
      {children}
    </div>
  );
}

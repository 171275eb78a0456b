import { authMessages } from '@lootmarket/i18n';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@lootmarket/ui';
import { ChevronDown, CircleUserRound, LifeBuoy, LogOut, Package, UserRound } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../auth/auth-provider';

export const accountNavMessages = defineMessages({
  menu: { id: 'shell.userMenu.label', defaultMessage: 'Account menu' },
  myAccount: { id: 'shell.userMenu.myAccount', defaultMessage: 'My account' },
  orders: { id: 'shell.userMenu.orders', defaultMessage: 'Orders' },
  tickets: { id: 'shell.userMenu.tickets', defaultMessage: 'Tickets' },
});

/** Signed in: a menu (My account, Orders, Tickets, Log out); signed out: Log in and Register. */
export function UserMenu() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { status, user, signOut } = useAuth();

  if (status === 'loading') return <span aria-hidden="true" className="h-9 w-24 rounded-md bg-skeleton" />;

  if (!user) {
    return (
      <div className="flex items-center gap-2">
        <Button asChild variant="ghost" size="sm">
          <Link to="/login/">{intl.formatMessage(authMessages.logIn)}</Link>
        </Button>
        <Button asChild size="sm">
          <Link to="/register/">{intl.formatMessage(authMessages.register)}</Link>
        </Button>
      </div>
    );
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`${intl.formatMessage(accountNavMessages.menu)}: ${user.username}`}
        >
          <CircleUserRound aria-hidden="true" className="size-5" />
          <span className="hidden max-w-32 truncate sm:inline">{user.username}</span>
          <ChevronDown aria-hidden="true" className="size-4" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{user.username}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/profile/dashboard/')}>
          <UserRound aria-hidden="true" />
          {intl.formatMessage(accountNavMessages.myAccount)}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/profile/orders/')}>
          <Package aria-hidden="true" />
          {intl.formatMessage(accountNavMessages.orders)}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/profile/tickets/')}>
          <LifeBuoy aria-hidden="true" />
          {intl.formatMessage(accountNavMessages.tickets)}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          {intl.formatMessage(authMessages.logOut)}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

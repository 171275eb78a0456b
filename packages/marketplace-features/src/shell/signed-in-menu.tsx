import type { ClientUser } from '@lootmarket/contract';
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
import {
  ChartColumn,
  ChevronDown,
  CircleUserRound,
  LifeBuoy,
  LogOut,
  Package,
  UserRound,
  Wallet,
} from 'lucide-react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { accountNavMessages, profileNavMessages } from './account-nav-messages';

/** The account menu of a signed-in user: My account, Orders, Wallet, Seller dashboard, Tickets, Log out. */
export function SignedInMenu({ user, onSignOut }: { user: ClientUser; onSignOut: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
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
        <DropdownMenuItem onSelect={() => navigate('/profile/wallet/')}>
          <Wallet aria-hidden="true" />
          {intl.formatMessage(profileNavMessages.wallet)}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/profile/seller/')}>
          <ChartColumn aria-hidden="true" />
          {intl.formatMessage(profileNavMessages.sellerDashboard)}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/profile/tickets/')}>
          <LifeBuoy aria-hidden="true" />
          {intl.formatMessage(accountNavMessages.tickets)}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOut aria-hidden="true" />
          {intl.formatMessage(authMessages.logOut)}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

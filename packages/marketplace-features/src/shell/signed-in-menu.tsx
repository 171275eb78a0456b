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
  MessageSquare,
  Package,
  Store,
  UserRound,
  Wallet,
} from 'lucide-react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { chatMessages } from '../chat/chat-messages';
import { useUnreadMessages } from '../chat/use-unread-messages';
import { withValues } from '../lib/messages';
import { UnreadBadge } from './account-nav';
import { accountNavMessages, profileNavMessages } from './account-nav-messages';

/** The account menu of a signed-in user with the unread messages count of the chat. */
export function SignedInMenu({ user, onSignOut }: { user: ClientUser; onSignOut: () => void }) {
  return <SignedInMenuView user={user} onSignOut={onSignOut} unread={useUnreadMessages() ?? 0} />;
}

/**
 * The account menu: My account, Orders, Wallet, Seller dashboard, My products, Messages (with the
 * unread count), Tickets, Log out.
 */
export function SignedInMenuView({
  user,
  onSignOut,
  unread,
}: {
  user: ClientUser;
  onSignOut: () => void;
  unread: number;
}) {
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
          <CircleUserRound aria-hidden="true" className="lm:size-5" />
          <span className="lm:hidden lm:max-w-32 lm:truncate lm:sm:inline">{user.username}</span>
          <ChevronDown aria-hidden="true" className="lm:size-4" />
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
        <DropdownMenuItem onSelect={() => navigate('/profile/products/')}>
          <Store aria-hidden="true" />
          {intl.formatMessage(profileNavMessages.myOffers)}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/chat/')}>
          <MessageSquare aria-hidden="true" />
          {intl.formatMessage(chatMessages.title)}
          {unread > 0 ? (
            <>
              <UnreadBadge count={unread} className="lm:ms-auto" />{' '}
              <span className="lm:sr-only">
                {intl.formatMessage(withValues(chatMessages.unreadCount), { count: unread })}
              </span>
            </>
          ) : null}
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

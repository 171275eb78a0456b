import { MessageSquare } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useUnreadMessages } from '../chat/use-unread-messages';
import { withValues } from '../lib/messages';
import { UnreadBadge } from './account-nav';
import { accountNavMessages } from './account-nav-messages';

/** The header's way to the chat (signed-in users): an icon with the unread messages count. */
export function MessagesLinkView({ unread }: { unread: number }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  return (
    <Link
      to="/chat/"
      data-slot="messages-link"
      aria-current={pathname.startsWith('/chat/') ? 'page' : undefined}
      aria-label={intl.formatMessage(withValues(accountNavMessages.messagesLink), { count: unread })}
      className="relative inline-flex size-9 items-center justify-center rounded-md text-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
    >
      <MessageSquare aria-hidden="true" className="size-5" />
      {unread > 0 ? <UnreadBadge count={unread} className="absolute -end-1 -top-1" /> : null}
    </Link>
  );
}

/** MessagesLinkView with the signed-in user's unread count. */
export function MessagesLink() {
  return <MessagesLinkView unread={useUnreadMessages() ?? 0} />;
}

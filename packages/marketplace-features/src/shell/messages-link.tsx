import { useQueryClient } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { conversationsQueryKey } from '../chat/chat-api';
import { useUnreadMessages } from '../chat/use-unread-messages';
import { withValues } from '../lib/messages';
import { useRealtime } from '../notifications/use-realtime';
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
      className="lm:relative lm:inline-flex lm:size-9 lm:items-center lm:justify-center lm:rounded-md lm:text-foreground lm:hover:bg-accent lm:focus-visible:outline-2 lm:focus-visible:outline-ring"
    >
      <MessageSquare aria-hidden="true" className="lm:size-5" />
      {unread > 0 ? <UnreadBadge count={unread} className="lm:absolute lm:-end-1 lm:-top-1" /> : null}
    </Link>
  );
}

/**
 * MessagesLinkView with the signed-in user's unread count. The header is on every page, so it is the
 * one place that refreshes the count when a notification arrives (a new message notifies).
 */
export function MessagesLink() {
  const queryClient = useQueryClient();
  const { notifications, status } = useRealtime();
  const lastPayload = notifications.lastPayload;
  useEffect(() => {
    if (lastPayload?.items?.length) void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
  }, [lastPayload, queryClient]);
  // A message that came while the socket was not yet (or no longer) connected notified nobody: the
  // count is read again each time the connection is up.
  const connected = status === 'connected';
  useEffect(() => {
    if (connected) void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
  }, [connected, queryClient]);
  return <MessagesLinkView unread={useUnreadMessages() ?? 0} />;
}

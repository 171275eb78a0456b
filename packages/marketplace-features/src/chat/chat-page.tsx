import type { Conversation } from '@lootmarket/contract';
import { chatErrorMessages } from '@lootmarket/i18n';
import { Avatar, Badge, Button, cn, Spinner } from '@lootmarket/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '../auth/auth-provider';
import { withValues } from '../lib/messages';
import { useRealtime } from '../notifications/use-realtime';
import { conversationsQueryKey, fetchConversations } from './chat-api';
import { chatMessages as messages } from './chat-messages';
import { ConversationView } from './conversation-view';

/** Guests are told to log in (spec §6), with a way back here afterwards. */
export function ChatLoginPrompt({ returnTo }: { returnTo: string }) {
  const intl = useIntl();
  return (
    <div className="lm:flex lm:flex-col lm:items-start lm:gap-3 lm:rounded-md lm:border lm:border-border lm:bg-card lm:p-4">
      <p>{intl.formatMessage(messages.loginToChat)}</p>
      <Button asChild size="sm">
        <Link to={`/login/?returnTo=${encodeURIComponent(returnTo)}`}>
          {intl.formatMessage(messages.logIn)}
        </Link>
      </Button>
    </div>
  );
}

/** The chat app (spec §2): my conversations and the history of the chosen one (`?c=` in the URL). */
export function ChatPage() {
  const intl = useIntl();
  const { status, token, user } = useAuth();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const { notifications } = useRealtime();
  const list = useQuery({
    queryKey: conversationsQueryKey,
    queryFn: () => fetchConversations(token ?? ''),
    enabled: Boolean(token && user),
  });
  // A new message anywhere moves its conversation up and raises its unread badge.
  const lastPayload = notifications.lastPayload;
  useEffect(() => {
    if (lastPayload?.items?.length) void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
  }, [lastPayload, queryClient]);

  if (status === 'loading') return <Spinner className="lm:m-8" />;
  if (!token || !user)
    return (
      <div className="lm:mx-auto lm:max-w-5xl lm:px-4 lm:py-8">
        <h1 className="lm:mb-4 lm:font-bold lm:text-2xl">{intl.formatMessage(messages.title)}</h1>
        <ChatLoginPrompt returnTo="/chat/" />
      </div>
    );

  const conversations = list.data ?? [];
  const selectedId = params.get('c');
  const selected = conversations.find((c) => c.id === selectedId) ?? null;
  return (
    <div className="lm:mx-auto lm:max-w-5xl lm:px-4 lm:py-8">
      <h1 className="lm:mb-4 lm:font-bold lm:text-2xl">{intl.formatMessage(messages.title)}</h1>
      <div className="lm:grid lm:gap-4 lm:md:grid-cols-[18rem_1fr]">
        <nav aria-label={intl.formatMessage(messages.conversations)}>
          {list.isError ? (
            <p role="alert" className="lm:text-destructive-text lm:text-sm">
              {intl.formatMessage(chatErrorMessages.conversationUnavailable)}
            </p>
          ) : null}
          {list.isSuccess && conversations.length === 0 ? (
            <p className="lm:text-muted-foreground lm:text-sm">
              {intl.formatMessage(messages.noConversations)}
            </p>
          ) : null}
          <ul className="lm:flex lm:flex-col lm:gap-1">
            {conversations.map((conversation) => (
              <li key={conversation.id}>
                <ConversationLink
                  conversation={conversation}
                  userId={user.userId}
                  current={conversation.id === selectedId}
                  onSelect={() => setParams({ c: conversation.id })}
                />
              </li>
            ))}
          </ul>
        </nav>
        {selected ? (
          <ConversationView key={selected.id} conversation={selected} token={token} userId={user.userId} />
        ) : (
          <p className="lm:self-center lm:text-center lm:text-muted-foreground">
            {intl.formatMessage(messages.pickConversation)}
          </p>
        )}
      </div>
    </div>
  );
}

function ConversationLink({
  conversation,
  userId,
  current,
  onSelect,
}: {
  conversation: Conversation;
  userId: string;
  current: boolean;
  onSelect: () => void;
}) {
  const intl = useIntl();
  const counterpart = conversation.buyer.userId === userId ? conversation.seller : conversation.buyer;
  return (
    <Link
      to={`/chat/?c=${conversation.id}`}
      onClick={(event) => {
        event.preventDefault();
        onSelect();
      }}
      aria-current={current ? 'page' : undefined}
      className={cn(
        'lm:flex lm:flex-col lm:gap-0.5 lm:rounded-md lm:p-3 lm:hover:bg-accent lm:focus-visible:outline-2 lm:focus-visible:outline-ring',
        current && 'lm:bg-secondary',
      )}
    >
      <span className="lm:flex lm:items-center lm:justify-between lm:gap-2">
        <span className="lm:flex lm:min-w-0 lm:items-center lm:gap-2">
          <Avatar name={counterpart.username} src={counterpart.avatarUrl} size="sm" decorative />
          <span className="lm:truncate lm:font-medium">{counterpart.username}</span>
        </span>
        {conversation.unread > 0 ? (
          <Badge>
            <span aria-hidden="true">{conversation.unread}</span>
            <span className="lm:sr-only">
              {intl.formatMessage(withValues(messages.unreadCount), { count: conversation.unread })}
            </span>
          </Badge>
        ) : null}
      </span>
      {conversation.offer ? (
        <span className="lm:truncate lm:text-muted-foreground lm:text-xs">{conversation.offer.title}</span>
      ) : null}
      {conversation.lastMessage ? (
        <span className="lm:truncate lm:text-muted-foreground lm:text-sm">
          {conversation.lastMessage.body}
        </span>
      ) : null}
    </Link>
  );
}

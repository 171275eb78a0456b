import type { Conversation } from '@lootmarket/contract';
import { chatErrorMessages } from '@lootmarket/i18n';
import { Badge, Button, cn, Spinner } from '@lootmarket/ui';
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
    <div className="flex flex-col items-start gap-3 rounded-md border border-border bg-card p-4">
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

  if (status === 'loading') return <Spinner className="m-8" />;
  if (!token || !user)
    return (
      <div className="mx-auto max-w-5xl px-4 py-8">
        <h1 className="mb-4 font-bold text-2xl">{intl.formatMessage(messages.title)}</h1>
        <ChatLoginPrompt returnTo="/chat/" />
      </div>
    );

  const conversations = list.data ?? [];
  const selectedId = params.get('c');
  const selected = conversations.find((c) => c.id === selectedId) ?? null;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="mb-4 font-bold text-2xl">{intl.formatMessage(messages.title)}</h1>
      <div className="grid gap-4 md:grid-cols-[18rem_1fr]">
        <nav aria-label={intl.formatMessage(messages.conversations)}>
          {list.isError ? (
            <p role="alert" className="text-destructive-text text-sm">
              {intl.formatMessage(chatErrorMessages.conversationUnavailable)}
            </p>
          ) : null}
          {list.isSuccess && conversations.length === 0 ? (
            <p className="text-muted-foreground text-sm">{intl.formatMessage(messages.noConversations)}</p>
          ) : null}
          <ul className="flex flex-col gap-1">
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
          <p className="self-center text-center text-muted-foreground">
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
        'flex flex-col gap-0.5 rounded-md p-3 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring',
        current && 'bg-secondary',
      )}
    >
      <span className="flex items-center justify-between gap-2">
        <span className="truncate font-medium">{counterpart.username}</span>
        {conversation.unread > 0 ? (
          <Badge>
            <span aria-hidden="true">{conversation.unread}</span>
            <span className="sr-only">
              {intl.formatMessage(withValues(messages.unreadCount), { count: conversation.unread })}
            </span>
          </Badge>
        ) : null}
      </span>
      {conversation.offer ? (
        <span className="truncate text-muted-foreground text-xs">{conversation.offer.title}</span>
      ) : null}
      {conversation.lastMessage ? (
        <span className="truncate text-muted-foreground text-sm">{conversation.lastMessage.body}</span>
      ) : null}
    </Link>
  );
}

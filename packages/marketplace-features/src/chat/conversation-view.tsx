import type { ChatMessage as ChatMessageData, Conversation, ErrorCode } from '@lootmarket/contract';
import { chatErrorMessages, successMessages } from '@lootmarket/i18n';
import {
  ChatPanel,
  ChatPanelComposer,
  ChatPanelConnection,
  ChatPanelHeader,
  ChatPanelMessage,
  ChatPanelMessages,
} from '@lootmarket/ui';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorDescriptor, fieldErrorDescriptor } from '../api/error-message';
import { withValues } from '../lib/messages';
import { useRealtime } from '../notifications/use-realtime';
import {
  conversationsQueryKey,
  fetchMessages,
  markConversationRead,
  messagesQueryKey,
  postMessage,
} from './chat-api';
import { chatMessages as messages } from './chat-messages';
import { connectionState, firstUnread } from './chat-panel-state';
import { type ChatTransport, parseChatPush, sendChatMessage } from './chat-sender';

export interface ConversationViewProps {
  conversation: Conversation;
  token: string;
  userId: string;
  className?: string;
}

/**
 * One conversation: history (older pages load as the reader scrolls up), live arrivals, and the
 * composer. Messages go out over the page's socket (`/app/chat.send`) and fall back to REST when it
 * is not connected or does not answer; both sides' new messages arrive as pushes on the user's chat
 * destination and refresh the history at once.
 */
export function ConversationView({ conversation, token, userId, className }: ConversationViewProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { onChat, send: sendOverSocket, status: socketStatus } = useRealtime();
  const [sendError, setSendError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  // Spec §8 "Message sent!", said beside the box rather than as a toast for every message.
  const [sent, setSent] = useState(false);
  const counterpart = conversation.buyer.userId === userId ? conversation.seller : conversation.buyer;

  const query = useInfiniteQuery({
    queryKey: messagesQueryKey(conversation.id),
    queryFn: ({ pageParam }) => fetchMessages(token, conversation.id, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
  // Pages come newest first; each page is oldest first.
  const history: ChatMessageData[] = [...(query.data?.pages ?? [])].reverse().flatMap((page) => page.items);
  const newestId = history.at(-1)?.id;
  // The unread line stays where it was when the conversation opened, though reading it marks it read.
  const [unreadAtOpen] = useState(conversation.unread);
  const [unreadFrom, setUnreadFrom] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (unreadFrom !== undefined || !query.isSuccess) return;
    setUnreadFrom(firstUnread(history, userId, unreadAtOpen));
  }, [unreadFrom, query.isSuccess, history, userId, unreadAtOpen]);

  useEffect(
    () =>
      onChat((body) => {
        const push = parseChatPush(body);
        if (push?.type !== 'message' || push.message.conversationId !== conversation.id) return;
        void queryClient.invalidateQueries({ queryKey: messagesQueryKey(conversation.id) });
      }),
    [onChat, conversation.id, queryClient],
  );

  // Reading the newest message marks the conversation read (the list's unread badge clears).
  useEffect(() => {
    if (!newestId) return;
    void markConversationRead(token, conversation.id).then(() =>
      queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
    );
  }, [newestId, token, conversation.id, queryClient]);

  const send = async (text: string) => {
    setSending(true);
    setSent(false);
    setSendError(undefined);
    const transport: ChatTransport = {
      sendOverSocket,
      onPush: (listener) =>
        onChat((body) => {
          const push = parseChatPush(body);
          if (push) listener(push);
        }),
      postOverRest: (conversationId, body, clientId) => postMessage(token, conversationId, body, clientId),
    };
    const result = await sendChatMessage(transport, {
      conversationId: conversation.id,
      body: text,
      clientId: crypto.randomUUID().replaceAll('-', ''),
    });
    setSending(false);
    if (!result.ok) {
      setSendError(
        intl.formatMessage(
          result.fieldCode
            ? fieldErrorDescriptor(result.fieldCode)
            : errorDescriptor(sendFailureCode(result.code)),
        ),
      );
      return;
    }
    setSent(true);
    await queryClient.invalidateQueries({ queryKey: messagesQueryKey(conversation.id) });
    await queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
  };

  const historyLabel = intl.formatMessage(withValues(messages.history), { name: counterpart.username });
  const connection = connectionState(socketStatus);
  return (
    <ChatPanel aria-label={historyLabel} className={className}>
      <ChatPanelHeader className="lm:justify-end">
        <ChatPanelConnection
          state={connection}
          labels={{
            connected: intl.formatMessage(messages.connectionLive),
            connecting: intl.formatMessage(messages.connectionConnecting),
            offline: intl.formatMessage(messages.connectionOffline),
          }}
        />
      </ChatPanelHeader>
      <ChatPanelMessages
        label={historyLabel}
        items={history}
        getKey={(message) => message.id}
        getDate={(message) => new Date(message.createdAt)}
        isOwn={(message) => message.senderId === userId}
        unreadFrom={unreadFrom ?? null}
        locale={intl.locale}
        todayLabel={intl.formatMessage(messages.today)}
        yesterdayLabel={intl.formatMessage(messages.yesterday)}
        unreadLabel={intl.formatMessage(messages.unreadLine)}
        jumpLabel={intl.formatMessage(messages.jumpToNew)}
        onReachTop={() => {
          if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
        }}
        loadingOlder={query.isFetchingNextPage}
        olderLoadingLabel={intl.formatMessage(messages.olderLoading)}
        busy={query.isFetching}
        empty={query.isSuccess ? intl.formatMessage(messages.noMessages) : undefined}
        renderItem={(message) => (
          <ChatPanelMessage
            author={message.senderId === userId ? intl.formatMessage(messages.you) : counterpart.username}
            body={message.body}
            sentAt={new Date(message.createdAt)}
            own={message.senderId === userId}
            locale={intl.locale}
            statusLabels={{
              sending: intl.formatMessage(messages.statusSending),
              sent: intl.formatMessage(messages.statusSent),
              failed: intl.formatMessage(chatErrorMessages.sendFailed),
            }}
          />
        )}
      >
        {query.isError ? (
          <p role="alert" className="lm:text-destructive-text lm:text-sm">
            {intl.formatMessage(chatErrorMessages.loadFailed)}
          </p>
        ) : null}
      </ChatPanelMessages>
      <ChatPanelComposer
        onSend={(text) => void send(text)}
        label={intl.formatMessage(messages.composerLabel)}
        placeholder={intl.formatMessage(messages.composerPlaceholder)}
        sendLabel={intl.formatMessage(messages.composerSend)}
        emptyMessage={intl.formatMessage(chatErrorMessages.emptyMessage)}
        hint={intl.formatMessage(messages.composerHint)}
        {...(sendError ? { error: sendError } : {})}
        sending={sending}
        {...(sent ? { status: intl.formatMessage(successMessages.messageSent) } : {})}
      />
    </ChatPanel>
  );
}

/** What the composer says about a refusal: the empty-message and rate-limit texts, else "Failed to send message". */
function sendFailureCode(code: ErrorCode): ErrorCode {
  return code === 'CHAT_EMPTY_MESSAGE' || code === 'TOO_MANY_ATTEMPTS' ? code : 'CHAT_SEND_FAILED';
}

import type { ChatMessage as ChatMessageData, Conversation, ErrorCode } from '@lootmarket/contract';
import { chatErrorMessages, successMessages } from '@lootmarket/i18n';
import { ChatComposer, ChatMessage, Spinner } from '@lootmarket/ui';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
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
import { type ChatTransport, parseChatPush, sendChatMessage } from './chat-sender';

/** How close to the top (px) the history loads the next older page. */
const OLDER_THRESHOLD_PX = 48;

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
  const { onChat, send: sendOverSocket } = useRealtime();
  const scroller = useRef<HTMLDivElement>(null);
  const keepOffset = useRef<number | null>(null);
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

  // New newest message: stick to the bottom. Older page prepended: keep what the reader was looking at.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the rendered history changes.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (keepOffset.current !== null) {
      element.scrollTop = element.scrollHeight - keepOffset.current;
      keepOffset.current = null;
    } else {
      element.scrollTop = element.scrollHeight;
    }
  }, [history.length]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element || element.scrollTop > OLDER_THRESHOLD_PX) return;
    if (!query.hasNextPage || query.isFetchingNextPage) return;
    keepOffset.current = element.scrollHeight - element.scrollTop;
    void query.fetchNextPage();
  };

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
  return (
    <section aria-label={historyLabel} className={className ?? 'lm:flex lm:flex-col lm:gap-3'}>
      <div
        ref={scroller}
        onScroll={onScroll}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the history scrolls; keyboard users need to reach it.
        tabIndex={0}
        role="log"
        aria-label={historyLabel}
        aria-busy={query.isFetching || undefined}
        className="lm:h-96 lm:overflow-y-auto lm:rounded-md lm:border lm:border-border lm:bg-background lm:p-3 lm:focus-visible:outline-2 lm:focus-visible:outline-ring"
      >
        {query.isFetchingNextPage ? (
          <p className="lm:flex lm:justify-center lm:py-2">
            <Spinner label={intl.formatMessage(messages.olderLoading)} />
          </p>
        ) : null}
        {query.isError ? (
          <p role="alert" className="lm:text-destructive-text lm:text-sm">
            {intl.formatMessage(chatErrorMessages.loadFailed)}
          </p>
        ) : null}
        {query.isSuccess && history.length === 0 ? (
          <p className="lm:py-8 lm:text-center lm:text-muted-foreground lm:text-sm">
            {intl.formatMessage(messages.noMessages)}
          </p>
        ) : null}
        <ol className="lm:flex lm:flex-col lm:gap-2">
          {history.map((message) => (
            <ChatMessage
              key={message.id}
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
          ))}
        </ol>
      </div>
      <ChatComposer
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
    </section>
  );
}

/** What the composer says about a refusal: the empty-message and rate-limit texts, else "Failed to send message". */
function sendFailureCode(code: ErrorCode): ErrorCode {
  return code === 'CHAT_EMPTY_MESSAGE' || code === 'TOO_MANY_ATTEMPTS' ? code : 'CHAT_SEND_FAILED';
}

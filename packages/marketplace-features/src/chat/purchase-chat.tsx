import type { Conversation } from '@lootmarket/contract';
import { chatErrorMessages } from '@lootmarket/i18n';
import { Button, Spinner } from '@lootmarket/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { type ReactNode, type Ref, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useAuth } from '../auth/auth-provider';
import {
  conversationsQueryKey,
  fetchConversations,
  openOfferConversation,
  openOrderConversation,
} from './chat-api';
import { chatMessages as messages } from './chat-messages';
import { ChatLoginPrompt } from './chat-page';
import { ConversationView } from './conversation-view';

/**
 * The purchase chat of an offer page (spec §2): the buyer talks to the seller about this offer.
 * A conversation the buyer already has is continued at once; otherwise a button opens one (nothing
 * is created just by looking at the offer). Guests are told to log in; the offer's owner has no chat
 * with himself, so nothing shows.
 *
 * On an order page (`buyerId`: the order's buyer, `orderId`: the order) it is that buyer's conversation
 * about the offer, for both sides and in every state of the order: either side may open it, so the
 * seller can write first (asking for a character name, say); until then the seller is told that the
 * buyer has not written yet.
 */
export function PurchaseChat({
  offerId,
  viewerIsOwner = false,
  buyerId,
  orderId,
}: {
  offerId: string;
  viewerIsOwner?: boolean;
  buyerId?: string;
  orderId?: string;
}) {
  const { pathname, search } = useLocation();
  const { status, token, user } = useAuth();
  const queryClient = useQueryClient();
  const section = useRef<HTMLElement>(null);
  const signedIn = Boolean(token && user);
  const list = useQuery({
    queryKey: conversationsQueryKey,
    queryFn: () => fetchConversations(token ?? ''),
    enabled: signedIn && !viewerIsOwner,
  });
  const existing = findPurchaseConversation(list.data, offerId, buyerId ?? user?.userId) ?? null;
  const viewerIsSeller = buyerId !== undefined && buyerId !== user?.userId;
  const open = useMutation({
    mutationFn: () =>
      orderId ? openOrderConversation(token ?? '', orderId) : openOfferConversation(token ?? '', offerId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
  });
  const conversation = open.data ?? existing;

  // The button that was just pressed is gone: the keyboard continues in the message box.
  const opened = open.data?.id;
  useEffect(() => {
    if (opened) section.current?.querySelector('textarea')?.focus();
  }, [opened]);

  if (viewerIsOwner) return null;
  return (
    <PurchaseChatView
      ref={section}
      state={
        status === 'unauthenticated'
          ? 'guest'
          : status === 'loading' || (signedIn && list.isPending)
            ? 'loading'
            : 'ready'
      }
      returnTo={`${pathname}${search}`}
      side={viewerIsSeller ? 'seller' : 'buyer'}
      failed={list.isError || open.isError}
      canStart={
        signedIn &&
        (!viewerIsSeller || orderId !== undefined) &&
        !conversation &&
        (list.isSuccess || list.isError)
      }
      waiting={viewerIsSeller && !conversation && list.isSuccess}
      starting={open.isPending}
      onStart={() => open.mutate()}
    >
      {conversation && token && user ? (
        <ConversationView conversation={conversation} token={token} userId={user.userId} />
      ) : null}
    </PurchaseChatView>
  );
}

/** The buyer's conversation about an offer (not an order's own), from a list of conversations. */
export function findPurchaseConversation(
  conversations: readonly Conversation[] | undefined,
  offerId: string,
  buyerId: string | undefined,
): Conversation | undefined {
  return conversations?.find(
    (c) => c.offer?.id === offerId && c.orderId === null && c.buyer.userId === buyerId,
  );
}

export interface PurchaseChatViewProps {
  /** `loading`: the session or the buyer's conversations are on their way; `guest`: told to log in. */
  state: 'loading' | 'guest' | 'ready';
  /** Where the login page sends a guest back to. */
  returnTo: string;
  /** "Unable to create or fetch a conversation." */
  failed?: boolean;
  /** Whose words the title uses: the buyer chats with the seller (default), the seller with the buyer. */
  side?: 'buyer' | 'seller';
  /** The seller of an order, before the buyer wrote: says that the buyer's messages will appear here. */
  waiting?: boolean;
  /** No conversation yet: offer the button that opens one. */
  canStart?: boolean;
  starting?: boolean;
  onStart?: () => void;
  /** The conversation, once there is one. */
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** What the purchase chat shows in each state, without data fetching (stories render this). */
export function PurchaseChatView({
  state,
  returnTo,
  side = 'buyer',
  waiting = false,
  failed = false,
  canStart = false,
  starting = false,
  onStart,
  children,
  ref,
}: PurchaseChatViewProps) {
  const intl = useIntl();
  return (
    <section ref={ref} aria-labelledby="purchase-chat-title" className="lm:flex lm:flex-col lm:gap-3">
      <h2 id="purchase-chat-title" className="lm:font-semibold lm:text-lg">
        {intl.formatMessage(side === 'seller' ? messages.saleTitle : messages.purchaseTitle)}
      </h2>
      {state === 'loading' ? <Spinner /> : null}
      {state === 'guest' ? <ChatLoginPrompt returnTo={returnTo} /> : null}
      {failed ? (
        <p role="alert" className="lm:text-destructive-text lm:text-sm">
          {intl.formatMessage(chatErrorMessages.conversationUnavailable)}
        </p>
      ) : null}
      {state === 'ready' && waiting ? (
        <p className="lm:text-muted-foreground lm:text-sm">
          {intl.formatMessage(messages.saleNoConversation)}
        </p>
      ) : null}
      {state === 'ready' && canStart ? (
        <div>
          <Button variant="outline" onClick={onStart} disabled={starting}>
            <MessageCircle aria-hidden="true" className="lm:size-4" />
            {intl.formatMessage(
              side === 'seller' ? messages.startConversationWithBuyer : messages.startConversation,
            )}
          </Button>
        </div>
      ) : null}
      {children}
    </section>
  );
}

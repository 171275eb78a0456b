import { chatErrorMessages } from '@lootmarket/i18n';
import { Spinner } from '@lootmarket/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useAuth } from '../auth/auth-provider';
import { openOfferConversation } from './chat-api';
import { chatMessages as messages } from './chat-messages';
import { ChatLoginPrompt } from './chat-page';
import { ConversationView } from './conversation-view';

/**
 * The purchase chat of an offer page (spec §2): the buyer talks to the seller about this offer.
 * Guests are told to log in; the offer's owner has no chat with himself, so nothing shows.
 */
export function PurchaseChat({
  offerId,
  viewerIsOwner = false,
}: {
  offerId: string;
  viewerIsOwner?: boolean;
}) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const { status, token, user } = useAuth();
  const conversation = useQuery({
    queryKey: ['chat', 'offer', offerId, user?.userId ?? null],
    queryFn: () => openOfferConversation(token ?? '', offerId),
    enabled: Boolean(token && user && !viewerIsOwner),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (viewerIsOwner) return null;
  return (
    <section aria-labelledby="purchase-chat-title" className="flex flex-col gap-3">
      <h2 id="purchase-chat-title" className="font-semibold text-lg">
        {intl.formatMessage(messages.purchaseTitle)}
      </h2>
      {status === 'loading' ? <Spinner /> : null}
      {status === 'unauthenticated' ? <ChatLoginPrompt returnTo={`${pathname}${search}`} /> : null}
      {conversation.isError ? (
        <p role="alert" className="text-destructive-text text-sm">
          {intl.formatMessage(chatErrorMessages.conversationUnavailable)}
        </p>
      ) : null}
      {conversation.data && token && user ? (
        <ConversationView conversation={conversation.data} token={token} userId={user.userId} />
      ) : null}
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-provider';
import { conversationsQueryKey, fetchConversations } from './chat-api';

/**
 * The signed-in user's unread chat messages over all conversations, or undefined until known (or for
 * guests). It shares the chat page's conversation list query, so reading a conversation there (which
 * invalidates the list) clears the count in the header and the account navigation too.
 */
export function useUnreadMessages(): number | undefined {
  const { token, user } = useAuth();
  const list = useQuery({
    queryKey: conversationsQueryKey,
    queryFn: () => fetchConversations(token ?? ''),
    enabled: Boolean(token && user),
    staleTime: 30_000,
  });
  if (!user) return undefined;
  return list.data?.reduce((sum, conversation) => sum + conversation.unread, 0);
}

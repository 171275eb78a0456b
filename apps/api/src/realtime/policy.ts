/**
 * Who may subscribe to what. Destinations are compared as exact strings, never normalised: a
 * trailing slash, '..', percent-encoding, wildcards or whitespace simply fail to match, and the
 * codec has already turned escaped header octets into the characters they stand for.
 */

export interface SubscriptionRequest {
  userId: string;
  destination: string;
}

export type SubscriptionPolicy = (request: SubscriptionRequest) => boolean | Promise<boolean>;

export interface OwnDestinationsPolicyOptions {
  /** Whether the user takes part in the conversation; without it, per-conversation destinations are refused. */
  canJoinConversation?: (userId: string, conversationId: string) => boolean | Promise<boolean>;
}

/** Ids we put into destinations: UUIDs and similar; no '/', '.', '%', '*', spaces or escapes. */
const SAFE_ID = /^[0-9A-Za-z_-]{1,64}$/;

export const USER_DESTINATION_PREFIX = '/socket/';

/** `/socket/{userId}/{suffix}`, the destination a user subscribes to. */
export function userDestination(userId: string, suffix: string): string {
  return `${USER_DESTINATION_PREFIX}${userId}/${suffix}`;
}

export function isSafeId(id: string): boolean {
  return SAFE_ID.test(id);
}

/**
 * The default policy: a user may subscribe to `/socket/{ownUserId}/notifications`,
 * `/socket/{ownUserId}/chat` and, when the conversation check says so,
 * `/socket/{ownUserId}/chat/{conversationId}`. Nothing else.
 */
export function ownDestinationsPolicy(options: OwnDestinationsPolicyOptions = {}): SubscriptionPolicy {
  return async ({ userId, destination }) => {
    if (!isSafeId(userId)) return false;
    if (destination === userDestination(userId, 'notifications')) return true;
    if (destination === userDestination(userId, 'chat')) return true;
    const conversationPrefix = userDestination(userId, 'chat/');
    if (!options.canJoinConversation || !destination.startsWith(conversationPrefix)) return false;
    const conversationId = destination.slice(conversationPrefix.length);
    if (!isSafeId(conversationId)) return false;
    return (await options.canJoinConversation(userId, conversationId)) === true;
  };
}

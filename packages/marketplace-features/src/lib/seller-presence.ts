import { isSellerOnline } from '@lootmarket/contract';
import { formatRelativeTime, kitMessages, sellerMessages } from '@lootmarket/i18n';
import type { IntlShape } from 'react-intl';

/**
 * A seller's presence for the kit's SellerBadge (its avatar's dot and what it speaks): online while
 * seen within five minutes (the contract's isSellerOnline), else "Last seen …", nothing when never
 * seen. The market's cards and the offer page's seller panel say it the same way.
 */
export function sellerPresence(
  intl: IntlShape,
  lastSeenAt: string | null,
): { online: boolean; lastSeen?: string } {
  if (isSellerOnline(lastSeenAt)) return { online: true, lastSeen: intl.formatMessage(kitMessages.online) };
  if (!lastSeenAt) return { online: false };
  return {
    online: false,
    lastSeen: intl.formatMessage(sellerMessages.lastSeen, {
      time: formatRelativeTime(lastSeenAt, intl.locale),
    }),
  };
}

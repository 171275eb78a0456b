import { notificationSchema, orderPath } from '@lootmarket/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { notificationKindMessages } from '../notifications/notification-messages';
import { useRealtime } from '../notifications/use-realtime';
import { useToast } from '../toast/use-toast';
import { walletsQueryKey } from '../wallet/wallet-api';
import { ordersQueryKey } from './orders-api';

/**
 * Keeps an open order page live for both sides: a notification pushed over the page's socket whose
 * link names this order (delivered, confirmed, disputed, decided, refunded) reloads the order and
 * shows one toast with the notification's title, in the viewer's words. The push is a hint: the
 * order is read again from the API, which stays the truth. The viewer's wallets are read again too
 * (a confirmation pays the seller, a refund returns the buyer's money): the wallet page opened next
 * shows the movement the toast announced, not a cached balance.
 */
export function useLiveOrder(orderId: string, options: { quiet?: () => boolean } = {}): void {
  const quiet = useRef(options.quiet);
  quiet.current = options.quiet;
  const { notifications, status } = useRealtime();
  const queryClient = useQueryClient();
  const toast = useToast();
  const t = useIntl().formatMessage;
  const payload = notifications.lastPayload;
  // The push that was already there when the page opened (perhaps the one that led here) is old news.
  const seen = useRef<{ payload: unknown; ids: Set<string> }>({ payload, ids: new Set() });

  useEffect(() => {
    if (payload === seen.current.payload) return;
    seen.current.payload = payload;
    const link = orderPath(orderId);
    let changed = false;
    for (const raw of payload?.items ?? []) {
      const parsed = notificationSchema.safeParse(raw);
      if (!parsed.success || parsed.data.link !== link || seen.current.ids.has(parsed.data.id)) continue;
      seen.current.ids.add(parsed.data.id);
      changed = true;
      if (!quiet.current?.()) toast.info(t(notificationKindMessages[parsed.data.kind].title));
    }
    if (!changed) return;
    // ['orders'] covers this order's query and the lists; ['wallets'] every balance and movement.
    void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    void queryClient.invalidateQueries({ queryKey: walletsQueryKey });
  }, [payload, orderId, queryClient, toast, t]);

  // Back online after the socket dropped: pushes sent meanwhile are lost, so read the order again.
  const socket = useRef({ connected: false, lost: false });
  useEffect(() => {
    const state = socket.current;
    if (status === 'connected') {
      if (state.lost) {
        void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
        void queryClient.invalidateQueries({ queryKey: walletsQueryKey });
      }
      state.connected = true;
      state.lost = false;
    } else if (state.connected) {
      state.lost = true;
    }
  }, [status, queryClient]);
}

import { useOrder, useOrders } from '../orders/orders-api';
import type { TicketOrderChoice } from './ticket-form';

/** The most orders of each side the ticket form lists (the orders list's largest page). */
const CHOICES_PER_SIDE = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The new-ticket page's link from an order: /profile/tickets/new/?order={orderId}. */
export function newTicketPath(orderId?: string): string {
  return orderId ? `/profile/tickets/new/?order=${encodeURIComponent(orderId)}` : '/profile/tickets/new/';
}

/**
 * The orders a signed-in user may attach to a ticket: their newest purchases and sales (the orders
 * list API, both roles), newest first, plus the `prefill` order (from the order page's link) when it
 * is theirs but older than those. `ready` once every answer is in (a failed list leaves its side
 * out: "None" still works); `prefill` is kept only when it is one of the choices.
 */
export function useTicketOrderChoices(token: string | null, prefill: string | null) {
  const wanted = prefill !== null && UUID.test(prefill) ? prefill : '';
  const purchases = useOrders(token, { role: 'buyer', pageSize: CHOICES_PER_SIDE });
  const sales = useOrders(token, { role: 'seller', pageSize: CHOICES_PER_SIDE });
  const listed = [...(purchases.data?.orders ?? []), ...(sales.data?.orders ?? [])];
  const missing =
    wanted !== '' && purchases.isSuccess && sales.isSuccess && !listed.some((o) => o.id === wanted);
  const prefilled = useOrder(token, wanted, missing);
  const orders: TicketOrderChoice[] = [
    ...listed,
    ...(missing && prefilled.data ? [prefilled.data] : []),
  ].sort((a, b) => b.date.localeCompare(a.date));
  const ready = !purchases.isPending && !sales.isPending && !(missing && prefilled.isPending);
  return { orders, ready, defaultOrderId: orders.some((o) => o.id === wanted) ? wanted : '' };
}

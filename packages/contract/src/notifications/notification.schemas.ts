import { z } from 'zod';
import { formatMinorAsDecimal } from '../money/amounts';

/**
 * What a notification is about. The server stores the kind and its parameters; the browser words
 * it in the reader's language (`notifications.<kind>.title` / `.body` in the i18n catalogues).
 */
export const NOTIFICATION_KINDS = [
  'order_paid',
  'order_delivered',
  /** To the seller: they marked the order delivered (their other pages follow; the buyer gets order_delivered). */
  'order_marked_delivered',
  'order_completed',
  /** To the seller: a warranted order's reserve was released at the warranty's end (`amount`: their net). */
  'order_reserve_released',
  'order_disputed',
  /** An unpaid order failed: cancelled (declined and expired payments have their own kinds below). */
  'order_failed',
  /** The buyer's card or crypto payment was declined: the order failed, nothing was taken. */
  'order_payment_declined',
  /** The buyer's card or crypto payment expired unfinished: the order failed, nothing was taken. */
  'order_payment_expired',
  /** To the buyer: the order was refunded (a dispute decided for them, a staff refund); `to` says where. */
  'order_payment_refunded',
  /** To the seller: the order was refunded to the buyer (the seller is not paid for it). */
  'order_sale_refunded',
  /** To the awaited side of a dispute: its deadline passes soon (`deadlineAt`, `onSilence`). */
  'dispute_answer_due',
  /** To the other side: the buyer or the seller answered the dispute (`side`). */
  'dispute_answered',
  /** To both sides: a passed deadline decided the dispute (`ruling`: refund, release or staff). */
  'dispute_default_ruling',
  /** To the awaited side: staff moved its deadline (`deadlineAt`). */
  'dispute_deadline_extended',
  /** To the other side of a dispute: a partial refund was proposed (`amount`: what the buyer would get back). */
  'order_refund_proposed',
  /** To the proposer: the other side rejected their partial refund. */
  'order_refund_proposal_rejected',
  /** To the buyer: the dispute was settled by a split; `amount` came back (`to` says where). */
  'order_partially_refunded',
  /** To the seller: the dispute was settled by a split; `amount` is what they were paid. */
  'order_sale_partially_refunded',
  /** To the seller, at once: the buyer opened a warranty claim on a sale (`reason`). */
  'warranty_claim_opened',
  /** To the buyer: the seller handed over a replacement account; confirm it or say it does not work. */
  'warranty_claim_replaced',
  /** To the buyer: the warranty claim was upheld, `amount` (the total) is back in the wallet. */
  'warranty_claim_refunded',
  /** To the seller: the warranty claim was upheld, `amount` (the total) went back to the buyer. */
  'warranty_claim_sale_refunded',
  /** To both sides: the claim closed without a refund (`outcome`: replaced or rejected). */
  'warranty_claim_closed',
  /** To the awaited side of a warranty claim: its deadline passes soon (`deadlineAt`, `onSilence`). */
  'warranty_claim_answer_due',
  'message_received',
  'withdrawal_approved',
  'withdrawal_rejected',
  /** The provider refused or cancelled an approved withdrawal's payout: the money is back in the wallet. */
  'withdrawal_payout_failed',
  /** A payout's automatic retries are over: the withdrawal stays approved, its funds held, for an admin. */
  'withdrawal_payout_stalled',
  /** The money of a refunded card or crypto order went back to the original payment method. */
  'order_refunded',
  /** The provider refused to refund the original payment method: the money stays in the wallet. */
  'order_refund_refused',
  'ticket_answered',
  /** Moderators took an offer down: it stays inactive until they lift the take-down. */
  'offer_deactivated',
  /** Moderators lifted a take-down: the seller may activate the offer again. */
  'offer_take_down_lifted',
  /** Moderators deleted an offer and its photos. */
  'offer_deleted',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The tabs of the notifications panel (spec §2), besides "all". */
export const NOTIFICATION_CATEGORIES = ['messages', 'sales', 'payments'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** Each kind belongs to one tab; stored with the row so the panel filters by index. */
export const NOTIFICATION_CATEGORY_OF: Readonly<Record<NotificationKind, NotificationCategory>> = {
  order_paid: 'sales',
  order_delivered: 'sales',
  order_marked_delivered: 'sales',
  order_completed: 'sales',
  order_reserve_released: 'sales',
  order_disputed: 'sales',
  order_failed: 'sales',
  order_payment_declined: 'payments',
  order_payment_expired: 'payments',
  order_payment_refunded: 'payments',
  order_sale_refunded: 'sales',
  dispute_answer_due: 'sales',
  dispute_answered: 'sales',
  dispute_default_ruling: 'sales',
  dispute_deadline_extended: 'sales',
  order_refund_proposed: 'sales',
  order_refund_proposal_rejected: 'sales',
  order_partially_refunded: 'payments',
  order_sale_partially_refunded: 'sales',
  warranty_claim_opened: 'sales',
  warranty_claim_replaced: 'sales',
  warranty_claim_refunded: 'payments',
  warranty_claim_sale_refunded: 'sales',
  warranty_claim_closed: 'sales',
  warranty_claim_answer_due: 'sales',
  message_received: 'messages',
  withdrawal_approved: 'payments',
  withdrawal_rejected: 'payments',
  withdrawal_payout_failed: 'payments',
  withdrawal_payout_stalled: 'payments',
  order_refunded: 'payments',
  order_refund_refused: 'payments',
  ticket_answered: 'messages',
  offer_deactivated: 'sales',
  offer_take_down_lifted: 'sales',
  offer_deleted: 'sales',
};

/** Values the texts interpolate (an order number, a username, an amount already formatted). */
export const notificationParamsSchema = z.record(
  z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,31}$/),
  z.union([z.string().max(500), z.number()]),
);
export type NotificationParams = z.infer<typeof notificationParamsSchema>;

/**
 * A notification's money: `amountMinor` and `currency`, which the reader's client formats in their
 * language ("50,00 $"), and `amount`, the plain "50.00 USD" kept for the texts that are not formatted
 * there (and rows written before). The one way a notification carries an amount.
 */
export function notificationMoneyParams(amountMinor: bigint, currency: string) {
  return {
    amount: `${formatMinorAsDecimal(amountMinor, currency)} ${currency}`,
    amountMinor: amountMinor.toString(),
    currency,
  };
}

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  category: z.enum(NOTIFICATION_CATEGORIES),
  params: notificationParamsSchema,
  /** A path inside the app to open (an order, a conversation); null when there is nothing to open. */
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_MAX_PAGE_SIZE = 50;
/** How many ids one "mark read" call may name. */
export const NOTIFICATIONS_MAX_READ_IDS = 100;

export const notificationListQuerySchema = z.object({
  category: z.enum(NOTIFICATION_CATEGORIES).optional(),
  /** Only notifications created at or after this instant (the panel's today / week / month). */
  since: z.iso.datetime({ offset: true }).optional(),
  /** 'true': unread only (the panel's "new"). */
  unread: z.enum(['true', 'false']).optional(),
  /** From the previous page's `nextCursor`; newest first. */
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_MAX_PAGE_SIZE).default(NOTIFICATIONS_PAGE_SIZE),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

export const notificationListResponseSchema = z.object({
  items: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

export const unreadCountResponseSchema = z.object({ total: z.number().int().min(0) });
export type UnreadCountResponse = z.infer<typeof unreadCountResponseSchema>;

export const markNotificationsReadRequestSchema = z.union([
  z.strictObject({ ids: z.array(z.uuid()).min(1).max(NOTIFICATIONS_MAX_READ_IDS) }),
  z.strictObject({ all: z.literal(true) }),
]);
export type MarkNotificationsReadRequest = z.infer<typeof markNotificationsReadRequestSchema>;

/**
 * What the socket pushes on `/socket/{userId}/notifications` (spec §3, §7): a `{ total }` snapshot
 * after SUBSCRIBE and after reads; `{ items, total }` for each new notification.
 */
export const notificationPushSchema = z.object({
  items: z.array(notificationSchema).optional(),
  total: z.number().int().min(0).optional(),
});
export type NotificationPush = z.infer<typeof notificationPushSchema>;

/** localStorage key of the sound toggle (spec §3): the sound plays only when it holds 'true'. */
export const NOTIFICATION_SOUND_STORAGE_KEY = 'notification-sound';

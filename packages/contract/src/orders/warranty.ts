/**
 * The account warranty (src/orders/README.md in apps/api, "Warranty and the seller's reserve"): in a
 * category whose warranty rule staff switched on, every offer carries one of these many days of
 * warranty after the order completes. 14 is the free platform minimum; the seller may offer more.
 * Plain constants (no zod): the market's cards read them.
 */
export const WARRANTY_DAYS = [14, 30, 60, 90] as const;
export type WarrantyDays = (typeof WARRANTY_DAYS)[number];

/** The free platform minimum, and what an offer of a warranted category carries unless its seller chose more. */
export const DEFAULT_WARRANTY_DAYS: WarrantyDays = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

export function isWarrantyDays(value: unknown): value is WarrantyDays {
  return typeof value === 'number' && (WARRANTY_DAYS as readonly number[]).includes(value);
}

/**
 * When a warranty ends and the seller's reserve is released: the completion plus the warranty's days
 * of 24 hours each (the same instant the order_release SQL function schedules the release job for).
 */
export function warrantyEndsAt(completedAt: Date, days: number): Date {
  return new Date(completedAt.getTime() + days * DAY_MS);
}

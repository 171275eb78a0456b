import { z } from 'zod';
import {
  CATEGORIES,
  CATEGORY_SLUGS,
  type CategorySlug,
  PRODUCT_GROUPS,
  type ProductGroup,
} from '../catalog/categories';
import { text } from '../validation/text';

/**
 * The dispute clock: whose turn it is in a dispute (and, later, in a warranty claim) and until when.
 * The seller answers first, then the buyer, then staff decide; `decided` once the money moved.
 */
export const DISPUTE_CLOCK_STAGES = ['seller', 'buyer', 'staff', 'decided'] as const;
export type DisputeClockStage = (typeof DISPUTE_CLOCK_STAGES)[number];

/** What a silent seller's passed deadline does: refund the buyer, or hand the dispute to staff. */
export const SILENT_SELLER_RULINGS = ['refund', 'staff'] as const;
export type SilentSellerRuling = (typeof SILENT_SELLER_RULINGS)[number];
/** What a silent buyer's passed deadline does (after proof of delivery): release, or staff. */
export const SILENT_BUYER_RULINGS = ['release', 'staff'] as const;
export type SilentBuyerRuling = (typeof SILENT_BUYER_RULINGS)[number];

/** What happens when the awaited side stays silent past the deadline (null: nobody is awaited). */
export const DISPUTE_SILENCE_OUTCOMES = ['refund', 'release', 'staff'] as const;
export type DisputeSilenceOutcome = (typeof DISPUTE_SILENCE_OUTCOMES)[number];

/**
 * Why a dispute is with staff: the buyer answered (both sides heard), a default ruling handed it over
 * (the rule says staff, no proof of delivery for a release, the seller is banned), or a card chargeback
 * (the bank decides, staff follow).
 */
export const DISPUTE_STAFF_REASONS = [
  'answered',
  'silent_seller',
  'silent_buyer',
  'no_proof_of_delivery',
  'seller_banned',
  'chargeback',
] as const;
export type DisputeStaffReason = (typeof DISPUTE_STAFF_REASONS)[number];

/** Platform defaults (issue: 24 h for the seller, 12 h for accounts and boosting; 48 h for the buyer). */
export const DISPUTE_SELLER_HOURS = 24;
export const DISPUTE_FAST_SELLER_HOURS = 12;
export const DISPUTE_BUYER_HOURS = 48;
/** The awaited side is reminded this long before its deadline (in-app notification and mail). */
export const DISPUTE_REMINDER_LEAD_HOURS = 3;
/** Bounds of a rule's hours (one hour to thirty days). */
export const DISPUTE_RULE_MAX_HOURS = 24 * 30;
export const DISPUTE_ANSWER_MAX_LENGTH = 2000;

export const disputeAnswerSchema = z.object({
  id: z.uuid(),
  /** The order's buyer or seller (their names are the order's). */
  side: z.enum(['buyer', 'seller']),
  message: z.string(),
  createdAt: z.string(),
});
export type DisputeAnswer = z.infer<typeof disputeAnswerSchema>;

export const disputeClockSchema = z.object({
  stage: z.enum(DISPUTE_CLOCK_STAGES),
  /** When the current stage began. */
  stageSince: z.string(),
  /** Until when the awaited side (seller or buyer) may answer; null with staff or once decided. */
  deadlineAt: z.string().nullable(),
  /** What the passed deadline does if the awaited side stays silent; null when nobody is awaited. */
  onSilence: z.enum(DISPUTE_SILENCE_OUTCOMES).nullable(),
  /** Why it is with staff (stage `staff`), else null. */
  staffReason: z.enum(DISPUTE_STAFF_REASONS).nullable(),
  /**
   * Decided: `default` (a passed deadline), `staff` (a decision, the overruling and a split included) or
   * `agreement` (a partial refund one side proposed and the other accepted).
   */
  decidedBy: z.enum(['default', 'staff', 'agreement']).nullable(),
  /** The rule in force when the dispute was opened (a later rule change does not touch it). */
  sellerHours: z.number().int(),
  buyerHours: z.number().int(),
  /** Staff moved the deadline: the reason they gave (the audit log keeps each extension). */
  extendedReason: z.string().nullable(),
  /** What both sides answered, oldest first. */
  answers: z.array(disputeAnswerSchema),
});
export type DisputeClock = z.infer<typeof disputeClockSchema>;

/** POST /api/v1/orders/{orderId}/dispute/answer (+ Idempotency-Key): the buyer's or seller's answer. */
export const disputeAnswerRequestSchema = z.object({
  message: text().trim().min(1).max(DISPUTE_ANSWER_MAX_LENGTH),
});
export type DisputeAnswerRequest = z.input<typeof disputeAnswerRequestSchema>;

/** POST /api/v1/admin/disputes/{orderId}/extend: a later deadline for the awaited side, with why. */
export const disputeExtendRequestSchema = z.object({
  deadlineAt: z.iso.datetime({ offset: true }),
  reason: text().trim().min(1).max(2000),
});
export type DisputeExtendRequest = z.input<typeof disputeExtendRequestSchema>;

const ruleHours = z.number().int().min(1).max(DISPUTE_RULE_MAX_HOURS);

/** One row of the dispute clock's rules: category null is the default for every other category. */
export const disputeClockRuleSchema = z.object({
  category: z.enum(CATEGORY_SLUGS).nullable(),
  sellerHours: ruleHours,
  buyerHours: ruleHours,
  silentSeller: z.enum(SILENT_SELLER_RULINGS),
  silentBuyer: z.enum(SILENT_BUYER_RULINGS),
});
export type DisputeClockRule = z.infer<typeof disputeClockRuleSchema>;

/**
 * GET / PUT /api/v1/admin/dispute-clock-rules: the whole set (PUT replaces it; it must hold the default
 * row and at most one row per category). A change applies to disputes opened after it.
 */
export const disputeClockRulesSchema = z
  .object({
    rules: z
      .array(disputeClockRuleSchema)
      .min(1)
      .max(CATEGORY_SLUGS.length + 1),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string | null>();
    for (const [index, rule] of value.rules.entries()) {
      if (seen.has(rule.category)) {
        ctx.addIssue({ code: 'custom', path: ['rules', index, 'category'], input: rule.category });
      }
      seen.add(rule.category);
    }
    if (!seen.has(null)) ctx.addIssue({ code: 'custom', path: ['rules'], input: value.rules });
  });
export type DisputeClockRules = z.infer<typeof disputeClockRulesSchema>;

/** The rule a category's disputes follow: its own row, else the default row. */
export function disputeClockRuleFor(
  rules: readonly DisputeClockRule[],
  category: CategorySlug,
): DisputeClockRule | undefined {
  return rules.find((rule) => rule.category === category) ?? rules.find((rule) => rule.category === null);
}

/**
 * Evidence that helps a dispute (and a claim) per product group: the dialogs say it in the reader's
 * language (`orders.evidenceGuidance.<group>`).
 */
export const EVIDENCE_GUIDANCE_GROUPS = PRODUCT_GROUPS;
export function evidenceGuidanceGroup(category: CategorySlug): ProductGroup {
  return CATEGORIES.find((definition) => definition.slug === category)?.group ?? 'other';
}

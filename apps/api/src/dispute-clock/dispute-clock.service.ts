import {
  type CategorySlug,
  DISPUTE_REMINDER_LEAD_HOURS,
  type DisputeAnswer,
  type DisputeClock,
  type DisputeClockRule,
  type DisputeClockStage,
  type DisputeSilenceOutcome,
  type DisputeStaffReason,
  disputeClockRuleFor,
  type SilentBuyerRuling,
  type SilentSellerRuling,
} from '@lootmarket/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/database';
import { uuidV7 } from '../db/uuid-v7';
import { AppError } from '../errors/app-error';
import { type JobKind, scheduleJob } from '../jobs/jobs.service';
import { disputeAnswers, disputeClockRules, disputeClocks } from './dispute-clock.schema';

/**
 * The dispute clock, for any subject that has a buyer, a seller and money held (an order's dispute now,
 * a warranty claim later): stages, deadlines, answers, reminders and which default ruling a passed
 * deadline calls for. It never moves money: the subject's owner (src/orders for disputes) locks its own
 * row FIRST, then the clock (lockClock), asks what is due (clockStep) and applies it with its own release
 * and refund. Every writer of a subject takes the subject's lock before the clock's, so a default ruling
 * and a late answer (or a staff decision) cannot both happen.
 */

export type ClockRow = typeof disputeClocks.$inferSelect;
export type ClockSubjectType = 'order_dispute' | 'warranty_claim';
export type ClockSide = 'buyer' | 'seller';

/** The durable job that wakes a subject's clock (reminders and the deadline), by subject type. */
export const CLOCK_JOB_KIND: Readonly<Record<ClockSubjectType, JobKind | null>> = {
  order_dispute: 'dispute.deadline',
  warranty_claim: 'warranty_claim.deadline',
};

const HOUR_MS = 60 * 60 * 1000;
const REMINDER_LEAD_MS = DISPUTE_REMINDER_LEAD_HOURS * HOUR_MS;

// ---------------------------------------------------------------------------------------------------
// Rules (back office)

/** The platform rules when the table is empty (it never is after migration 0044, which seeds them). */
const FALLBACK_RULE: DisputeClockRule = {
  category: null,
  sellerHours: 24,
  buyerHours: 48,
  silentSeller: 'refund',
  silentBuyer: 'release',
};

function toRule(row: typeof disputeClockRules.$inferSelect): DisputeClockRule {
  return {
    category: (row.category as CategorySlug | null) ?? null,
    sellerHours: row.sellerHours,
    buyerHours: row.buyerHours,
    silentSeller: row.silentSeller as SilentSellerRuling,
    silentBuyer: row.silentBuyer as SilentBuyerRuling,
  };
}

/** Every rule, the default row first, then the categories by name. */
export async function listDisputeClockRules(db: DbOrTx): Promise<DisputeClockRule[]> {
  const rows = await db
    .select()
    .from(disputeClockRules)
    .orderBy(sql`${disputeClockRules.category} is not null`, asc(disputeClockRules.category));
  return rows.map(toRule);
}

/** Replaces the whole set (validated by the contract: one default row, one row per category at most). */
export async function replaceDisputeClockRules(tx: Tx, rules: readonly DisputeClockRule[]): Promise<void> {
  await tx.delete(disputeClockRules);
  await tx.insert(disputeClockRules).values(
    rules.map((rule) => ({
      id: uuidV7(),
      category: rule.category,
      sellerHours: rule.sellerHours,
      buyerHours: rule.buyerHours,
      silentSeller: rule.silentSeller,
      silentBuyer: rule.silentBuyer,
    })),
  );
}

// ---------------------------------------------------------------------------------------------------
// The clock

export interface ClockStart {
  subjectType: ClockSubjectType;
  subjectId: string;
  category: string;
  buyerId: string;
  sellerId: string;
  now: Date;
  /** Starts with staff at once (a chargeback: the bank decides, staff follow); else the seller's turn. */
  staffReason?: DisputeStaffReason;
}

/**
 * Starts the subject's clock in the caller's transaction (the subject's row locked): the rule in force
 * now is copied into it, and its job is scheduled for the first reminder. Once per subject.
 */
export async function startClock(tx: Tx, start: ClockStart): Promise<ClockRow> {
  const rules = await listDisputeClockRules(tx);
  const rule = disputeClockRuleFor(rules, start.category as CategorySlug) ?? FALLBACK_RULE;
  const toStaff = start.staffReason !== undefined;
  const [clock] = await tx
    .insert(disputeClocks)
    .values({
      id: uuidV7(),
      subjectType: start.subjectType,
      subjectId: start.subjectId,
      category: start.category,
      buyerId: start.buyerId,
      sellerId: start.sellerId,
      stage: toStaff ? 'staff' : 'seller',
      stageSince: start.now,
      deadlineAt: toStaff ? null : new Date(start.now.getTime() + rule.sellerHours * HOUR_MS),
      staffReason: start.staffReason ?? null,
      sellerHours: rule.sellerHours,
      buyerHours: rule.buyerHours,
      silentSeller: rule.silentSeller,
      silentBuyer: rule.silentBuyer,
    })
    .returning();
  if (!clock) throw new Error(`no clock started for ${start.subjectType} ${start.subjectId}`);
  await scheduleWake(tx, clock);
  return clock;
}

/** The subject's clock, row-locked (call after locking the subject itself); null when it has none. */
export async function lockClock(
  tx: Tx,
  subjectType: ClockSubjectType,
  subjectId: string,
): Promise<ClockRow | null> {
  const [clock] = await tx
    .select()
    .from(disputeClocks)
    .where(and(eq(disputeClocks.subjectType, subjectType), eq(disputeClocks.subjectId, subjectId)))
    .for('update');
  return clock ?? null;
}

/** When the clock's job should look next: the reminder, else the deadline; null when nobody is awaited. */
export function nextWakeAt(clock: Pick<ClockRow, 'stage' | 'deadlineAt' | 'remindedFor'>): Date | null {
  if (!clock.deadlineAt || (clock.stage !== 'seller' && clock.stage !== 'buyer')) return null;
  const reminded = clock.remindedFor?.getTime() === clock.deadlineAt.getTime();
  return reminded ? clock.deadlineAt : new Date(clock.deadlineAt.getTime() - REMINDER_LEAD_MS);
}

async function scheduleWake(tx: Tx, clock: ClockRow): Promise<void> {
  const kind = CLOCK_JOB_KIND[clock.subjectType as ClockSubjectType];
  const at = nextWakeAt(clock);
  if (kind && at) await scheduleJob(tx, kind, clock.subjectId, at);
}

/** What a side's silence does at this stage of this clock. */
export function onSilence(
  clock: Pick<ClockRow, 'stage' | 'silentSeller' | 'silentBuyer'>,
): DisputeSilenceOutcome | null {
  if (clock.stage === 'seller') return clock.silentSeller as SilentSellerRuling;
  if (clock.stage === 'buyer') return clock.silentBuyer as SilentBuyerRuling;
  return null;
}

/**
 * The buyer or the seller answers (the clock locked): recorded with who and when; the awaited side's
 * answer moves the clock on (the seller's: the buyer's turn for `buyerHours`; the buyer's: staff). The
 * other side's answer is recorded and changes no deadline. Refused once decided.
 */
export async function recordAnswer(
  tx: Tx,
  clock: ClockRow,
  side: ClockSide,
  authorId: string,
  message: string,
  now: Date,
): Promise<{ clock: ClockRow; moved: boolean }> {
  if (clock.stage === 'decided') throw new AppError('DISPUTE_NOT_OPEN');
  await tx
    .insert(disputeAnswers)
    .values({ id: uuidV7(), clockId: clock.id, side, authorId, message, createdAt: now });
  if (clock.stage !== side) return { clock, moved: false };
  const next =
    side === 'seller'
      ? {
          stage: 'buyer' as const,
          deadlineAt: new Date(now.getTime() + clock.buyerHours * HOUR_MS),
          staffReason: null,
        }
      : { stage: 'staff' as const, deadlineAt: null, staffReason: 'answered' as const };
  const [moved] = await tx
    .update(disputeClocks)
    .set({ ...next, stageSince: now, extendedReason: null })
    .where(eq(disputeClocks.id, clock.id))
    .returning();
  if (!moved) throw new Error(`clock ${clock.id} vanished under its lock`);
  await scheduleWake(tx, moved);
  return { clock: moved, moved: true };
}

/** Staff move the awaited side's deadline later (the clock locked); the reason is kept with it. */
export async function extendClock(
  tx: Tx,
  clock: ClockRow,
  deadlineAt: Date,
  reason: string,
  now: Date,
): Promise<ClockRow> {
  if (!clock.deadlineAt || (clock.stage !== 'seller' && clock.stage !== 'buyer')) {
    throw new AppError('DISPUTE_CLOCK_NOT_RUNNING');
  }
  if (deadlineAt.getTime() <= clock.deadlineAt.getTime() || deadlineAt.getTime() <= now.getTime()) {
    throw new AppError('DISPUTE_DEADLINE_NOT_LATER');
  }
  const [extended] = await tx
    .update(disputeClocks)
    .set({ deadlineAt, extendedReason: reason })
    .where(eq(disputeClocks.id, clock.id))
    .returning();
  if (!extended) throw new Error(`clock ${clock.id} vanished under its lock`);
  return extended;
}

/** The clock hands the subject to staff (a default ruling that staff decide). */
export async function handToStaff(
  tx: Tx,
  clock: ClockRow,
  reason: DisputeStaffReason,
  now: Date,
): Promise<void> {
  await tx
    .update(disputeClocks)
    .set({ stage: 'staff', stageSince: now, deadlineAt: null, staffReason: reason })
    .where(eq(disputeClocks.id, clock.id));
}

/**
 * The money moved: by a passed deadline (`default`), by staff (a decision, an overruling, a split), or by
 * the parties' agreement (a partial refund one side proposed and the other accepted).
 */
export async function closeClock(
  tx: Tx,
  clock: ClockRow,
  decidedBy: 'default' | 'staff' | 'agreement',
  now: Date,
): Promise<void> {
  await tx
    .update(disputeClocks)
    .set({ stage: 'decided', stageSince: now, deadlineAt: null, decidedBy, decidedAt: now })
    .where(and(eq(disputeClocks.id, clock.id), sql`${disputeClocks.stage} <> 'decided'`));
}

export async function markReminded(tx: Tx, clock: ClockRow): Promise<void> {
  await tx.update(disputeClocks).set({ remindedFor: clock.deadlineAt }).where(eq(disputeClocks.id, clock.id));
}

/** What the clock's job does now (the clock locked). `proofOfDelivery` only matters for a silent buyer. */
export type ClockStep =
  | { kind: 'idle' }
  | { kind: 'wait'; until: Date }
  | { kind: 'remind'; side: ClockSide; deadlineAt: Date; onSilence: DisputeSilenceOutcome; until: Date }
  | { kind: 'rule'; silent: ClockSide; ruling: 'refund' | 'release' }
  | { kind: 'staff'; reason: DisputeStaffReason };

export function clockStep(clock: ClockRow, now: Date, proofOfDelivery: boolean): ClockStep {
  const side = clock.stage;
  if ((side !== 'seller' && side !== 'buyer') || !clock.deadlineAt) return { kind: 'idle' };
  if (clock.deadlineAt.getTime() <= now.getTime()) {
    if (side === 'seller') {
      return clock.silentSeller === 'refund'
        ? { kind: 'rule', silent: 'seller', ruling: 'refund' }
        : { kind: 'staff', reason: 'silent_seller' };
    }
    if (clock.silentBuyer !== 'release') return { kind: 'staff', reason: 'silent_buyer' };
    return proofOfDelivery
      ? { kind: 'rule', silent: 'buyer', ruling: 'release' }
      : { kind: 'staff', reason: 'no_proof_of_delivery' };
  }
  const wake = nextWakeAt(clock);
  if (
    wake &&
    wake.getTime() <= now.getTime() &&
    clock.remindedFor?.getTime() !== clock.deadlineAt.getTime()
  ) {
    return {
      kind: 'remind',
      side,
      deadlineAt: clock.deadlineAt,
      onSilence: onSilence(clock) ?? 'staff',
      until: clock.deadlineAt,
    };
  }
  return { kind: 'wait', until: wake ?? clock.deadlineAt };
}

// ---------------------------------------------------------------------------------------------------
// Reading

async function answersOf(db: DbOrTx, clockIds: string[]): Promise<Map<string, DisputeAnswer[]>> {
  const byClock = new Map<string, DisputeAnswer[]>();
  if (clockIds.length === 0) return byClock;
  const rows = await db
    .select()
    .from(disputeAnswers)
    .where(inArray(disputeAnswers.clockId, clockIds))
    .orderBy(asc(disputeAnswers.createdAt), asc(disputeAnswers.id));
  for (const answer of rows) {
    const list = byClock.get(answer.clockId) ?? [];
    list.push({
      id: answer.id,
      side: answer.side as ClockSide,
      message: answer.message,
      createdAt: answer.createdAt.toISOString(),
    });
    byClock.set(answer.clockId, list);
  }
  return byClock;
}

export function toDisputeClock(clock: ClockRow, answers: DisputeAnswer[]): DisputeClock {
  return {
    stage: clock.stage as DisputeClockStage,
    stageSince: clock.stageSince.toISOString(),
    deadlineAt: clock.deadlineAt?.toISOString() ?? null,
    onSilence: onSilence(clock),
    staffReason: clock.stage === 'staff' ? (clock.staffReason as DisputeStaffReason) : null,
    decidedBy: (clock.decidedBy as 'default' | 'staff' | 'agreement' | null) ?? null,
    sellerHours: clock.sellerHours,
    buyerHours: clock.buyerHours,
    extendedReason: clock.extendedReason,
    answers,
  };
}

/** The clocks of these subjects with their answers, by subject id (subjects without one are absent). */
export async function clocksOf(
  db: DbOrTx,
  subjectType: ClockSubjectType,
  subjectIds: readonly string[],
): Promise<Map<string, DisputeClock>> {
  const result = new Map<string, DisputeClock>();
  if (subjectIds.length === 0) return result;
  const rows = await db
    .select()
    .from(disputeClocks)
    .where(
      and(eq(disputeClocks.subjectType, subjectType), inArray(disputeClocks.subjectId, [...subjectIds])),
    );
  const answers = await answersOf(
    db,
    rows.map((row) => row.id),
  );
  for (const row of rows) result.set(row.subjectId, toDisputeClock(row, answers.get(row.id) ?? []));
  return result;
}

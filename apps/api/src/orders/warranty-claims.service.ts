import {
  type AdminWarrantyClaim,
  type AdminWarrantyClaimListResponse,
  type CategorySlug,
  DISPUTE_EVIDENCE_MAX_FILES,
  type DisputeClock,
  type DisputeEvidence,
  type DisputeSilenceOutcome,
  type LedgerCurrency,
  notificationMoneyParams,
  orderPath,
  type WarrantyClaim,
  type WarrantyClaimAction,
  type WarrantyClaimAnswerRequest,
  type WarrantyClaimCover,
  type WarrantyClaimReason,
  type WarrantyClaimStatus,
  warrantyEndsAt,
} from '@lootmarket/contract';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { StoredAttachment } from '../attachments/attachments';
import { users } from '../auth/auth.schema';
import type { DbOrTx, Tx } from '../db/database';
import { uuidV7 } from '../db/uuid-v7';
import {
  type ClockRow,
  clockStep,
  clocksOf,
  closeClock,
  handToStaff,
  lockClock,
  markReminded,
  recordAnswer,
  startClock,
} from '../dispute-clock/dispute-clock.service';
import { AppError } from '../errors/app-error';
import type { JobDeferral } from '../jobs/jobs.service';
import { cancelJob } from '../jobs/jobs.service';
import { derivedTransferId, escrowTransferIds } from '../ledger/ledger.ids';
import {
  balancesOf,
  createTransfers,
  feeAccountForOrder,
  lockAccounts,
  platformAccount,
  type TransferRequest,
  walletAccount,
} from '../ledger/ledger.service';
import { chargebackRecorded } from '../payments/refunds.service';
import { evidenceByClaim, recordEvidence } from './dispute-evidence';
import { warrantyClaimMail } from './dispute-mails';
import { type OrderRow, orderNumber } from './order-views';
import { orders, sellerFlags, warrantyClaims } from './orders.schema';
import type { OrderDeps, OrderViewer } from './orders.service';
import { lockOrder, sideOf } from './partial-refunds.service';
import { queuePartyMail } from './party-mail';

// Warranty claims (README "Warranty claims", issue 21 point 3). Every writer takes the locks in THE
// order of the orders domain: the order row FOR UPDATE first, then the claim row, then the claim's
// clock, then the ledger accounts (sorted by id, as the ledger itself locks them). So a claim upheld
// racing the reserve release job (which locks the order row first too) has exactly one outcome.

export type WarrantyClaimRow = typeof warrantyClaims.$inferSelect;
type Deps = Pick<OrderDeps, 'notifier' | 'mail'>;

/** The order's open claim, row-locked (after the order's lock); null when none is open. */
async function lockOpenClaim(tx: Tx, orderId: string): Promise<WarrantyClaimRow | null> {
  const [claim] = await tx
    .select()
    .from(warrantyClaims)
    .where(and(eq(warrantyClaims.orderId, orderId), eq(warrantyClaims.status, 'open')))
    .for('update');
  return claim ?? null;
}

/** Whether the order has an open claim (read under the order's lock by the reserve release job). */
export async function hasOpenWarrantyClaim(db: DbOrTx, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: warrantyClaims.id })
    .from(warrantyClaims)
    .where(and(eq(warrantyClaims.orderId, orderId), eq(warrantyClaims.status, 'open')))
    .limit(1);
  return row !== undefined;
}

async function hasRefundedClaim(db: DbOrTx, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: warrantyClaims.id })
    .from(warrantyClaims)
    .where(and(eq(warrantyClaims.orderId, orderId), eq(warrantyClaims.status, 'refunded')))
    .limit(1);
  return row !== undefined;
}

/** A card payment of the order with a chargeback recorded at the issuer (wallet orders have none). */
function chargebackOnPayment(db: DbOrTx, order: OrderRow): Promise<boolean> {
  return order.paymentMethod === 'wallet' ? Promise.resolve(false) : chargebackRecorded(db, order.id);
}

/** When the order's warranty ends; null when the order carries none to claim under (now). */
function warrantyEnd(order: OrderRow): Date | null {
  // A split settled the dispute and ended the warranty (reserve_status null then, migration 0046).
  if (order.status !== 'completed' || order.warrantyDays === null || order.reserveStatus === null)
    return null;
  if (!order.completedAt) return null;
  return warrantyEndsAt(order.completedAt, order.warrantyDays);
}

/**
 * The buyer opens a claim (POST …/warranty-claim): a completed warranted order, before its warranty
 * ends, no claim open and none refunded. The claim's clock starts (the seller's turn, the dispute
 * clock's rule of the order's category) and the seller is told at once.
 */
export async function openWarrantyClaim(
  tx: Tx,
  orderId: string,
  viewer: OrderViewer,
  input: { reason: WarrantyClaimReason; description: string },
  deps: Deps,
  now: Date,
): Promise<WarrantyClaimRow> {
  const order = await lockOrder(tx, orderId);
  if (sideOf(order, viewer) !== 'buyer') throw new AppError('FORBIDDEN');
  const endsAt = warrantyEnd(order);
  if (!endsAt) throw new AppError('ORDER_NOT_WARRANTED');
  if (order.reserveStatus === 'refunded') throw new AppError('WARRANTY_CLAIM_EXISTS');
  if (endsAt.getTime() <= now.getTime()) throw new AppError('WARRANTY_EXPIRED');
  if (await chargebackOnPayment(tx, order)) throw new AppError('WARRANTY_CLAIM_CHARGEBACK_RECORDED');
  if (await lockOpenClaim(tx, order.id)) throw new AppError('WARRANTY_CLAIM_EXISTS');
  if (await hasRefundedClaim(tx, order.id)) throw new AppError('WARRANTY_CLAIM_EXISTS');
  const [claim] = await tx
    .insert(warrantyClaims)
    .values({
      id: uuidV7(now.getTime()),
      orderId: order.id,
      buyerId: order.buyerId,
      sellerId: order.sellerId,
      reason: input.reason,
      description: input.description,
      status: 'open',
      currency: order.currency,
      createdAt: now,
    })
    .returning();
  if (!claim) throw new Error(`no claim inserted for order ${order.id}`);
  const clock = await startClock(tx, {
    subjectType: 'warranty_claim',
    subjectId: claim.id,
    category: order.category,
    buyerId: order.buyerId,
    sellerId: order.sellerId,
    now,
  });
  await deps.notifier.notify(tx, order.sellerId, {
    kind: 'warranty_claim_opened',
    params: { orderId: orderNumber(order.id), reason: input.reason },
    link: orderPath(order.id),
  });
  if (clock.deadlineAt) {
    const deadlineAt = clock.deadlineAt;
    const onSilence = clock.silentSeller as DisputeSilenceOutcome;
    await queueClaimMail(tx, order.sellerId, deps, (publicOrigin) => ({
      orderId: order.id,
      publicOrigin,
      kind: 'opened',
      deadlineAt,
      onSilence,
    }));
  }
  return claim;
}

/** What this side may answer now (the claim open, its clock locked or read). */
export function claimActions(
  claim: Pick<WarrantyClaimRow, 'status' | 'replacedAt'>,
  stage: string | null,
  side: 'buyer' | 'seller' | null,
): WarrantyClaimAction[] {
  if (claim.status !== 'open' || side === null || stage === 'decided') return [];
  if (side === 'seller') return stage === 'seller' ? ['replace', 'refund'] : ['refund'];
  return claim.replacedAt !== null && stage === 'buyer' ? ['accept_replacement', 'reject_replacement'] : [];
}

// ---------------------------------------------------------------------------------------------------
// Evidence files (the dispute's rules and storage, dispute-evidence.ts; the rows carry the claim's id)

async function readOrder(db: DbOrTx, orderId: string): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new AppError('TRANSACTION_NOT_FOUND');
  return order;
}

/**
 * Before the files of a multipart "open a claim" are read: is this the order's buyer? The rest is
 * checked under the order's lock by openWarrantyClaim, as for a claim without files.
 */
export async function checkClaimOpener(db: DbOrTx, orderId: string, viewer: OrderViewer): Promise<void> {
  if (sideOf(await readOrder(db, orderId), viewer) !== 'buyer') throw new AppError('FORBIDDEN');
}

/**
 * Before any file is read: may this user add files to the order's claim now (its buyer or seller, a
 * claim open)? Checked again under the order's lock when the files are recorded.
 */
export async function checkClaimEvidenceUploader(
  db: DbOrTx,
  orderId: string,
  viewer: OrderViewer,
): Promise<void> {
  sideOf(await readOrder(db, orderId), viewer);
  if (!(await hasOpenWarrantyClaim(db, orderId))) throw new AppError('WARRANTY_CLAIM_NOT_OPEN');
}

/**
 * Records stored files as evidence of the order's open claim, of the viewer's side: the order row
 * locked first, then the claim (THE order of the domain), then the per-claim count.
 */
export async function addClaimEvidence(
  tx: Tx,
  orderId: string,
  viewer: OrderViewer,
  files: readonly StoredAttachment[],
): Promise<void> {
  const order = await lockOrder(tx, orderId);
  const side = sideOf(order, viewer);
  const claim = await lockOpenClaim(tx, order.id);
  if (!claim) throw new AppError('WARRANTY_CLAIM_NOT_OPEN');
  await recordEvidence(tx, { orderId: order.id, claimId: claim.id, uploaderId: viewer.id, side }, files);
}

/**
 * The buyer or the seller answers the open claim (POST …/warranty-claim/answer):
 * - the seller `replace`s (the replacement recorded; the buyer's turn on the clock) or `refund`s (the
 *   claim upheld at once by agreement);
 * - the buyer, once a replacement is recorded, `accept_replacement` (closed, replaced) or
 *   `reject_replacement` (with a message: staff decide).
 */
export async function answerWarrantyClaim(
  tx: Tx,
  orderId: string,
  viewer: OrderViewer,
  answer: WarrantyClaimAnswerRequest,
  deps: Deps,
  now: Date,
): Promise<void> {
  const order = await lockOrder(tx, orderId);
  const side = sideOf(order, viewer);
  const claim = await lockOpenClaim(tx, order.id);
  if (!claim) throw new AppError('WARRANTY_CLAIM_NOT_OPEN');
  const clock = await lockClock(tx, 'warranty_claim', claim.id);
  if (!clock) throw new Error(`warranty claim ${claim.id} has no clock`);
  if (!claimActions(claim, clock.stage, side).includes(answer.action)) {
    throw new AppError('WARRANTY_CLAIM_ACTION_NOT_ALLOWED');
  }
  const link = orderPath(order.id);
  const params = { orderId: orderNumber(order.id) };
  switch (answer.action) {
    case 'replace': {
      const note = answer.note.trim();
      await tx
        .update(warrantyClaims)
        .set({ replacementNote: note, replacedAt: now })
        .where(eq(warrantyClaims.id, claim.id));
      await recordAnswer(tx, clock, 'seller', viewer.id, note, now);
      await deps.notifier.notify(tx, order.buyerId, { kind: 'warranty_claim_replaced', params, link });
      return;
    }
    case 'refund':
      await settleClaimRefund(tx, order, claim, clock, { decidedBy: 'agreement' }, deps, now);
      return;
    case 'accept_replacement':
      await closeWithoutRefund(tx, order, claim, clock, 'replaced', { decidedBy: 'agreement' }, deps, now);
      return;
    case 'reject_replacement':
      await recordAnswer(tx, clock, 'buyer', viewer.id, answer.message.trim(), now);
      return;
  }
}

interface Decision {
  decidedBy: 'agreement' | 'default' | 'staff';
  staffId?: string;
  note?: string;
}

async function closeWithoutRefund(
  tx: Tx,
  order: OrderRow,
  claim: WarrantyClaimRow,
  clock: ClockRow | null,
  status: 'replaced' | 'rejected',
  decision: Decision,
  deps: Deps,
  now: Date,
): Promise<WarrantyClaimRow> {
  const [after] = await tx
    .update(warrantyClaims)
    .set({
      status,
      decidedBy: decision.decidedBy,
      decidedByUser: decision.staffId ?? null,
      decisionNote: decision.note ?? null,
      decidedAt: now,
    })
    .where(eq(warrantyClaims.id, claim.id))
    .returning();
  if (!after) throw new Error(`claim ${claim.id} vanished under its lock`);
  if (clock) await closeClock(tx, clock, decision.decidedBy, now);
  const notification = {
    kind: 'warranty_claim_closed' as const,
    params: { orderId: orderNumber(order.id), outcome: status },
    link: orderPath(order.id),
  };
  await deps.notifier.notify(tx, order.buyerId, notification);
  await deps.notifier.notify(tx, order.sellerId, notification);
  return after;
}

/** A claim's mail to one party, in their language (party-mail.ts). */
function queueClaimMail(
  tx: Tx,
  userId: string,
  deps: Deps,
  claim: (publicOrigin: string) => Parameters<typeof warrantyClaimMail>[1],
): Promise<void> {
  return queuePartyMail(tx, userId, deps, (recipient, publicOrigin) =>
    warrantyClaimMail(recipient, claim(publicOrigin)),
  );
}

/** The ledger ids of an upheld claim's refund (one per order: an order is refunded under its warranty once). */
export function claimTransferIds(orderId: string) {
  return {
    voidNet: derivedTransferId('warranty-claim-void-net', orderId),
    fee: derivedTransferId('warranty-claim-fee', orderId),
    fromSeller: derivedTransferId('warranty-claim-seller', orderId),
    fromCover: derivedTransferId('warranty-claim-cover', orderId),
  };
}

/**
 * THE settlement of an upheld claim (the order and the claim locked, the claim open). The buyer gets
 * the order's whole total back into the wallet (whatever the payment method: the money of a completed
 * order left the card or crypto rail long ago), in ONE ledger batch:
 * - reserve still held: the pending net leg voided (the net back to the buyer) and the fee returned
 *   from the order's fee shard; the reserve becomes `refunded`, its release job closed (a job already
 *   running waits on the order's lock and then finds nothing reserved);
 * - reserve released: the seller's available balance pays what it can of the net, the platform's
 *   cover account the rest (the loss, recorded on the claim; the seller flagged), the fee from the fee
 *   shard. The accounts are locked (sorted by id, as the ledger locks them) before the seller's balance
 *   is read, so no withdrawal can spend it in between.
 */
async function settleClaimRefund(
  tx: Tx,
  order: OrderRow,
  claim: WarrantyClaimRow,
  clock: ClockRow | null,
  decision: Decision,
  deps: Deps,
  now: Date,
): Promise<WarrantyClaimRow> {
  // The bank already decides this payment's money: a refund here could pay the buyer twice.
  if (await chargebackOnPayment(tx, order)) throw new AppError('WARRANTY_CLAIM_CHARGEBACK_RECORDED');
  const currency = order.currency as LedgerCurrency;
  const ids = claimTransferIds(order.id);
  const fee = order.total - order.sellerNet;
  const buyer = await walletAccount(tx, order.buyerId, currency);
  const feeAccount = await feeAccountForOrder(tx, currency, order.id);
  const legs: TransferRequest[] = [];
  let fromReserve = 0n;
  let fromSellerBalance = 0n;
  let fromPlatformCover = 0n;
  let coveredBy: WarrantyClaimCover;
  if (order.reserveStatus === 'reserved') {
    fromReserve = order.sellerNet;
    coveredBy = 'reserve';
    legs.push({ id: ids.voidNet, kind: 'void_pending', pendingId: escrowTransferIds(order.id).holdNet });
  } else if (order.reserveStatus === 'released') {
    const seller = await walletAccount(tx, order.sellerId, currency);
    const cover = await platformAccount(tx, 'platform_cover', currency);
    const locked = await lockAccounts(tx, [buyer.id, seller.id, feeAccount.id, cover.id]);
    const sellerNow = locked.find((account) => account.id === seller.id);
    const available = sellerNow ? balancesOf(sellerNow).available : 0n;
    fromSellerBalance = available < order.sellerNet ? (available > 0n ? available : 0n) : order.sellerNet;
    fromPlatformCover = order.sellerNet - fromSellerBalance;
    coveredBy = fromPlatformCover > 0n ? 'platform_cover' : 'seller_balance';
    if (fromSellerBalance > 0n) {
      legs.push({
        id: ids.fromSeller,
        kind: 'single',
        debitAccountId: seller.id,
        creditAccountId: buyer.id,
        amount: fromSellerBalance,
        currency,
        orderId: order.id,
      });
    }
    if (fromPlatformCover > 0n) {
      legs.push({
        id: ids.fromCover,
        kind: 'single',
        debitAccountId: cover.id,
        creditAccountId: buyer.id,
        amount: fromPlatformCover,
        currency,
        orderId: order.id,
      });
    }
  } else {
    throw new AppError('ORDER_NOT_WARRANTED');
  }
  if (fee > 0n) {
    legs.push({
      id: ids.fee,
      kind: 'single',
      debitAccountId: feeAccount.id,
      creditAccountId: buyer.id,
      amount: fee,
      currency,
      orderId: order.id,
    });
  }
  const moved = await createTransfers(tx, legs);
  if (!moved.ok) {
    throw new AppError('UNEXPECTED', {
      cause: new Error(`ledger refused the warranty refund of order ${order.id}: ${moved.error.code}`),
    });
  }
  if (order.reserveStatus === 'reserved') {
    await tx
      .update(orders)
      .set({ reserveStatus: 'refunded' })
      .where(and(eq(orders.id, order.id), eq(orders.reserveStatus, 'reserved')));
    await cancelJob(tx, 'order.reserve_release', order.id);
  }
  // Released: the order keeps its released reserve; the refunded claim (one per order at most,
  // warranty_claims_one_refund) is what refuses a second claim.
  const [after] = await tx
    .update(warrantyClaims)
    .set({
      status: 'refunded',
      decidedBy: decision.decidedBy,
      decidedByUser: decision.staffId ?? null,
      decisionNote: decision.note ?? null,
      decidedAt: now,
      refundAmount: order.total,
      coveredBy,
      fromReserve,
      fromSellerBalance,
      fromPlatformCover,
      feeReturned: fee,
    })
    .where(eq(warrantyClaims.id, claim.id))
    .returning();
  if (!after) throw new Error(`claim ${claim.id} vanished under its lock`);
  if (fromPlatformCover > 0n) {
    await tx.insert(sellerFlags).values({
      id: uuidV7(now.getTime()),
      sellerId: order.sellerId,
      reason: 'warranty_loss_covered',
      claimId: claim.id,
      amount: fromPlatformCover,
      currency,
      createdAt: now,
    });
  }
  if (clock) await closeClock(tx, clock, decision.decidedBy, now);
  const link = orderPath(order.id);
  const params = { orderId: orderNumber(order.id), ...notificationMoneyParams(order.total, currency) };
  await deps.notifier.notify(tx, order.buyerId, { kind: 'warranty_claim_refunded', params, link });
  await deps.notifier.notify(tx, order.sellerId, { kind: 'warranty_claim_sale_refunded', params, link });
  return after;
}

/** The claim's order id (read without a lock: the caller locks the order first, then the claim). */
async function orderOfClaim(db: DbOrTx, claimId: string): Promise<string | null> {
  const [row] = await db
    .select({ orderId: warrantyClaims.orderId })
    .from(warrantyClaims)
    .where(eq(warrantyClaims.id, claimId));
  return row?.orderId ?? null;
}

/** The claim row-locked by id (after its order's lock); null when unknown. */
async function lockClaim(tx: Tx, claimId: string): Promise<WarrantyClaimRow | null> {
  const [claim] = await tx.select().from(warrantyClaims).where(eq(warrantyClaims.id, claimId)).for('update');
  return claim ?? null;
}

/**
 * The `warranty_claim.deadline` job (subject: the claim's id): the reminder before the awaited side's
 * deadline, then the default ruling: a silent seller → the claim upheld (refund) or staff, per the
 * clock's rule; a silent buyer after a replacement → the claim closes as replaced (the replacement is
 * the proof), or staff.
 */
export async function runWarrantyClaimDeadline(
  tx: Tx,
  claimId: string,
  now: Date,
  deps: Deps,
): Promise<JobDeferral | undefined> {
  const orderId = await orderOfClaim(tx, claimId);
  if (!orderId) return undefined;
  const order = await lockOrder(tx, orderId);
  const claim = await lockClaim(tx, claimId);
  if (claim?.status !== 'open') return undefined;
  const clock = await lockClock(tx, 'warranty_claim', claim.id);
  if (!clock) return undefined;
  const step = clockStep(clock, now, claim.replacedAt !== null);
  const link = orderPath(order.id);
  switch (step.kind) {
    case 'idle':
      return undefined;
    case 'wait':
      return { runAgainAt: step.until };
    case 'remind':
      await markReminded(tx, clock);
      await deps.notifier.notify(tx, step.side === 'seller' ? order.sellerId : order.buyerId, {
        kind: 'warranty_claim_answer_due',
        params: {
          orderId: orderNumber(order.id),
          deadlineAt: step.deadlineAt.toISOString(),
          onSilence: step.onSilence,
        },
        link,
      });
      await queueClaimMail(
        tx,
        step.side === 'seller' ? order.sellerId : order.buyerId,
        deps,
        (publicOrigin) => ({
          orderId: order.id,
          publicOrigin,
          kind: 'reminder',
          side: step.side,
          deadlineAt: step.deadlineAt,
          onSilence: step.onSilence,
        }),
      );
      return { runAgainAt: step.until };
    case 'staff':
      await handToStaff(tx, clock, step.reason, now);
      return undefined;
    case 'rule':
      if (step.ruling === 'refund' && (await chargebackOnPayment(tx, order))) {
        await handToStaff(tx, clock, 'chargeback', now);
        return undefined;
      }
      if (step.ruling === 'refund') {
        await settleClaimRefund(tx, order, claim, clock, { decidedBy: 'default' }, deps, now);
      } else {
        await closeWithoutRefund(tx, order, claim, clock, 'replaced', { decidedBy: 'default' }, deps, now);
      }
      return undefined;
  }
}

/** Staff uphold (refund) or reject an open claim, with a note (the route audits it). */
export async function decideWarrantyClaim(
  tx: Tx,
  claimId: string,
  staffId: string,
  decision: 'uphold' | 'reject',
  note: string,
  deps: Deps,
  now: Date,
): Promise<{ before: WarrantyClaimRow; after: WarrantyClaimRow; order: OrderRow }> {
  const orderId = await orderOfClaim(tx, claimId);
  if (!orderId) throw new AppError('WARRANTY_CLAIM_NOT_FOUND');
  const order = await lockOrder(tx, orderId);
  const claim = await lockClaim(tx, claimId);
  if (!claim) throw new AppError('WARRANTY_CLAIM_NOT_FOUND');
  if (claim.status !== 'open') throw new AppError('WARRANTY_CLAIM_NOT_OPEN');
  const clock = await lockClock(tx, 'warranty_claim', claim.id);
  const by: Decision = { decidedBy: 'staff', staffId, note };
  const after =
    decision === 'uphold'
      ? await settleClaimRefund(tx, order, claim, clock, by, deps, now)
      : await closeWithoutRefund(tx, order, claim, clock, 'rejected', by, deps, now);
  return { before: claim, after, order };
}

// ---------------------------------------------------------------------------------------------------
// Reading

function toClaim(
  row: WarrantyClaimRow,
  clock: DisputeClock | null,
  evidence: DisputeEvidence[],
  seesSellerSide: boolean,
  viewerSide: 'buyer' | 'seller' | null,
): WarrantyClaim {
  const part = (amount: bigint | null) => (seesSellerSide ? (amount ?? 0n).toString() : '0');
  return {
    id: row.id,
    reason: row.reason as WarrantyClaimReason,
    description: row.description,
    status: row.status as WarrantyClaimStatus,
    replacementNote: row.replacementNote,
    replacedAt: row.replacedAt?.toISOString() ?? null,
    decisionNote: row.decisionNote,
    decidedBy: (row.decidedBy as WarrantyClaim['decidedBy']) ?? null,
    refund:
      row.refundAmount !== null && row.coveredBy
        ? {
            amount: row.refundAmount.toString(),
            coveredBy: row.coveredBy as WarrantyClaimCover,
            fromReserve: part(row.fromReserve),
            fromSellerBalance: part(row.fromSellerBalance),
            fromPlatformCover: part(row.fromPlatformCover),
            feeReturned: part(row.feeReturned),
          }
        : null,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    clock,
    evidence,
    actions: claimActions(row, clock?.stage ?? null, viewerSide),
    canAddEvidence:
      viewerSide !== null && row.status === 'open' && evidence.length < DISPUTE_EVIDENCE_MAX_FILES,
  };
}

/**
 * The order detail's claim part: the latest claim (with its clock and what the viewer may answer) and
 * whether the viewer may open one now. The latest is the open or the refunded claim when there is one
 * (at most one of either, and no claim is opened after them), else the last one opened: not by time
 * and id alone, because two claims of an order may carry the same time (the clock one API node read),
 * or the later one an earlier time (a node whose clock is behind), and ids made in one millisecond
 * are in random order. The seller must see the open claim to answer it before its deadline.
 */
export async function orderWarrantyClaim(
  db: DbOrTx,
  order: OrderRow,
  viewerId: string,
  now: Date,
): Promise<{ claim: WarrantyClaim | null; canClaim: boolean }> {
  const endsAt = warrantyEnd(order);
  if (!endsAt) return { claim: null, canClaim: false };
  const [row] = await db
    .select()
    .from(warrantyClaims)
    .where(eq(warrantyClaims.orderId, order.id))
    .orderBy(
      desc(inArray(warrantyClaims.status, ['open', 'refunded'])),
      desc(warrantyClaims.createdAt),
      desc(warrantyClaims.id),
    )
    .limit(1);
  const isBuyer = order.buyerId === viewerId;
  const canClaim =
    isBuyer &&
    order.reserveStatus !== 'refunded' &&
    endsAt.getTime() > now.getTime() &&
    row?.status !== 'open' &&
    row?.status !== 'refunded';
  if (!row) return { claim: null, canClaim };
  const [clocks, evidence] = await Promise.all([
    clocksOf(db, 'warranty_claim', [row.id]),
    evidenceByClaim(db, [row.id]),
  ]);
  const side = isBuyer ? 'buyer' : order.sellerId === viewerId ? 'seller' : null;
  const seesSellerSide = !isBuyer;
  return {
    claim: toClaim(row, clocks.get(row.id) ?? null, evidence.get(row.id) ?? [], seesSellerSide, side),
    canClaim,
  };
}

const buyers = alias(users, 'claim_buyer');
const sellers = alias(users, 'claim_seller');

/** The back office's claims, oldest first (open ones are the queue), with the seller's flags. */
export async function listWarrantyClaims(
  db: DbOrTx,
  query: { status?: WarrantyClaimStatus; page: number; pageSize: number },
): Promise<AdminWarrantyClaimListResponse> {
  const where = query.status ? eq(warrantyClaims.status, query.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        claim: warrantyClaims,
        order: orders,
        buyerName: buyers.username,
        sellerName: sellers.username,
      })
      .from(warrantyClaims)
      .innerJoin(orders, eq(orders.id, warrantyClaims.orderId))
      .innerJoin(buyers, eq(buyers.id, warrantyClaims.buyerId))
      .innerJoin(sellers, eq(sellers.id, warrantyClaims.sellerId))
      .where(where)
      .orderBy(warrantyClaims.createdAt, warrantyClaims.id)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(warrantyClaims).where(where),
  ]);
  return {
    claims: await toAdminClaims(db, rows),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One claim as staff see it. */
export async function getAdminWarrantyClaim(db: DbOrTx, claimId: string): Promise<AdminWarrantyClaim> {
  const rows = await db
    .select({
      claim: warrantyClaims,
      order: orders,
      buyerName: buyers.username,
      sellerName: sellers.username,
    })
    .from(warrantyClaims)
    .innerJoin(orders, eq(orders.id, warrantyClaims.orderId))
    .innerJoin(buyers, eq(buyers.id, warrantyClaims.buyerId))
    .innerJoin(sellers, eq(sellers.id, warrantyClaims.sellerId))
    .where(eq(warrantyClaims.id, claimId));
  const [claim] = await toAdminClaims(db, rows);
  if (!claim) throw new AppError('WARRANTY_CLAIM_NOT_FOUND');
  return claim;
}

async function toAdminClaims(
  db: DbOrTx,
  rows: { claim: WarrantyClaimRow; order: OrderRow; buyerName: string; sellerName: string }[],
): Promise<AdminWarrantyClaim[]> {
  if (rows.length === 0) return [];
  const claimIds = rows.map((row) => row.claim.id);
  const [clocks, evidence] = await Promise.all([
    clocksOf(db, 'warranty_claim', claimIds),
    evidenceByClaim(db, claimIds),
  ]);
  const sellerIds = [...new Set(rows.map((row) => row.claim.sellerId))];
  const flags = await db
    .select({ sellerId: sellerFlags.sellerId, n: count() })
    .from(sellerFlags)
    .where(inArray(sellerFlags.sellerId, sellerIds))
    .groupBy(sellerFlags.sellerId);
  const flagsOf = new Map(flags.map((flag) => [flag.sellerId, Number(flag.n)]));
  return rows.map(({ claim, order, buyerName, sellerName }) => {
    const {
      actions: _none,
      canAddEvidence: _staffRead,
      ...view
    } = toClaim(claim, clocks.get(claim.id) ?? null, evidence.get(claim.id) ?? [], true, null);
    return {
      ...view,
      orderId: order.id,
      item: order.offerTitle,
      category: order.category as CategorySlug,
      total: order.total.toString(),
      currency: order.currency as LedgerCurrency,
      warrantyDays: order.warrantyDays ?? 0,
      warrantyEndsAt:
        order.completedAt && order.warrantyDays !== null
          ? warrantyEndsAt(order.completedAt, order.warrantyDays).toISOString()
          : claim.createdAt.toISOString(),
      reserveStatus: (order.reserveStatus ?? 'released') as AdminWarrantyClaim['reserveStatus'],
      buyer: { id: claim.buyerId, username: buyerName },
      seller: { id: claim.sellerId, username: sellerName },
      sellerFlags: flagsOf.get(claim.sellerId) ?? 0,
    };
  });
}

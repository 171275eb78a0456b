import {
  type checkoutRequestSchema,
  type ErrorCode,
  isOfferCurrency,
  type LedgerCurrency,
  NOTIFICATION_CATEGORY_OF,
  notificationMoneyParams,
  notificationParamsSchema,
  type OrderDetail,
  type OrderListResponse,
  type OrderSummary,
  type orderListQuerySchema,
  orderPath,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@lootmarket/contract';
import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  type InferSelectModel,
  ilike,
  inArray,
  isNull,
  or,
  type SQL,
  sql,
  type Table,
} from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../auth/auth.schema';
import { findUserById, uniqueViolation } from '../auth/users.service';
import { type Db, type DbOrTx, executePrepared, readsOf, type Tx } from '../db/database';
import { uuidV7 } from '../db/uuid-v7';
import {
  type ClockRow,
  type ClockSide,
  clockStep,
  clocksOf,
  closeClock,
  extendClock,
  handToStaff,
  lockClock,
  markReminded,
  recordAnswer,
  startClock,
} from '../dispute-clock/dispute-clock.service';
import { AppError } from '../errors/app-error';
import { amountsFromJson, DEFAULT_PURCHASE_FEE_RULE, orderAmountsOf } from '../fees/fees';
import {
  claimKeyStatement,
  IDEMPOTENCY_RETENTION_MS,
  type IdempotencyClaim,
  releaseIdempotencyKey,
} from '../idempotency/idempotency.service';
import { cancelJob, type JobDeferral, runJobsNow, scheduleJob } from '../jobs/jobs.service';
import { derivedTransferId, escrowHoldIds, escrowTransferIds } from '../ledger/ledger.ids';
import { ledgerAccounts } from '../ledger/ledger.schema';
import {
  createTransfers,
  feeAccountForOrder,
  feeShardOf,
  holdEscrow,
  type LedgerError,
  platformAccount,
  refundEscrow,
  sellerBalances,
  walletAccount,
} from '../ledger/ledger.service';
import type { Mailer } from '../mail/mailer';
import { notifications } from '../notifications/notifications.schema';
import type { Notifier } from '../notifications/notifier';
import type { CodeCipher } from '../offers/codes/code-cipher';
import { claimOfferCode, returnOrderCodes } from '../offers/codes/offer-codes.service';
import { offerListed, offerSellerBanned } from '../offers/offer-listing';
import { returnOfferStock, takeOfferStock } from '../offers/offer-stock';
import { offers } from '../offers/offers.schema';
import { addSellerReview, refreshSellerStats } from '../offers/seller-stats';
import { providerRefundHold, startProviderRefund } from '../payments/refunds.service';
import { orderEvidence } from './dispute-evidence';
import { disputeReminderMail } from './dispute-mails';
import { type OrderRow, orderNumber, orderViews, toOrderDetail, toOrderListItem } from './order-views';
import { orders } from './orders.schema';
import { queuePartyMail } from './party-mail';
import { type Grouped, type GroupOptions, RequestGroups } from './purchase-groups';
import { closeOpenProposals, refundProposalsByOrder } from './refund-proposals';
import { orderWarrantyClaim } from './warranty-claims.service';

export interface OrderDeps {
  notifier: Notifier;
  codeCipher: () => CodeCipher;
  /** Milliseconds from payment to the automatic release (ORDER_AUTO_RELEASE_DAYS). */
  autoReleaseMs: number;
  /** The dispute clock's reminder mails (queued in the transaction, sent after its commit). */
  mail?: { mailer: Mailer; publicOrigin: string; db: () => Db };
  /**
   * CHARGEBACK_PROTECTION (default on): a lost chargeback after proven delivery is covered by the
   * platform (src/payments/chargebacks.service.ts); absent: on.
   */
  chargebackProtection?: boolean;
}

export interface OrderViewer {
  id: string;
  roles: readonly string[];
}

const isStaff = (viewer: OrderViewer) => viewer.roles.some((role) => role === 'admin' || role === 'support');

function currencyOf(value: string): LedgerCurrency {
  if (!isOfferCurrency(value)) throw new Error(`order currency ${value} is not an offer currency`);
  return value;
}

// ---------------------------------------------------------------------------------------------
// Checkout

/**
 * The unit price and currency the buyer was shown, which a purchase is bound to (never a price raised after
 * it was shown).
 */
export interface ShownPrice {
  unitPrice: bigint;
  currency: string;
}

/** What a checkout asks for: the offer, how many, how to pay, and the price the buyer was shown. */
export type CheckoutInput = z.output<typeof checkoutRequestSchema>;

const shownPriceOf = (input: Pick<CheckoutInput, 'unitPrice' | 'currency'>): ShownPrice => ({
  unitPrice: BigInt(input.unitPrice),
  currency: input.currency,
});

/** Why an offer cannot be bought, as the SQL function offer_sale_refusal (src/db/functions) answers it. */
type SaleRefusal = {
  ok: false;
  code:
    | 'OFFER_UNAVAILABLE'
    | 'OFFER_NOT_LISTED'
    | 'SELLER_BANNED'
    | 'OWN_PRODUCT_PURCHASE'
    | 'PRICE_CHANGED'
    | 'OUT_OF_STOCK';
  /** PRICE_CHANGED: the unit price (minor units) and currency now. */
  unit_price?: string;
  currency?: string;
};

/** The refusal as the error the API answers; PRICE_CHANGED carries the price now in `details`. */
function saleRefusalError(
  refusal: Pick<SaleRefusal, 'unit_price' | 'currency'> & { code: ErrorCode },
): AppError {
  if (
    refusal.code === 'PRICE_CHANGED' &&
    refusal.unit_price !== undefined &&
    refusal.currency !== undefined
  ) {
    return new AppError('PRICE_CHANGED', {
      details: { unitPrice: refusal.unit_price, currency: currencyOf(refusal.currency) },
    });
  }
  return new AppError(refusal.code);
}

/**
 * The purchasable offer, or the reason it is not (offer_sale_refusal: unknown or inactive, off the
 * market, seller banned, own, not at the shown price, not enough stock). `shown` null: no price to
 * bind (the order summary, which shows the price).
 */
async function purchasableOffer(
  db: DbOrTx,
  offerId: string,
  buyerId: string | null,
  quantity: number,
  shown: ShownPrice | null,
) {
  const [row] = await db
    .select({
      offer: offers,
      // Automatic delivery: the offer sells codes (its stock is the number of unsold ones).
      // Written out: in a select list Drizzle renders a column without its table, which the subquery
      // would read as offer_codes.id.
      hasCodes: sql<boolean>`exists (select 1 from offer_codes c where c.offer_id = "offers"."id")`,
      // What `quantity` costs under the category's fee rule, rounded by the database (fees.ts).
      amounts: orderAmountsOf(quantity),
      refusal: sql<SaleRefusal | string | null>`offer_sale_refusal("offers"."id", ${buyerId}::uuid,
        ${quantity}::integer, ${shown?.unitPrice.toString() ?? null}::numeric, ${shown?.currency ?? null}::text)`,
    })
    .from(offers)
    .where(eq(offers.id, offerId))
    .limit(1);
  if (!row) throw new AppError('OFFER_UNAVAILABLE');
  const refusal = typeof row.refusal === 'string' ? (JSON.parse(row.refusal) as SaleRefusal) : row.refusal;
  if (refusal) throw saleRefusalError(refusal);
  const { offer } = row;
  return { ...offer, hasCodes: Boolean(row.hasCodes), amounts: amountsFromJson(row.amounts) };
}

/**
 * The order summary before paying: subtotal, the buyer's fee and the total. `offered`: the payment
 * methods this server offers (app.payments.paymentMethods(), GET /api/v1/payments/methods).
 */
export async function orderSummary(
  db: DbOrTx,
  input: { offerId: string; quantity: number },
  buyerId: string | null,
  offered: readonly PaymentMethod[] = PAYMENT_METHODS,
): Promise<OrderSummary> {
  const offer = await purchasableOffer(db, input.offerId, buyerId, input.quantity, null);
  const currency = currencyOf(offer.currency);
  const { amounts } = offer;
  const wallet = buyerId === null ? null : await sellerBalances(db, buyerId, currency);
  return {
    offerId: offer.id,
    quantity: input.quantity,
    currency,
    unitPrice: offer.priceMinor.toString(),
    subtotal: amounts.subtotal.toString(),
    fees: amounts.buyerFee.toString(),
    total: amounts.total.toString(),
    availableStock: offer.stock,
    paymentMethods: [...offered],
    walletAvailable: wallet === null ? null : wallet.available.toString(),
    warrantyDays: offer.warrantyDays,
  };
}

/**
 * The offer may be sold to `buyerId` at `shown` (on the offer row in scope): active, not the buyer's,
 * at the unit price and in the currency the buyer was shown, on the market, its seller not banned.
 * The same rules as order_place_wallet's stock guard (src/db/functions/order_place_wallet.sql).
 */
function onSaleTo(buyerId: string, shown: ShownPrice): SQL {
  return and(
    eq(offers.active, true),
    sql`${offers.sellerId} <> ${buyerId}`,
    eq(offers.priceMinor, shown.unitPrice),
    eq(offers.currency, shown.currency),
    offerListed,
    sql`not ${offerSellerBanned}`,
  ) as SQL;
}

/**
 * Takes `quantity` units of an offer for an order, atomically and at the shown price: one guarded
 * UPDATE (never oversold, however many buyers race; only while the offer is on sale at `shown`), or
 * for automatic delivery `quantity` codes (each claim locks its code row and lowers the stock) after
 * one guarded locking read of the offer row, which holds its price until the commit. Refusals say why
 * (offer_sale_refusal).
 */
async function takeStock(
  tx: Tx,
  offer: { id: string; hasCodes: boolean },
  buyerId: string,
  quantity: number,
  shown: ShownPrice,
  orderId: string,
  deps: OrderDeps,
): Promise<void> {
  if (offer.hasCodes) {
    const [onSale] = await tx
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.id, offer.id), onSaleTo(buyerId, shown)))
      .for('no key update');
    if (!onSale) await refuseSale(tx, offer.id, buyerId, quantity, shown);
    for (let i = 0; i < quantity; i++) {
      // Not enough unsold codes: the whole transaction (and every code claimed so far) rolls back.
      if (!(await claimOfferCode(tx, deps.codeCipher(), offer.id, orderId)))
        throw new AppError('OUT_OF_STOCK');
    }
    return;
  }
  // The stock guard of the issue: `UPDATE … WHERE stock >= q RETURNING`, at the shown price.
  const taken = await takeOfferStock(tx, offer.id, quantity, onSaleTo(buyerId, shown));
  if (!taken) await refuseSale(tx, offer.id, buyerId, quantity, shown);
}

/** The offer changed since it was read and a guard refused it: say what is wrong now. */
async function refuseSale(
  tx: Tx,
  offerId: string,
  buyerId: string,
  quantity: number,
  shown: ShownPrice,
): Promise<never> {
  await purchasableOffer(tx, offerId, buyerId, quantity, shown);
  throw new AppError('OUT_OF_STOCK');
}

/** The accounts of an order's escrow: buyer, seller and the order's fee shard. */
async function escrowAccounts(tx: DbOrTx, order: Pick<OrderRow, 'id' | 'buyerId' | 'sellerId' | 'currency'>) {
  const currency = currencyOf(order.currency);
  const shard = feeShardOf(order.id);
  // One round trip when all three exist (the usual case); the get-or-create path only for new ones.
  const rows = await tx
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind, userId: ledgerAccounts.userId })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.currency, currency),
        or(
          and(
            eq(ledgerAccounts.kind, 'user_wallet'),
            inArray(ledgerAccounts.userId, [order.buyerId, order.sellerId]),
          ),
          and(
            eq(ledgerAccounts.kind, 'platform_fee'),
            isNull(ledgerAccounts.userId),
            eq(ledgerAccounts.shard, shard),
          ),
        ),
      ),
    );
  const wallet = (userId: string) =>
    rows.find((row) => row.kind === 'user_wallet' && row.userId === userId)?.id;
  const feeRow = rows.find((row) => row.kind === 'platform_fee')?.id;
  return {
    buyer: { id: wallet(order.buyerId) ?? (await walletAccount(tx, order.buyerId, currency)).id },
    seller: { id: wallet(order.sellerId) ?? (await walletAccount(tx, order.sellerId, currency)).id },
    fee: { id: feeRow ?? (await feeAccountForOrder(tx, currency, order.id)).id },
    currency,
  };
}

/** Transfer id of money arriving from a payment provider into the buyer's wallet for an order. */
export const paymentArrivalTransferId = (orderId: string) => derivedTransferId('payment-arrival', orderId);

function ledgerFailure(error: LedgerError): AppError {
  if (error.code === 'exceeds_credits') return new AppError('INSUFFICIENT_FUNDS');
  return new AppError('UNEXPECTED', { cause: new Error(`ledger refused: ${error.code}`) });
}

export interface PlacedOrder {
  order: OrderRow;
}

/**
 * Places an order in the caller's transaction. Wallet: the buyer's money moves into escrow in the
 * same transaction (two pending legs: seller net, platform fee), the order is paid at once. Card and
 * crypto: the order waits for its payment (the caller creates it) with the stock already taken.
 */
export async function placeOrder(
  tx: Tx,
  buyerId: string,
  input: CheckoutInput,
  deps: OrderDeps,
): Promise<OrderRow> {
  const orderId = uuidV7();
  const shown = shownPriceOf(input);
  if (input.paymentMethod === 'wallet') {
    const placed = await placeWalletOrder(tx, buyerId, input, orderId, deps);
    if (placed) return placed;
    // An offer that sells codes: the statements below (each code is claimed and decrypted here).
  }
  // Read first, lock last: the hot rows (the offer's stock, the wallets, the fee shard) are locked by
  // the last statements only, so concurrent purchases queue on them for as short as possible. The
  // read's price is the shown one (else refused here), and takeStock takes the stock only at it.
  const offer = await purchasableOffer(tx, input.offerId, buyerId, input.quantity, shown);
  const automaticDelivery = offer.hasCodes;
  const currency = currencyOf(offer.currency);
  const { amounts } = offer;
  const now = new Date();
  const wallet = input.paymentMethod === 'wallet';
  const [order] = await tx
    .insert(orders)
    .values({
      id: orderId,
      buyerId,
      sellerId: offer.sellerId,
      offerId: offer.id,
      gameId: offer.gameId,
      category: offer.category,
      offerTitle: offer.title,
      offerDescription: offer.description,
      offerImage: offer.photos[0] ?? null,
      automaticDelivery,
      quantity: input.quantity,
      currency,
      unitPrice: offer.priceMinor,
      ...amounts,
      paymentMethod: input.paymentMethod,
      status: 'pending',
      escrow: wallet ? 'held' : 'awaiting_payment',
      paidAt: wallet ? now : null,
      deliveredAt: wallet && automaticDelivery ? now : null,
      releaseAt: wallet ? new Date(now.getTime() + deps.autoReleaseMs) : null,
      // The warranty as bought (the offer row this transaction read; the SQL paths copy the locked row's).
      warrantyDays: offer.warrantyDays,
    })
    .returning();
  if (!order) throw new Error('order insert returned nothing');
  const stock = { id: offer.id, hasCodes: automaticDelivery };
  if (!wallet) {
    await takeStock(tx, stock, buyerId, input.quantity, shown, orderId, deps);
    return order;
  }
  await afterPaid(tx, order, deps);
  const accounts = await escrowAccounts(tx, order);
  await takeStock(tx, stock, buyerId, input.quantity, shown, orderId, deps);
  const held = await holdEscrow(tx, {
    orderId,
    currency,
    buyerAccountId: accounts.buyer.id,
    sellerAccountId: accounts.seller.id,
    feeAccountId: accounts.fee.id,
    net: amounts.sellerNet,
    fee: amounts.buyerFee + amounts.sellerFee,
  });
  if (!held.ok) throw ledgerFailure(held.error);
  return order;
}

/** A row a SQL function answered as JSON (snake_case columns), mapped as Drizzle maps a select. */
function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}

type WalletPurchaseAnswer =
  | { ok: true; order: Record<string, unknown>; notification: Record<string, unknown> }
  | { ok: true; order_id: string; notification: Record<string, unknown> }
  | SaleRefusal
  | { ok: false; code: 'AUTOMATIC_DELIVERY' };

const LEDGER_REFUSED = ': ledger refused: ';

/** The ledger's refusal raised by an order function (the driver may wrap the database error). */
function ledgerRefusal(error: unknown): LedgerError['code'] | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    const candidate = current as { message?: unknown; cause?: unknown };
    if (typeof candidate.message === 'string' && candidate.message.includes(LEDGER_REFUSED)) {
      const at = candidate.message.indexOf(LEDGER_REFUSED) + LEDGER_REFUSED.length;
      return candidate.message.slice(at).trim() as LedgerError['code'];
    }
    current = candidate.cause;
  }
  return null;
}

/** A notification for the seller that an order function writes (params checked here, as notify does). */
function orderNotification(kind: 'order_paid' | 'order_completed', orderId: string) {
  return {
    id: uuidV7(),
    kind,
    category: NOTIFICATION_CATEGORY_OF[kind],
    params: notificationParamsSchema.parse({ orderId: orderNumber(orderId) }),
    link: orderPath(orderId),
  };
}

/**
 * One call of an order function (src/db/functions), its JSON answer parsed. The ledger's refusal, which
 * the function raises to roll its writes back, becomes the AppError the statement path would throw.
 * Each call site names its statement (executePrepared: planned once per connection).
 */
async function callOrderFunction<T>(db: DbOrTx, name: string, query: SQL): Promise<T | undefined> {
  try {
    const rows = await executePrepared<{ result: T | string }>(db, name, query);
    const raw = rows[0]?.result;
    return typeof raw === 'string' ? (JSON.parse(raw) as T) : (raw as T | undefined);
  } catch (error) {
    const refusal = ledgerRefusal(error);
    if (refusal === null) throw error;
    if (refusal.startsWith('pending_transfer_already')) throw new AppError('ORDER_NOT_PENDING');
    throw ledgerFailure({ code: refusal, index: null });
  }
}

/**
 * An order function called in ONE statement that is its own transaction and claims the
 * Idempotency-Key first (a data-modifying CTE): the function runs only when the claim is new, and
 * undefined comes back when the key was taken already. Until the answer is stored, the claim records
 * the order (`{orderId}`): a twin that finds the answer missing long after the commit (this process
 * died in between) rebuilds it from that order.
 */
function callClaimingOrderFunction<T>(
  db: Db,
  name: string,
  claim: IdempotencyClaim,
  orderId: string,
  call: SQL,
): Promise<T | undefined> {
  const recorded: OrderClaimRecord = { orderId };
  return callOrderFunction<T>(
    db,
    name,
    sql`with claim as (
      ${claimKeyStatement(claim, recorded)}
    )
    select ${call} as result from claim`,
  );
}

/**
 * A wallet purchase in ONE database call: order_place_wallet (src/db/functions) takes the stock, inserts
 * the paid order, its auto-release job and the seller's notification, and holds the escrow through
 * order_hold (THE hold, src/db/functions/order_hold.sql), all or nothing (its comments list the invariants). Null for an offer that sells codes
 * (automatic delivery), which nothing touched: the caller takes the statement path.
 */
async function placeWalletOrder(
  tx: Tx,
  buyerId: string,
  input: WalletPurchaseInput,
  orderId: string,
  deps: OrderDeps,
): Promise<OrderRow | null> {
  const answer = await callOrderFunction<WalletPurchaseAnswer>(
    tx,
    'order_place_wallet',
    sql`select order_place_wallet(${JSON.stringify(walletPurchaseFields(orderId, buyerId, input, deps))}::jsonb) as result`,
  );
  if (!answer) throw new Error('order_place_wallet answered no row');
  if (!answer.ok) {
    if (answer.code === 'AUTOMATIC_DELIVERY') return null;
    throw saleRefusalError(answer);
  }
  if (!('order' in answer)) throw new Error('order_place_wallet answered no order');
  deps.notifier.written(tx, rowFromJson(notifications, answer.notification));
  return rowFromJson(orders, answer.order);
}

/** A wallet purchase: the offer, how many, and the unit price and currency the buyer was shown. */
export type WalletPurchaseInput = Pick<CheckoutInput, 'offerId' | 'quantity' | 'unitPrice' | 'currency'>;

/** The JSON order_place_wallet takes; `answer: 'id'` asks for the order's id instead of its row. */
function walletPurchaseFields(
  orderId: string,
  buyerId: string,
  input: WalletPurchaseInput,
  deps: OrderDeps,
  answer?: 'id',
): Record<string, unknown> {
  const ids = escrowHoldIds(orderId);
  return {
    answer,
    order_id: orderId,
    buyer_id: buyerId,
    offer_id: input.offerId,
    quantity: input.quantity,
    // Bound: the stock is taken only at this price (order_place_wallet). As text: exact in numeric.
    unit_price: BigInt(input.unitPrice).toString(),
    currency: input.currency,
    release_seconds: deps.autoReleaseMs / 1000,
    fee_shard: feeShardOf(orderId),
    hold_net_id: ids.holdNet,
    hold_fee_id: ids.holdFee,
    default_buyer_fee_bps: DEFAULT_PURCHASE_FEE_RULE.buyerFeeBps,
    default_seller_fee_bps: DEFAULT_PURCHASE_FEE_RULE.sellerFeeBps,
    job_id: uuidV7(),
    notification: orderNotification('order_paid', orderId),
  };
}

/**
 * What a one-statement order request's claim (a wallet purchase, a confirmation) records of its effect
 * while its answer is not stored: the order it made or confirmed.
 */
export interface OrderClaimRecord {
  orderId: string;
}

/** The order a claim recorded (null for anything else). */
export function recordedOrder(recorded: unknown): string | null {
  const orderId = (recorded as Partial<OrderClaimRecord> | null)?.orderId;
  return typeof orderId === 'string' ? orderId : null;
}

export type WalletPurchaseOnce =
  /** Paid and committed; the seller's notification is pushed. The caller reads the order it needs. */
  | { state: 'placed'; orderId: string }
  /** The Idempotency-Key exists already (a twin ran or runs): nothing happened here. */
  | { state: 'taken' }
  /** An offer that sells codes takes the statement path (placeOrder); nothing happened, the key is free. */
  | { state: 'statement-path' };

/** One wallet purchase as the route asks for it. */
interface WalletPurchaseRequest {
  buyerId: string;
  input: WalletPurchaseInput;
  deps: OrderDeps;
  claim: IdempotencyClaim;
}

/**
 * Wallet purchases under way at once per database, in groups (src/orders/purchase-groups.ts): two
 * groups, as many statements as the server has cores to run them, of up to 32 purchases each.
 */
const PURCHASE_GROUPS: GroupOptions = { maxInFlight: 2, maxGroup: 32 };
const purchaseGroups = new WeakMap<Db, RequestGroups<WalletPurchaseRequest, WalletPurchaseOnce>>();

/**
 * The wallet purchase as POST /api/v1/orders runs it, at most ONE statement that is its own
 * transaction. Alone (nothing else under way) it is {@link placeWalletOrderAlone}; purchases that
 * arrive while others are in flight are placed together by one statement
 * ({@link placeWalletOrderGroup}), each with exactly the effect and answer it would have had alone.
 */
export function placeWalletOrderOnce(
  db: Db,
  buyerId: string,
  input: WalletPurchaseInput,
  deps: OrderDeps,
  claim: IdempotencyClaim,
): Promise<WalletPurchaseOnce> {
  let groups = purchaseGroups.get(db);
  if (!groups) {
    groups = new RequestGroups(
      PURCHASE_GROUPS,
      (request) => [`buyer:${request.buyerId}`, `offer:${request.input.offerId}`],
      (group) => placeWalletOrderGroup(db, group),
    );
    purchaseGroups.set(db, groups);
  }
  return groups.submit({ buyerId, input, deps, claim });
}

/**
 * Calls a group function (order_place_wallet_batch) as a named prepared statement, its own
 * transaction: the array of what it did. A group refused as a whole (a row changed under it, a race lost) wrote nothing, and
 * answers an empty array: every request of the group then runs alone and meets the change there.
 */
async function callGroupFunction<T>(db: Db, name: string, params: object): Promise<T[]> {
  try {
    const rows = await executePrepared<{ result: T[] | string }>(
      db,
      name,
      sql`select ${sql.raw(name)}(${JSON.stringify(params)}::jsonb) as result`,
    );
    const raw = rows[0]?.result ?? [];
    return typeof raw === 'string' ? (JSON.parse(raw) as T[]) : raw;
  } catch {
    return [];
  }
}

/** What order_place_wallet_batch (src/db/functions) answers for each purchase it placed. */
interface GroupPlacement {
  i: number;
  order_id: string;
  notification: Record<string, unknown>;
}

/**
 * Places a group: one call of order_place_wallet_batch for all of it (different buyers, different
 * offers), then every purchase it left out (a refusal, a twin's key, a changed offer) runs alone, so
 * its answer or refusal is exactly the one-purchase path's. If the group statement fails as a whole,
 * nothing of it was written and every purchase runs alone.
 */
async function placeWalletOrderGroup(
  db: Db,
  group: Grouped<WalletPurchaseRequest, WalletPurchaseOnce>[],
): Promise<void> {
  let placements: GroupPlacement[] = [];
  if (group.length > 1) {
    const expiresAt = new Date(Date.now() + IDEMPOTENCY_RETENTION_MS).toISOString();
    // Each item is what order_place_wallet would be given for it, plus its key.
    const items = group.map(({ request }, i) => ({
      i,
      scope: request.claim.scope,
      key: request.claim.key,
      request_hash: request.claim.requestHash,
      ...walletPurchaseFields(uuidV7(), request.buyerId, request.input, request.deps),
    }));
    placements = await callGroupFunction(db, 'order_place_wallet_batch', {
      expires_at: expiresAt,
      default_buyer_fee_bps: DEFAULT_PURCHASE_FEE_RULE.buyerFeeBps,
      default_seller_fee_bps: DEFAULT_PURCHASE_FEE_RULE.sellerFeeBps,
      items,
    });
  }
  const placed = new Set<number>();
  for (const placement of placements) {
    const entry = group[placement.i];
    if (!entry) continue;
    placed.add(placement.i);
    await entry.request.deps.notifier.pushCommitted(rowFromJson(notifications, placement.notification));
    entry.resolve({ state: 'placed', orderId: placement.order_id });
  }
  await Promise.all(
    group.map(async (entry, i) => {
      if (placed.has(i)) return;
      const { buyerId, input, deps, claim } = entry.request;
      try {
        entry.resolve(await placeWalletOrderAlone(db, buyerId, input, deps, claim));
      } catch (error) {
        entry.reject(error);
      }
    }),
  );
}

/**
 * One wallet purchase alone: ONE statement, which is its own transaction
 * (no BEGIN/COMMIT round trips): a data-modifying CTE claims the Idempotency-Key, and
 * order_place_wallet runs only when that claim is new — stock, order, escrow holds, auto-release job
 * and notification with it, all or nothing. A ledger refusal raises and rolls the claim back with
 * everything else. A refusal the function answers (unavailable offer, own product, out of stock) has
 * written nothing but the claim, which is deleted right after, so a retry runs afresh. The caller
 * stores the answer under the key (storeIdempotentAnswer); until then a twin waits for it.
 */
async function placeWalletOrderAlone(
  db: Db,
  buyerId: string,
  input: WalletPurchaseInput,
  deps: OrderDeps,
  claim: IdempotencyClaim,
): Promise<WalletPurchaseOnce> {
  const orderId = uuidV7();
  const params = JSON.stringify(walletPurchaseFields(orderId, buyerId, input, deps, 'id'));
  const answer = await callClaimingOrderFunction<WalletPurchaseAnswer>(
    db,
    'order_place_wallet_once',
    claim,
    orderId,
    sql`order_place_wallet(${params}::jsonb)`,
  );
  if (!answer) return { state: 'taken' };
  if (!answer.ok) {
    // Nothing but the claim was written: given back, so a retry with this key (at the new price,
    // after PRICE_CHANGED) runs afresh.
    await releaseIdempotencyKey(db, claim);
    if (answer.code === 'AUTOMATIC_DELIVERY') return { state: 'statement-path' };
    throw saleRefusalError(answer);
  }
  if (!('order_id' in answer)) throw new Error('order_place_wallet answered no order id');
  await deps.notifier.pushCommitted(rowFromJson(notifications, answer.notification));
  return { state: 'placed', orderId: answer.order_id };
}

/** What follows a payment: the auto-release job and the notifications. */
async function afterPaid(tx: Tx, order: OrderRow, deps: OrderDeps) {
  if (order.releaseAt) await scheduleJob(tx, 'order.auto_release', order.id, order.releaseAt);
  const params = { orderId: orderNumber(order.id) };
  await deps.notifier.notify(tx, order.sellerId, { kind: 'order_paid', params, link: orderPath(order.id) });
  if (order.automaticDelivery) {
    await deps.notifier.notify(tx, order.buyerId, {
      kind: 'order_delivered',
      params,
      link: orderPath(order.id),
    });
  }
}

/**
 * Takes an order's row lock, for another domain's change that must come after it in the transaction
 * (a chargeback locks the order before its payment, as an admin's decision does). Nothing when there
 * is no such order.
 */
export async function takeOrderLock(tx: Tx, orderId: string): Promise<void> {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
}

/** The order row locked for a state change (confirm, refund, dispute, payment). */
async function lockOrder(tx: Tx, orderId: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new AppError('TRANSACTION_NOT_FOUND');
  return order;
}

/**
 * A card or crypto payment succeeded (a verified, new webhook event). The money arrives from the
 * provider into the buyer's wallet and is held in escrow in ONE call (holdEscrow: order_hold). If the order failed in
 * the meantime (expired, cancelled, declined) the money goes back the way it came: it arrives in the
 * wallet, held there for a refund to the card or crypto payer (the `payment.refund` job, as for a
 * refunded dispute). A provider that refuses the refund leaves it in the wallet: nothing is lost.
 */
export async function settleOrderPayment(tx: Tx, orderId: string, deps: OrderDeps): Promise<void> {
  const order = await lockOrder(tx, orderId);
  const accounts = await escrowAccounts(tx, order);
  const clearing = await platformAccount(tx, 'provider_clearing', accounts.currency);
  const arrival = {
    id: paymentArrivalTransferId(order.id),
    kind: 'single' as const,
    debitAccountId: clearing.id,
    creditAccountId: accounts.buyer.id,
    amount: order.total,
    currency: accounts.currency,
    orderId: order.id,
  };
  if (order.escrow !== 'awaiting_payment') {
    // Late money for a failed order (a replay of the arrival is a no-op; the webhook's event record
    // already stops a redelivery, and a payment with a refund under way gets no second one).
    const toProvider = await providerRefundHold(tx, order);
    const result = await createTransfers(tx, toProvider ? [arrival, toProvider.leg] : [arrival]);
    if (!result.ok) throw ledgerFailure(result.error);
    if (toProvider) await startProviderRefund(tx, toProvider.payment.id);
    return;
  }
  // The money arrives and is held in one call of THE hold (order_hold): every account of both
  // movements locked once, in id order; the aggregate is checked, so the arrival covers the hold.
  const result = await holdEscrow(tx, {
    orderId: order.id,
    currency: accounts.currency,
    buyerAccountId: accounts.buyer.id,
    sellerAccountId: accounts.seller.id,
    feeAccountId: accounts.fee.id,
    net: order.sellerNet,
    fee: order.buyerFee + order.sellerFee,
    arrival: { id: arrival.id, debitAccountId: clearing.id, amount: arrival.amount },
  });
  if (!result.ok) throw ledgerFailure(result.error);
  const now = new Date();
  const [paid] = await tx
    .update(orders)
    .set({
      escrow: 'held',
      paidAt: now,
      deliveredAt: order.automaticDelivery ? now : null,
      releaseAt: new Date(now.getTime() + deps.autoReleaseMs),
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (paid) await afterPaid(tx, paid, deps);
}

/**
 * An unpaid order's payment was declined, expired or cancelled: the order fails and the stock (or
 * the codes) come back. No money moved, so the ledger has nothing to undo.
 */
export async function failUnpaidOrder(
  tx: Tx,
  orderId: string,
  reason: 'declined' | 'expired' | 'cancelled',
  deps: OrderDeps,
): Promise<void> {
  const order = await lockOrder(tx, orderId);
  if (order.escrow !== 'awaiting_payment') return;
  await tx
    .update(orders)
    .set({ status: 'failed', escrow: 'failed', failureReason: reason, failedAt: new Date() })
    .where(eq(orders.id, order.id));
  await restock(tx, order);
  // The buyer's words for it (the order page's sub-state): declined or expired; a cancellation stays "failed".
  const kinds = { declined: 'order_payment_declined', expired: 'order_payment_expired' } as const;
  await deps.notifier.notify(tx, order.buyerId, {
    kind: reason === 'cancelled' ? 'order_failed' : kinds[reason],
    params: { orderId: orderNumber(order.id) },
    link: orderPath(order.id),
  });
}

async function restock(tx: Tx, order: OrderRow) {
  if (!order.offerId) return;
  if (order.automaticDelivery) {
    await returnOrderCodes(tx, order.offerId, order.id);
    return;
  }
  await returnOfferStock(tx, order.offerId, order.quantity);
}

// ---------------------------------------------------------------------------------------------
// Lifecycle: confirm (or auto-release, or admin release) → completed; refund → failed.

type ReleaseAnswer = { ok: true; notification: Record<string, unknown> };

/**
 * Pays the seller of an order the caller has locked (lockOrder): THE release, the SQL function
 * order_release (src/db/functions/order_release.sql), which the buyer's confirmation (order_confirm)
 * calls as well: the order completed, its job closed, the sale counted, the seller told, both pending
 * legs posted. Exactly one of release and refund succeeds for an order (the row lock, and the ledger
 * resolves each pending once).
 */
async function releaseOrder(tx: Tx, order: OrderRow, deps: OrderDeps): Promise<void> {
  if (order.status !== 'pending') throw new AppError('ORDER_NOT_PENDING');
  if (order.escrow !== 'held') throw new AppError('ORDER_NOT_PAID');
  const answer = await callOrderFunction<ReleaseAnswer | null>(
    tx,
    'order_release',
    sql`select order_release(${releaseParams(order.id, null)}::jsonb) as result`,
  );
  // Pending and held on the row this transaction holds locked: the release's guarded UPDATE matches it.
  if (!answer) throw new Error(`order_release released nothing for the locked order ${order.id}`);
  deps.notifier.written(tx, rowFromJson(notifications, answer.notification));
}

/**
 * Gives the buyer everything back: voids both pending legs, the order fails as refunded. A card or
 * crypto order's money is then held again in the buyer's wallet, in the same ledger batch, for its
 * way back to the card or the crypto payer (src/payments/refunds.service.ts: the `payment.refund`
 * job posts the hold when the provider confirms, voids it when the provider refuses). Wallet orders
 * stay refunded to the wallet.
 */
async function refundOrder(tx: Tx, order: OrderRow): Promise<void> {
  if (order.status !== 'pending') throw new AppError('ORDER_NOT_PENDING');
  if (order.escrow !== 'held') throw new AppError('ORDER_NOT_PAID');
  const toProvider = order.paymentMethod === 'wallet' ? null : await providerRefundHold(tx, order);
  const refunded = await refundEscrow(tx, order.id, toProvider ? [toProvider.leg] : []);
  if (!refunded.ok) {
    if (refunded.error.code.startsWith('pending_transfer_already')) throw new AppError('ORDER_NOT_PENDING');
    throw ledgerFailure(refunded.error);
  }
  await tx
    .update(orders)
    .set({
      status: 'failed',
      escrow: 'refunded',
      failureReason: 'refunded',
      failedAt: new Date(),
      releaseHold: null,
      releaseHeldAt: null,
    })
    .where(eq(orders.id, order.id));
  await cancelJob(tx, 'order.auto_release', order.id);
  if (toProvider) await startProviderRefund(tx, toProvider.payment.id);
}

/**
 * Tells both sides of a refunded order, each in their own words (the order's sub-state `refunded`): the
 * buyer that their payment was refunded and where to (the wallet, or on its way back to the card or the
 * crypto payer), the seller that the order was refunded to the buyer.
 */
async function notifyRefunded(tx: Tx, order: OrderRow, deps: Pick<OrderDeps, 'notifier'>): Promise<void> {
  const link = orderPath(order.id);
  const orderId = orderNumber(order.id);
  await deps.notifier.notify(tx, order.buyerId, {
    kind: 'order_payment_refunded',
    params: { orderId, ...notificationMoneyParams(order.total, order.currency), to: order.paymentMethod },
    link,
  });
  await deps.notifier.notify(tx, order.sellerId, { kind: 'order_sale_refunded', params: { orderId }, link });
}

// ---------------------------------------------------------------------------------------------
// Banned sellers (a ban stops payouts too): a release that would pay a banned account is held for staff
// review.

/** How often the auto-release job looks again at an order held because its seller is banned. */
export const HELD_RELEASE_RECHECK_MS = 60 * 60 * 1000;

/**
 * Whether the seller is banned, read under a share lock on their account row: a ban or an unban (which
 * lock the row to change it, src/admin/users.service.ts) waits for this transaction, or this read waits
 * for theirs and sees its outcome. So an unban never misses a hold this transaction is writing.
 */
export async function sellerIsBanned(tx: Tx, sellerId: string): Promise<boolean> {
  const [seller] = await tx
    .select({ banned: users.banned })
    .from(users)
    .where(eq(users.id, sellerId))
    .for('share');
  return seller?.banned ?? false;
}

/** Marks the order's release held for review (its seller is banned); the money stays in escrow. */
async function holdRelease(tx: Tx, order: OrderRow): Promise<void> {
  if (order.releaseHold !== null) return;
  await tx
    .update(orders)
    .set({ releaseHold: 'seller_banned', releaseHeldAt: new Date() })
    .where(eq(orders.id, order.id));
}

/**
 * The seller's ban was lifted (called in the unban's transaction): every order of theirs whose release
 * was held is looked at again now by its auto-release job, which pays the seller if the buyer confirmed
 * or the release time passed, and otherwise lifts the hold and waits for that time.
 */
export async function resumeHeldReleases(tx: Tx, sellerId: string): Promise<void> {
  await runJobsNow(
    tx,
    'order.auto_release',
    sql`select o.id::text from orders o where o.seller_id = ${sellerId}::uuid and o.release_hold is not null`,
  );
  // Reserves whose warranty ended while the ban held them (the job defers a reserve not yet due).
  await runJobsNow(
    tx,
    'order.reserve_release',
    sql`select o.id::text from orders o where o.seller_id = ${sellerId}::uuid and o.reserve_status = 'reserved'
         and o.completed_at + make_interval(secs => o.warranty_days * 86400) <= now()`,
  );
}

type ConfirmAnswer =
  | { ok: true; notification: Record<string, unknown> }
  /** The seller is banned: the confirmation is recorded, the money stays held (order_confirm). */
  | { ok: true; held: true }
  | {
      ok: false;
      code: 'TRANSACTION_NOT_FOUND' | 'FORBIDDEN' | 'ORDER_DISPUTED' | 'ORDER_NOT_PENDING' | 'ORDER_NOT_PAID';
    };

/**
 * The buyer confirms delivery: the seller is paid at once. ONE database call: order_confirm
 * (src/db/functions/order_confirm.sql) checks the buyer's side and runs THE release, order_release
 * (the comments of both list the invariants).
 */
export async function confirmOrder(tx: Tx, orderId: string, buyerId: string, deps: OrderDeps): Promise<void> {
  const answer = await callOrderFunction<ConfirmAnswer>(
    tx,
    'order_confirm',
    sql`select order_confirm(${releaseParams(orderId, buyerId)}::jsonb) as result`,
  );
  if (!answer) throw new Error('order_confirm answered no row');
  if (!answer.ok) throw new AppError(answer.code);
  if ('notification' in answer) {
    deps.notifier.written(tx, rowFromJson(notifications, answer.notification));
    // The seller's is written by order_confirm; the buyer's other pages follow as well.
    await deps.notifier.notify(tx, buyerId, completedNotification(orderId));
  }
}

/** order_completed for the buyer (the seller's comes from the order functions: orderNotification). */
function completedNotification(orderId: string) {
  return {
    kind: 'order_completed',
    params: { orderId: orderNumber(orderId) },
    link: orderPath(orderId),
  } as const;
}

/** The JSON order_release takes (and order_confirm, with the buyer's id). */
function releaseParams(orderId: string, buyerId: string | null): string {
  const ids = escrowTransferIds(orderId);
  return JSON.stringify({
    order_id: orderId,
    buyer_id: buyerId ?? undefined,
    release_net_id: ids.releaseNet,
    release_fee_id: ids.releaseFee,
    hold_net_id: ids.holdNet,
    hold_fee_id: ids.holdFee,
    notification: orderNotification('order_completed', orderId),
    // Used only when the order carries a warranty: its reserve's release job.
    reserve_job_id: uuidV7(),
  });
}

export type ConfirmOnce = { state: 'confirmed' } | { state: 'taken' };

/**
 * The buyer's confirmation as POST /api/v1/orders/{id}/confirm runs it: ONE statement, its own
 * transaction, like the wallet purchase (placeWalletOrderAlone). A data-modifying CTE claims the
 * Idempotency-Key (recording the order, for a retry after a crash) and order_confirm runs only when
 * that claim is new. A ledger refusal raises and rolls the claim back; a refusal the function answers
 * (not the buyer's, disputed, not pending, not paid) wrote nothing but the claim, which is given back
 * here. `taken`: the key exists already, nothing happened; the caller replays or waits for it.
 */
export async function confirmOrderOnce(
  db: Db,
  orderId: string,
  buyerId: string,
  deps: OrderDeps,
  claim: IdempotencyClaim,
): Promise<ConfirmOnce> {
  const answer = await callClaimingOrderFunction<ConfirmAnswer>(
    db,
    'order_confirm_once',
    claim,
    orderId,
    sql`order_confirm(${releaseParams(orderId, buyerId)}::jsonb)`,
  );
  if (!answer) return { state: 'taken' };
  if (!answer.ok) {
    await releaseIdempotencyKey(db, claim);
    throw new AppError(answer.code);
  }
  if ('notification' in answer) {
    await deps.notifier.pushCommitted(rowFromJson(notifications, answer.notification));
    // After the one statement committed: the buyer's own notification (the order page is live for both
    // sides). A crash in between loses only this hint; the order is the truth.
    await deps.notifier.notify(db, buyerId, completedNotification(orderId));
  }
  return { state: 'confirmed' };
}

/**
 * The auto-release job: a paid order nobody disputed is released when its time comes (or at once when
 * its buyer confirmed while the release was held). A disputed, completed or refunded order is left
 * alone (the job is done). When the seller is banned, nothing is paid: the order is marked held for
 * staff review and the job looks again every HELD_RELEASE_RECHECK_MS (and at once after an unban:
 * resumeHeldReleases), until the ban is lifted or staff decide. Run early (after an unban) for an
 * order that is not due, it lifts the hold and waits for the release time.
 */
export async function autoReleaseOrder(
  tx: Tx,
  orderId: string,
  now: Date,
  deps: OrderDeps,
): Promise<JobDeferral | undefined> {
  const order = await lockOrder(tx, orderId);
  if (order.status !== 'pending' || order.escrow !== 'held' || order.disputeStatus === 'open') return;
  const due = order.buyerConfirmedAt !== null || (order.releaseAt !== null && order.releaseAt <= now);
  if (!due) {
    if (order.releaseHold !== null) {
      await tx.update(orders).set({ releaseHold: null, releaseHeldAt: null }).where(eq(orders.id, order.id));
    }
    return order.releaseAt ? { runAgainAt: order.releaseAt } : undefined;
  }
  if (await sellerIsBanned(tx, order.sellerId)) {
    await holdRelease(tx, order);
    return { runAgainAt: new Date(now.getTime() + HELD_RELEASE_RECHECK_MS) };
  }
  await releaseOrder(tx, order, deps);
}

/**
 * The seller says it is delivered (manual delivery), with an optional note for the buyer: the buyer is
 * told to check and confirm, the seller's other pages are told too (the order page is live for both).
 */
export async function markDelivered(
  tx: Tx,
  orderId: string,
  sellerId: string,
  deps: OrderDeps,
  note: string | null = null,
): Promise<void> {
  const order = await lockOrder(tx, orderId);
  if (order.sellerId !== sellerId)
    throw visibleTo(order, sellerId) ? new AppError('FORBIDDEN') : new AppError('TRANSACTION_NOT_FOUND');
  if (order.status !== 'pending') throw new AppError('ORDER_NOT_PENDING');
  if (order.escrow !== 'held') throw new AppError('ORDER_NOT_PAID');
  if (order.deliveredAt) return;
  await tx
    .update(orders)
    .set({ deliveredAt: new Date(), deliveryNote: note === '' ? null : note })
    .where(eq(orders.id, order.id));
  const params = { orderId: orderNumber(order.id) };
  const link = orderPath(order.id);
  await deps.notifier.notify(tx, order.buyerId, { kind: 'order_delivered', params, link });
  await deps.notifier.notify(tx, order.sellerId, { kind: 'order_marked_delivered', params, link });
}

/** The buyer opens a dispute while the order is pending and paid; the money stays held. */
export async function openDispute(
  tx: Tx,
  orderId: string,
  buyerId: string,
  reason: string,
  deps: OrderDeps,
  now: Date = new Date(),
) {
  const order = await lockOrder(tx, orderId);
  if (order.buyerId !== buyerId)
    throw visibleTo(order, buyerId) ? new AppError('FORBIDDEN') : new AppError('TRANSACTION_NOT_FOUND');
  if (order.status !== 'pending') throw new AppError('ORDER_NOT_PENDING');
  if (order.escrow !== 'held') throw new AppError('ORDER_NOT_PAID');
  if (order.disputeStatus !== null) throw new AppError('ORDER_DISPUTED');
  await tx
    .update(orders)
    .set({ disputeStatus: 'open', disputeReason: reason, disputeOpenedAt: now })
    .where(eq(orders.id, order.id));
  // The seller's turn starts now (the clock's rule of the order's category, as it is now).
  await startClock(tx, clockStartOf(order, now));
  const params = { orderId: orderNumber(order.id) };
  const link = orderPath(order.id);
  // Both sides: the seller must answer it, the buyer's other pages follow.
  await deps.notifier.notify(tx, order.sellerId, { kind: 'order_disputed', params, link });
  await deps.notifier.notify(tx, order.buyerId, { kind: 'order_disputed', params, link });
}

/**
 * The payer disputed the card charge at the issuer (a chargeback, src/payments/chargebacks.service.ts):
 * a pending order with its money held is frozen the way a buyer's dispute freezes it (confirm
 * answers ORDER_DISPUTED, auto-release skips it, it is in the admin's dispute queue) and the seller
 * is told. Under the order's lock. An order already disputed stays as it is; any other order
 * (unpaid, completed, refunded, failed) is not touched. No money moves.
 */
export async function freezeForChargeback(
  tx: Tx,
  orderId: string,
  reason: string,
  deps: Pick<OrderDeps, 'notifier'>,
): Promise<'frozen' | 'already_disputed' | 'not_held'> {
  const order = await lockOrder(tx, orderId);
  if (order.status !== 'pending' || order.escrow !== 'held') return 'not_held';
  if (order.disputeStatus !== null) return 'already_disputed';
  const now = new Date();
  await tx
    .update(orders)
    .set({ disputeStatus: 'open', disputeReason: reason, disputeOpenedAt: now })
    .where(eq(orders.id, order.id));
  // The bank decides a chargeback and staff follow it: no side is awaited, no default ruling.
  await startClock(tx, { ...clockStartOf(order, now), staffReason: 'chargeback' });
  await deps.notifier.notify(tx, order.sellerId, {
    kind: 'order_disputed',
    params: { orderId: orderNumber(order.id) },
    link: orderPath(order.id),
  });
  return 'frozen';
}

/**
 * Chargeback protection (src/payments/chargebacks.service.ts), the order's side, under the order's
 * lock (the caller holds it): a lost chargeback is covered when the order's delivery was proven — its
 * codes were delivered automatically, or the buyer confirmed. An order still pending with its money
 * held and its dispute open (frozen by the chargeback) is released to its seller as a staff release
 * (`decideDispute`, with `note`), unless the seller is banned (staff decide that); a completed order
 * stays as it is. 'not_covered': nothing done (not proven, banned seller, refunded, not frozen).
 */
export async function settleOrderForCoveredChargeback(
  tx: Tx,
  orderId: string,
  note: string,
  deps: OrderDeps,
): Promise<'released' | 'completed' | 'not_covered'> {
  const order = await lockOrder(tx, orderId);
  const proven = order.buyerConfirmedAt !== null || (order.automaticDelivery && order.deliveredAt !== null);
  if (!proven) return 'not_covered';
  if (order.status === 'completed') return 'completed';
  if (order.status !== 'pending' || order.escrow !== 'held' || order.disputeStatus !== 'open')
    return 'not_covered';
  if (await sellerIsBanned(tx, order.sellerId)) return 'not_covered';
  await decideDispute(tx, order.id, 'release', note, deps);
  return 'released';
}

/**
 * An admin decides an open dispute: release to the seller or refund the buyer, with a note. Both are
 * told. Releasing to a banned seller is an explicit choice (`payBannedSeller`), else
 * PAYOUT_TO_BANNED_SELLER and nothing changes.
 */
export async function decideDispute(
  tx: Tx,
  orderId: string,
  decision: 'release' | 'refund',
  note: string,
  deps: OrderDeps,
  options: { payBannedSeller?: boolean | undefined } = {},
): Promise<{ before: OrderRow; sellerBanned: boolean }> {
  const order = await lockOrder(tx, orderId);
  if (order.disputeStatus !== 'open') throw new AppError('DISPUTE_NOT_OPEN');
  const sellerBanned = await sellerIsBanned(tx, order.sellerId);
  if (decision === 'release' && sellerBanned && options.payBannedSeller !== true) {
    throw new AppError('PAYOUT_TO_BANNED_SELLER');
  }
  if (decision === 'release') await releaseOrder(tx, order, deps);
  else await refundOrder(tx, order);
  await closeOpenProposals(tx, order.id);
  const now = new Date();
  await tx
    .update(orders)
    .set({
      disputeStatus: decision === 'release' ? 'released' : 'refunded',
      disputeResolvedAt: now,
      disputeNote: note,
    })
    .where(eq(orders.id, order.id));
  // Staff decided (before a deadline passed, this overrules the clock): it stops.
  const clock = await lockClock(tx, 'order_dispute', order.id);
  if (clock) await closeClock(tx, clock, 'staff', now);
  const params = { orderId: orderNumber(order.id) };
  const link = orderPath(order.id);
  if (decision === 'release') {
    await deps.notifier.notify(tx, order.buyerId, { kind: 'order_completed', params, link });
  } else {
    await notifyRefunded(tx, order, deps);
  }
  return { before: order, sellerBanned };
}

function clockStartOf(order: OrderRow, now: Date) {
  return {
    subjectType: 'order_dispute' as const,
    subjectId: order.id,
    category: order.category,
    buyerId: order.buyerId,
    sellerId: order.sellerId,
    now,
  };
}

/**
 * The order's open dispute and its clock, both locked (the order first: every writer of a dispute
 * takes the order's lock before the clock's, so a default ruling, a late answer and a staff decision
 * are serialized and exactly one of them settles it).
 */
async function lockDisputeClock(
  tx: Tx,
  orderId: string,
): Promise<{ order: OrderRow; clock: ClockRow | null }> {
  const order = await lockOrder(tx, orderId);
  return { order, clock: await lockClock(tx, 'order_dispute', order.id) };
}

/**
 * The buyer or the seller answers the open dispute with a message (POST …/dispute/answer): recorded
 * with who and when; the awaited side's answer moves the clock on (the seller's: the buyer's turn; the
 * buyer's: staff). The other side is told. Anyone else: 404; staff: 403 (they decide, they do not
 * answer); no open dispute (never opened, decided, or decided by a passed deadline a moment ago): 409.
 */
export async function answerDispute(
  tx: Tx,
  orderId: string,
  viewer: OrderViewer,
  message: string,
  deps: OrderDeps,
  now: Date = new Date(),
): Promise<void> {
  const { order, clock } = await lockDisputeClock(tx, orderId);
  const side: ClockSide | null =
    order.buyerId === viewer.id ? 'buyer' : order.sellerId === viewer.id ? 'seller' : null;
  if (!side) throw isStaff(viewer) ? new AppError('FORBIDDEN') : new AppError('TRANSACTION_NOT_FOUND');
  if (order.disputeStatus !== 'open' || !clock) throw new AppError('DISPUTE_NOT_OPEN');
  await recordAnswer(tx, clock, side, viewer.id, message, now);
  await deps.notifier.notify(tx, side === 'buyer' ? order.sellerId : order.buyerId, {
    kind: 'dispute_answered',
    params: { orderId: orderNumber(order.id), side },
    link: orderPath(order.id),
  });
}

/**
 * Staff move the awaited side's deadline later, with a reason (the route audits it); the awaited side
 * is told. Returns the deadline before.
 */
export async function extendDisputeDeadline(
  tx: Tx,
  orderId: string,
  deadlineAt: Date,
  reason: string,
  deps: OrderDeps,
  now: Date = new Date(),
): Promise<{ before: Date | null; stage: string }> {
  const { order, clock } = await lockDisputeClock(tx, orderId);
  if (order.disputeStatus !== 'open' || !clock) throw new AppError('DISPUTE_NOT_OPEN');
  const extended = await extendClock(tx, clock, deadlineAt, reason, now);
  await deps.notifier.notify(tx, extended.stage === 'seller' ? order.sellerId : order.buyerId, {
    kind: 'dispute_deadline_extended',
    params: { orderId: orderNumber(order.id), deadlineAt: deadlineAt.toISOString() },
    link: orderPath(order.id),
  });
  return { before: clock.deadlineAt, stage: clock.stage };
}

/**
 * Proof of delivery, which a silent buyer's default release needs: the codes were delivered
 * automatically, or the seller marked the order delivered, or the seller handed in evidence.
 */
async function hasProofOfDelivery(tx: Tx, order: OrderRow): Promise<boolean> {
  if (order.automaticDelivery || order.deliveredAt !== null) return true;
  const evidence = await orderEvidence(tx, order.id);
  return evidence.some((file) => file.uploaderSide === 'seller');
}

/**
 * The `dispute.deadline` job: reminds the awaited side DISPUTE_REMINDER_LEAD_HOURS before its deadline
 * (an in-app notification and a mail), and once the deadline has passed applies the default ruling of
 * the rule copied into the clock: a silent seller → refund to the buyer (or staff); a silent buyer →
 * release to the seller when delivery is proven (hasProofOfDelivery) and the seller is not banned (a
 * release to a banned seller stays with staff), else staff. Both sides are told. The order and the
 * clock are locked first, so a late answer or a staff decision either came before (the job sees it)
 * or waits and then finds the dispute decided. A job woken early waits for its next time.
 */
export async function runDisputeDeadline(
  tx: Tx,
  orderId: string,
  now: Date,
  deps: OrderDeps,
): Promise<JobDeferral | undefined> {
  const { order, clock } = await lockDisputeClock(tx, orderId);
  if (!clock || order.disputeStatus !== 'open') return undefined;
  const proof = clock.stage === 'buyer' ? await hasProofOfDelivery(tx, order) : false;
  const step = clockStep(clock, now, proof);
  const params = { orderId: orderNumber(order.id) };
  const link = orderPath(order.id);
  switch (step.kind) {
    case 'idle':
      return undefined;
    case 'wait':
      return { runAgainAt: step.until };
    case 'remind': {
      const userId = step.side === 'seller' ? order.sellerId : order.buyerId;
      await markReminded(tx, clock);
      await deps.notifier.notify(tx, userId, {
        kind: 'dispute_answer_due',
        params: { ...params, deadlineAt: step.deadlineAt.toISOString(), onSilence: step.onSilence },
        link,
      });
      await queueReminderMail(tx, order, userId, step, deps);
      return { runAgainAt: step.until };
    }
    case 'staff':
      await handToStaff(tx, clock, step.reason, now);
      await tellDefaultRuling(tx, order, 'staff', deps);
      return undefined;
    case 'rule': {
      if (step.ruling === 'release' && (await sellerIsBanned(tx, order.sellerId))) {
        await handToStaff(tx, clock, 'seller_banned', now);
        await tellDefaultRuling(tx, order, 'staff', deps);
        return undefined;
      }
      if (step.ruling === 'release') await releaseOrder(tx, order, deps);
      else await refundOrder(tx, order);
      // A partial refund still open is moot once the deadline decided.
      await closeOpenProposals(tx, order.id, now);
      await tx
        .update(orders)
        .set({
          disputeStatus: step.ruling === 'release' ? 'released' : 'refunded',
          disputeResolvedAt: now,
          disputeNote: null,
        })
        .where(eq(orders.id, order.id));
      await closeClock(tx, clock, 'default', now);
      if (step.ruling === 'release') {
        await deps.notifier.notify(tx, order.buyerId, { kind: 'order_completed', params, link });
      } else {
        await notifyRefunded(tx, order, deps);
      }
      await tellDefaultRuling(tx, order, step.ruling, deps);
      return undefined;
    }
  }
}

async function tellDefaultRuling(
  tx: Tx,
  order: OrderRow,
  ruling: 'refund' | 'release' | 'staff',
  deps: OrderDeps,
): Promise<void> {
  const notification = {
    kind: 'dispute_default_ruling' as const,
    params: { orderId: orderNumber(order.id), ruling },
    link: orderPath(order.id),
  };
  await deps.notifier.notify(tx, order.buyerId, notification);
  await deps.notifier.notify(tx, order.sellerId, notification);
}

function queueReminderMail(
  tx: Tx,
  order: OrderRow,
  userId: string,
  step: Extract<ReturnType<typeof clockStep>, { kind: 'remind' }>,
  deps: OrderDeps,
): Promise<void> {
  return queuePartyMail(tx, userId, deps, (recipient, publicOrigin) =>
    disputeReminderMail(recipient, {
      orderId: order.id,
      side: step.side,
      deadlineAt: step.deadlineAt,
      onSilence: step.onSilence,
      publicOrigin,
    }),
  );
}

/**
 * An admin decides an order held for review because its seller is banned (held, or pending with its
 * money held while the seller is banned) and not disputed (a dispute is decided in the dispute queue):
 * `release` pays the banned seller anyway, `refund` gives the buyer the money back. Both are told.
 */
export async function reviewHeldOrder(
  tx: Tx,
  orderId: string,
  decision: 'release' | 'refund',
  deps: OrderDeps,
): Promise<{ before: OrderRow; sellerBanned: boolean }> {
  const order = await lockOrder(tx, orderId);
  if (order.disputeStatus === 'open') throw new AppError('ORDER_DISPUTED');
  if (order.status !== 'pending') throw new AppError('ORDER_NOT_PENDING');
  if (order.escrow !== 'held') throw new AppError('ORDER_NOT_PAID');
  const sellerBanned = await sellerIsBanned(tx, order.sellerId);
  if (order.releaseHold === null && !sellerBanned) throw new AppError('ORDER_NOT_HELD');
  const params = { orderId: orderNumber(order.id) };
  const link = orderPath(order.id);
  if (decision === 'release') {
    await releaseOrder(tx, order, deps);
    await deps.notifier.notify(tx, order.buyerId, { kind: 'order_completed', params, link });
  } else {
    await refundOrder(tx, order);
    await notifyRefunded(tx, order, deps);
  }
  return { before: order, sellerBanned };
}

/** Rating (spec §3): 1–5 stars and a comment, once, after completion. It counts in the seller's stats. */
export async function rateOrder(
  tx: Tx,
  orderId: string,
  buyerId: string,
  rating: { stars: number; comment: string },
) {
  const order = await lockOrder(tx, orderId);
  if (order.buyerId !== buyerId)
    throw visibleTo(order, buyerId) ? new AppError('FORBIDDEN') : new AppError('TRANSACTION_NOT_FOUND');
  if (order.status !== 'completed') throw new AppError('ORDER_NOT_COMPLETED');
  const buyer = await findUserById(tx, buyerId);
  try {
    const row = await addSellerReview(tx, {
      sellerId: order.sellerId,
      authorId: buyerId,
      authorName: buyer?.username ?? '',
      stars: rating.stars,
      comment: rating.comment,
      orderId: order.id,
    });
    if (!row) throw new AppError('ORDER_ALREADY_RATED');
    await refreshSellerStats(tx, order.sellerId);
    return { stars: row.stars, comment: row.comment, createdAt: row.createdAt.toISOString() };
  } catch (error) {
    if (uniqueViolation(error) === 'seller_reviews_order_key') throw new AppError('ORDER_ALREADY_RATED');
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Reading

function visibleTo(order: Pick<OrderRow, 'buyerId' | 'sellerId'>, userId: string): boolean {
  return order.buyerId === userId || order.sellerId === userId;
}

/** For the help desk: is this one of the user's orders (as buyer or seller)? */
export async function isOwnOrder(db: DbOrTx, userId: string, orderId: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(orderId)) return false;
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), or(eq(orders.buyerId, userId), eq(orders.sellerId, userId))));
  return Boolean(row);
}

/**
 * Who an order's chat is between, for one of its two sides: its buyer and the offer, or null for
 * anyone else (staff included: they read an order's messages through the dispute views).
 */
export async function orderChatParties(
  db: DbOrTx,
  orderId: string,
  userId: string,
): Promise<{ buyerId: string; offerId: string | null } | null> {
  const [row] = await db
    .select({ buyerId: orders.buyerId, offerId: orders.offerId })
    .from(orders)
    .where(and(eq(orders.id, orderId), or(eq(orders.buyerId, userId), eq(orders.sellerId, userId))));
  return row ?? null;
}

/**
 * Transaction details: the buyer, the seller, or staff; anyone else gets "Transaction ID not found."
 */
export async function getOrderDetail(
  db: DbOrTx,
  orderId: string,
  viewer: OrderViewer,
  now = new Date(),
): Promise<OrderDetail> {
  const detail = await findOrderDetail(db, orderId, viewer, now);
  if (!detail) throw new AppError('TRANSACTION_NOT_FOUND');
  return detail;
}

/** The details of an order `viewer` may see; null when there is none (or not for them). */
export async function findOrderDetail(
  db: DbOrTx,
  orderId: string,
  viewer: OrderViewer,
  now = new Date(),
): Promise<OrderDetail | null> {
  const [row] = await orderViews(db).where(eq(orders.id, orderId)).limit(1);
  if (!row || !(visibleTo(row.order, viewer.id) || isStaff(viewer))) return null;
  const warrantyClaim = await orderWarrantyClaim(db, row.order, viewer.id, now);
  // Evidence exists only on disputed orders: no second query for the others.
  const [evidence, clocks, proposals] = row.order.disputeStatus
    ? await readsOf(db, [
        () => orderEvidence(db, orderId),
        () => clocksOf(db, 'order_dispute', [orderId]),
        () => refundProposalsByOrder(db, [orderId]),
      ])
    : [[], new Map(), new Map()];
  return toOrderDetail(
    row,
    viewer.id,
    evidence,
    clocks.get(orderId) ?? null,
    proposals.get(orderId) ?? [],
    warrantyClaim,
  );
}

type ListQuery = z.output<typeof orderListQuerySchema>;

/** The orders list (spec §2): purchases or sales, status filter, search by item or order id, pages. */
export async function listOrders(db: DbOrTx, userId: string, query: ListQuery): Promise<OrderListResponse> {
  const conditions: SQL[] = [
    query.role === 'seller' ? eq(orders.sellerId, userId) : eq(orders.buyerId, userId),
  ];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(orders.offerTitle, pattern), sql`${orders.id}::text ilike ${pattern}`) as SQL);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    orderViews(db)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return {
    orders: rows.map((row) => toOrderListItem(row, userId)),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

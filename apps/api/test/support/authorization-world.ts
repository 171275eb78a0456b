import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SANDBOX_TEST_CARDS, type UserRole } from '@lootmarket/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { buildApp } from '../../src/app';
import {
  emailVerificationTokens,
  oauthAccounts,
  passwordResetTokens,
  pendingRegistrations,
  users,
} from '../../src/auth/auth.schema';
import { hashPassword } from '../../src/auth/passwords';
import { createSession } from '../../src/auth/sessions.service';
import { generateToken, hashToken } from '../../src/auth/tokens';
import { confirmTwoFactorSetup, startTwoFactorSetup } from '../../src/auth/two-factor.service';
import { gameCategories, gameServers, games } from '../../src/catalog/catalog.schema';
import { CALLERS, type Caller } from '../../src/http/access';
import { offers } from '../../src/offers/offers.schema';
import { orders, warrantyClaims } from '../../src/orders/orders.schema';
import { checkout, confirm, fundWallet, payCardOrderWithStripe } from '../../src/orders/orders.test-support';
import { SANDBOX_SIGNATURE_HEADER } from '../../src/payments/sandbox.provider';
import {
  bearer,
  createTestContext,
  login,
  type RegisteredUser,
  TEST_PASSWORD,
  type TestContext,
  testConfig,
} from './app';
import type { DatabaseKind } from './databases';
import { pdf, screenshot } from './files';
import { type MultipartFile, multipartBody } from './multipart';
import { stripePeer } from './stripe-peer';

const STRIPE_SECRET = 'whsec_authorization_matrix';
const STRIPE_KEY = 'sk_test_authorization_matrix';

/** Who the matrix calls each route as: the callers of src/http/access.ts, and a guest (no token). */
export type MatrixCaller = Caller | 'guest';

/**
 * How an account of the world signs in. Sign-up by mail verifies the e-mail, so accounts have a
 * verified one unless said; `password: false` is an account made through a provider (GitHub …).
 */
export interface AccountOptions {
  emailVerified?: boolean;
  password?: boolean;
}

/** Each caller's roles; `owner`, `counterpart`, `otherUser` and `otherSeller` are plain users. */
const CALLER_ROLES: Record<Caller, UserRole[]> = {
  owner: ['user'],
  counterpart: ['user'],
  otherUser: ['user'],
  otherSeller: ['user'],
  support: ['user', 'support'],
  admin: ['user', 'admin'],
};

const SUCCEEDING_CARD = SANDBOX_TEST_CARDS.find((card) => card.outcome === 'succeed');
const CONFIRMING_CARD = SANDBOX_TEST_CARDS.find((card) => card.outcome === 'confirm');

/** A request through the app that must succeed: the world is built the way users build it. */
async function expectStatus(response: LightMyRequestResponse, status: number, what: string) {
  if (response.statusCode !== status) {
    throw new Error(`world: ${what} answered ${response.statusCode} (expected ${status}): ${response.body}`);
  }
  return response.json();
}

let sequence = 0;
const unique = (prefix: string) => {
  sequence += 1;
  return `${prefix}${Date.now().toString(36)}${sequence}`;
};

/**
 * The world the authorization matrix calls every route in: one account per caller, each resource a
 * route's path can name with its owner and counterpart in place, and builders of fresh resources for
 * routes that use one up. The owner (A) sells offers and buys from the counterpart (B); the other
 * user has no offers; the other seller has one of their own; a bystander seller, related to no
 * caller, sells the offer that routes without a resource buy from, chat about and report.
 */
export class AuthorizationWorld {
  readonly callers: Record<Caller, RegisteredUser>;
  readonly bystander: RegisteredUser;
  readonly game: { id: string; slug: string; category: 'gold' };
  // The resources below are made by #populate(), before build() answers the world.
  /** Active offers: the owner's, the counterpart's, the other seller's and the bystander's. */
  offers!: Record<'owner' | 'counterpart' | 'otherSeller' | 'bystander', string>;
  /** The owner bought this from the counterpart with the wallet: paid, pending, not disputed. */
  order!: string;
  /** The owner's disputed order (bought from the counterpart), with one evidence file of the owner's. */
  dispute!: { orderId: string; evidenceId: string };
  /** The owner's warranty claim (on an order bought from the counterpart), opened with one file. */
  claimEvidence!: { orderId: string; evidenceId: string };
  /** The owner's paid order of the counterpart's automatic-delivery offer (codes). */
  codeOrder!: string;
  /** The owner's purchase chat with the counterpart about the counterpart's offer. */
  conversation!: string;
  /** The owner's ticket with a PDF attachment. */
  ticket!: { id: string; attachmentId: string };
  /** The owner's open card payment (sandbox). */
  payment!: string;

  readonly #ctx: TestContext;
  readonly #stripe: Awaited<ReturnType<typeof stripePeer>>;
  readonly #env: Record<string, string>;
  readonly #passwordHash: string;

  private constructor(fields: {
    ctx: TestContext;
    stripe: Awaited<ReturnType<typeof stripePeer>>;
    env: Record<string, string>;
    passwordHash: string;
    callers: Record<Caller, RegisteredUser>;
    bystander: RegisteredUser;
    game: { id: string; slug: string };
  }) {
    this.#ctx = fields.ctx;
    this.#stripe = fields.stripe;
    this.#env = fields.env;
    this.#passwordHash = fields.passwordHash;
    this.callers = fields.callers;
    this.bystander = fields.bystander;
    this.game = { ...fields.game, category: 'gold' };
  }

  get app(): FastifyInstance {
    return this.#ctx.app;
  }
  get database() {
    return this.#ctx.database;
  }
  get db() {
    return this.#ctx.database.db;
  }

  static async build(kind: DatabaseKind['name']): Promise<AuthorizationWorld> {
    const stripe = await stripePeer();
    const env = {
      UPLOADS_DIR: mkdtempSync(path.join(tmpdir(), 'lootmarket-matrix-')),
      RATE_LIMIT_AUTH_MAX: '100000',
      RATE_LIMIT_WRITE_MAX: '100000',
      // Stripe is configured (its webhook, refunds of Stripe payments) while the sandbox takes cards.
      STRIPE_SECRET_KEY: STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET: STRIPE_SECRET,
      STRIPE_API_URL: stripe.url,
      // One refund attempt: a refund the provider fails once is stalled, for an admin to retry.
      PAYMENT_REFUND_MAX_ATTEMPTS: '1',
      // GitHub sign-in is on (its start and connect routes answer the provider's page, which no
      // call follows: the callback is called without a flow and fails back to the login page).
      OAUTH_GITHUB_CLIENT_ID: 'matrix-client',
      OAUTH_GITHUB_CLIENT_SECRET: 'matrix-secret',
    };
    const ctx = await createTestContext(kind, env);
    try {
      const passwordHash = await hashPassword(TEST_PASSWORD);
      const db = ctx.database.db;
      const game = { id: crypto.randomUUID(), slug: unique('matrix-game-') };
      await db.insert(games).values({ id: game.id, slug: game.slug, name: 'Matrix Quest' });
      await db.insert(gameCategories).values([
        { gameId: game.id, category: 'gold' },
        { gameId: game.id, category: 'keys' },
      ]);
      const account = (roles: UserRole[]) => AuthorizationWorld.#account(ctx, passwordHash, roles, {});
      const entries = await Promise.all(
        CALLERS.map(async (caller) => [caller, await account(CALLER_ROLES[caller])] as const),
      );
      const world = new AuthorizationWorld({
        ctx,
        stripe,
        env,
        passwordHash,
        callers: Object.fromEntries(entries) as Record<Caller, RegisteredUser>,
        bystander: await account(['user']),
        game,
      });
      await world.#populate();
      return world;
    } catch (error) {
      await ctx.close();
      await stripe.close();
      rmSync(env.UPLOADS_DIR, { recursive: true, force: true });
      throw error;
    }
  }

  async close() {
    await this.#ctx.close();
    await this.#stripe.close();
    rmSync(this.#env.UPLOADS_DIR as string, { recursive: true, force: true });
  }

  static async #account(
    ctx: TestContext,
    passwordHash: string,
    roles: UserRole[],
    { emailVerified = true, password = true }: AccountOptions,
  ): Promise<RegisteredUser> {
    const username = unique('matrix_');
    const email = `${username}@example.com`;
    const userId = crypto.randomUUID();
    await ctx.database.db.insert(users).values({
      id: userId,
      username,
      email,
      emailVerified,
      passwordHash: password ? passwordHash : null,
      roles,
    });
    const { token } = await createSession(ctx.database.db, userId, ctx.app.config.sessionTtlMs);
    return { userId, token, email, username };
  }

  /** A new account with these roles (signed in; its password is TEST_PASSWORD unless `password: false`). */
  account(roles: UserRole[] = ['user'], options: AccountOptions = {}): Promise<RegisteredUser> {
    return AuthorizationWorld.#account(this.#ctx, this.#passwordHash, roles, options);
  }

  /**
   * A new account of the same kind as `caller`, for routes that change the caller's own account (a
   * guest gets a plain one: their call carries no token anyway).
   */
  accountLike(caller: MatrixCaller, options: AccountOptions = {}): Promise<RegisteredUser> {
    return this.account(caller === 'guest' ? ['user'] : CALLER_ROLES[caller], options);
  }

  /** Another session of the caller's own account (for routes that end the session they are called with). */
  async session(user: RegisteredUser): Promise<string> {
    return (await this.sessionWithId(user)).token;
  }

  /** Another session of the user's (the owner unless said): its token and id. */
  sessionWithId(user: RegisteredUser = this.callers.owner): Promise<{ token: string; sessionId: string }> {
    return createSession(this.db, user.userId, this.app.config.sessionTtlMs);
  }

  /** An account of `caller`'s kind with GitHub sign-in connected (and its password). */
  async accountWithGitHub(caller: MatrixCaller): Promise<RegisteredUser> {
    const user = await this.accountLike(caller);
    await this.db.insert(oauthAccounts).values({
      provider: 'github',
      providerUserId: unique('gh-'),
      userId: user.userId,
      email: user.email,
    });
    return user;
  }

  async #populate() {
    const { owner, counterpart, otherSeller } = this.callers;
    this.offers = {
      owner: await this.offer(owner.userId),
      counterpart: await this.offer(counterpart.userId),
      otherSeller: await this.offer(otherSeller.userId),
      bystander: await this.offer(this.bystander.userId),
    };
    // Every caller has a USD wallet with money in it; the owner buys a lot.
    for (const user of [...Object.values(this.callers), this.bystander]) {
      await fundWallet(this.db, user.userId, user === owner ? 10_000_000n : 1_000_000n);
    }
    this.order = await this.paidOrder();
    this.dispute = await this.disputedOrderWithEvidence();
    this.claimEvidence = await this.claimedOrderWithEvidence();
    this.codeOrder = await this.automaticDeliveryOrder();
    this.conversation = await this.#conversation();
    this.ticket = await this.#ticketWithAttachment();
    this.payment = await this.openPayment('card');
    // The counterpart has bought the owner's offer: a buyer of it.
    await this.paidOrder(counterpart, this.offers.owner);
  }

  call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    user: RegisteredUser,
    payload?: unknown,
  ) {
    return this.app.inject({
      method,
      url,
      headers: bearer(user.token),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  }

  multipart(url: string, user: RegisteredUser, files: MultipartFile[], fields: Record<string, string> = {}) {
    const body = multipartBody(files, fields);
    return this.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(user.token) },
    });
  }

  /** What a checkout page shows for the world's gold offers (USD 5.00) and sends with the order. */
  readonly shownPrice = { unitPrice: '500', currency: 'USD' } as const;

  /**
   * An active offer of `sellerId` (the owner unless said) in the world's game: gold at USD 5.00 with
   * plenty of stock, or keys (automatic delivery: the stock is its unsold codes, none yet).
   */
  async offer(
    sellerId = this.callers.owner.userId,
    options: { active?: boolean; category?: 'gold' | 'keys' } = {},
  ): Promise<string> {
    const id = crypto.randomUUID();
    await this.db.insert(offers).values({
      id,
      sellerId,
      gameId: this.game.id,
      category: options.category ?? this.game.category,
      title: options.category === 'keys' ? 'Matrix key' : 'Matrix gold, 100k',
      description: 'Delivered face to face.',
      deliveryTime: '1h',
      priceMinor: BigInt(this.shownPrice.unitPrice),
      currency: 'USD',
      stock: options.category === 'keys' ? 0 : 1000,
      active: options.active ?? true,
    });
    return id;
  }

  /** An offer of the owner's that staff took down (inactive and locked until lifted). */
  async takenDownOffer(): Promise<string> {
    const id = await this.offer();
    await expectStatus(
      await this.call('POST', `/api/v1/admin/moderation/offers/${id}/deactivate`, this.callers.support, {
        reason: 'Matrix take-down',
      }),
      200,
      'take-down',
    );
    return id;
  }

  /** An offer of the owner's with one photo; answers both ids. */
  async offerWithPhoto(): Promise<{ offerId: string; photoId: string }> {
    const offerId = await this.offer();
    const uploaded = await expectStatus(
      await this.multipart(`/api/v1/offers/${offerId}/photos`, this.callers.owner, [
        { field: 'photos', filename: 'gold.png', contentType: 'image/png', data: await screenshot() },
      ]),
      201,
      'photo upload',
    );
    return { offerId, photoId: uploaded.photos[0].id };
  }

  /** A paid, pending wallet order: `buyer` (the owner) buys `offerId` (the counterpart's). */
  async paidOrder(buyer = this.callers.owner, offerId = this.offers.counterpart): Promise<string> {
    const placed = await checkout(this.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'wallet' });
    return (await expectStatus(placed, 201, 'wallet checkout')).order.id;
  }

  /**
   * The owner's paid order of a seller banned since: its release is held for an admin's review (a
   * seller of its own, so the world's callers stay unbanned).
   */
  async orderOfBannedSeller(): Promise<string> {
    const seller = await this.account();
    const orderId = await this.paidOrder(this.callers.owner, await this.offer(seller.userId));
    await this.#ban(seller);
    return orderId;
  }

  /** The owner's paid order with a dispute open. */
  async disputedOrder(): Promise<string> {
    const id = await this.paidOrder();
    await expectStatus(
      await this.call('POST', `/api/v1/orders/${id}/dispute`, this.callers.owner, {
        reason: 'Nothing arrived',
      }),
      200,
      'open dispute',
    );
    return id;
  }

  async disputedOrderWithEvidence(): Promise<{ orderId: string; evidenceId: string }> {
    const id = await this.paidOrder();
    const detail = await expectStatus(
      await this.multipart(
        `/api/v1/orders/${id}/dispute`,
        this.callers.owner,
        [{ field: 'evidence', filename: 'receipt.pdf', contentType: 'application/pdf', data: pdf() }],
        { reason: 'The account was taken back' },
      ),
      200,
      'open dispute with evidence',
    );
    return { orderId: id, evidenceId: detail.evidence[0].id };
  }

  /** The owner's order carrying a 14-day warranty, confirmed: completed, the seller's net reserved. */
  async warrantedOrder(): Promise<string> {
    const id = await this.paidOrder();
    // The world's offers are gold (no warranty): the order is given one before its completion.
    await this.db.update(orders).set({ warrantyDays: 14 }).where(eq(orders.id, id));
    await expectStatus(await confirm(this.app, this.callers.owner.token, id), 200, 'confirm');
    return id;
  }

  /** A warranted order with the owner's open warranty claim (and the counterpart's replacement, if asked). */
  async claimedOrder(replaced = false): Promise<{ orderId: string; claimId: string }> {
    const orderId = await this.warrantedOrder();
    const claim = (method: string, body: object, user: RegisteredUser) =>
      this.app.inject({
        method: 'POST',
        url: `/api/v1/orders/${orderId}/warranty-claim${method}`,
        headers: { ...bearer(user.token), 'idempotency-key': crypto.randomUUID() },
        payload: body,
      });
    await expectStatus(
      await claim('', { reason: 'recovered', description: 'Taken back' }, this.callers.owner),
      201,
      'open warranty claim',
    );
    if (replaced) {
      await expectStatus(
        await claim('/answer', { action: 'replace', note: 'New login' }, this.callers.counterpart),
        200,
        'replace',
      );
    }
    const [row] = await this.db.select().from(warrantyClaims).where(eq(warrantyClaims.orderId, orderId));
    return { orderId, claimId: row?.id ?? '' };
  }

  /** A warranted order whose warranty claim the owner opened with a file (multipart). */
  async claimedOrderWithEvidence(): Promise<{ orderId: string; evidenceId: string }> {
    const orderId = await this.warrantedOrder();
    const body = multipartBody(
      [{ field: 'evidence', filename: 'login-history.pdf', contentType: 'application/pdf', data: pdf() }],
      { reason: 'recovered', description: 'The original owner took it back' },
    );
    const detail = await expectStatus(
      await this.app.inject({
        method: 'POST',
        url: `/api/v1/orders/${orderId}/warranty-claim`,
        payload: body.payload,
        headers: {
          ...body.headers,
          ...bearer(this.callers.owner.token),
          'idempotency-key': crypto.randomUUID(),
        },
      }),
      201,
      'open warranty claim with evidence',
    );
    return { orderId, evidenceId: detail.warrantyClaim.evidence[0].id };
  }

  /** The owner's order, confirmed: completed, the seller paid. */
  async completedOrder(): Promise<string> {
    const id = await this.paidOrder();
    await expectStatus(await confirm(this.app, this.callers.owner.token, id), 200, 'confirm');
    return id;
  }

  async automaticDeliveryOrder(): Promise<string> {
    const { counterpart } = this.callers;
    const offerId = await this.offer(counterpart.userId, { category: 'keys' });
    await expectStatus(
      await this.call('POST', `/api/v1/offers/${offerId}/codes`, counterpart, {
        codes: ['MATRIX-1', 'MATRIX-2'],
      }),
      201,
      'upload codes',
    );
    return this.paidOrder(this.callers.owner, offerId);
  }

  /** The owner's open sandbox payment of a card or crypto checkout of the counterpart's offer. */
  async openPayment(method: 'card' | 'crypto'): Promise<string> {
    const placed = await checkout(this.app, this.callers.owner.token, {
      offerId: this.offers.counterpart,
      quantity: 1,
      paymentMethod: method,
    });
    return (await expectStatus(placed, 201, `${method} checkout`)).payment.id;
  }

  /**
   * The owner's sandbox crypto payment, paid, its order disputed and refunded by an admin: the
   * sandbox took the refund at once and left it for the owner to claim on its claim page.
   */
  async refundedCryptoPayment(): Promise<string> {
    const { owner, admin } = this.callers;
    const id = await this.openPayment('crypto');
    const paid = await expectStatus(
      await this.call('POST', `/api/v1/payments/${id}/sandbox/crypto`, owner, { outcome: 'confirm' }),
      200,
      'settle the test invoice',
    );
    const orderId: string = paid.orderId;
    await expectStatus(
      await this.call('POST', `/api/v1/orders/${orderId}/dispute`, owner, { reason: 'Nothing came' }),
      200,
      'dispute of the crypto order',
    );
    await expectStatus(
      await this.call('POST', `/api/v1/admin/disputes/${orderId}/refund`, admin, { note: 'Refund' }),
      200,
      'refund decision',
    );
    return id;
  }

  /** The owner's card payment waiting for the extra confirmation step. */
  async paymentAwaitingConfirmation(): Promise<string> {
    const id = await this.openPayment('card');
    await expectStatus(
      await this.call('POST', `/api/v1/payments/${id}/sandbox/card`, this.callers.owner, {
        ...this.card(CONFIRMING_CARD?.number),
      }),
      200,
      'card needing confirmation',
    );
    return id;
  }

  /** A test card form (the succeeding card unless another number is given). */
  card(number = SUCCEEDING_CARD?.number ?? '') {
    const nextYear = (new Date().getUTCFullYear() + 1) % 100;
    return { number, expiry: `12/${String(nextYear).padStart(2, '0')}`, cvc: '123', name: 'Matrix Owner' };
  }

  /** A signed sandbox webhook event that pays a fresh open payment of the owner's. */
  async sandboxPaymentEvent(): Promise<{ payload: string; headers: Record<string, string> }> {
    const payload = JSON.stringify({
      id: crypto.randomUUID(),
      type: 'payment.succeeded',
      paymentId: await this.openPayment('card'),
    });
    return {
      payload,
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: this.app.payments.sandbox.sign(payload),
      },
    };
  }

  async #conversation(): Promise<string> {
    const { owner, counterpart } = this.callers;
    const opened = await expectStatus(
      await this.call('POST', '/api/v1/chat/conversations', owner, { offerId: this.offers.counterpart }),
      200,
      'open conversation',
    );
    const id: string = opened.conversation.id;
    const url = `/api/v1/chat/conversations/${id}/messages`;
    await expectStatus(
      await this.call('POST', url, owner, { body: 'Is the gold still there?' }),
      201,
      'message',
    );
    await expectStatus(await this.call('POST', url, counterpart, { body: 'Yes, 100k of it.' }), 201, 'reply');
    return id;
  }

  /** The owner's new ticket (JSON, no files). */
  async ticketOfOwner(): Promise<string> {
    const created = await expectStatus(
      await this.call('POST', '/api/v1/tickets', this.callers.owner, this.ticketForm()),
      201,
      'ticket',
    );
    return created.ticket.id;
  }

  ticketForm() {
    return {
      type: 'Payment',
      title: 'Where is my gold?',
      description: 'The order says delivered, the mailbox is empty.',
      email: this.callers.owner.email,
    } as const;
  }

  async #ticketWithAttachment(): Promise<{ id: string; attachmentId: string }> {
    const fields = Object.fromEntries(Object.entries(this.ticketForm()).map(([k, v]) => [k, String(v)]));
    const created = await expectStatus(
      await this.multipart(
        '/api/v1/tickets',
        this.callers.owner,
        [{ field: 'attachments', filename: 'receipt.pdf', contentType: 'application/pdf', data: pdf() }],
        fields,
      ),
      201,
      'ticket with attachment',
    );
    return { id: created.ticket.id, attachmentId: created.ticket.attachments[0].id };
  }

  /** A withdrawal of the owner's waiting for review. */
  async pendingWithdrawal(): Promise<string> {
    const requested = await this.app.inject({
      method: 'POST',
      url: '/api/v1/withdrawals',
      headers: { ...bearer(this.callers.owner.token), 'idempotency-key': crypto.randomUUID() },
      payload: { ...this.withdrawalForm(), password: TEST_PASSWORD },
    });
    return (await expectStatus(requested, 201, 'withdrawal')).id;
  }

  /** A withdrawal's details (the proof goes beside them: the password of the world's accounts). */
  withdrawalForm() {
    return {
      currency: 'USD',
      amount: '1000',
      method: 'bank_transfer',
      destination: 'DE89370400440532013000',
    };
  }

  /** A link token of a registration waiting for confirmation (its password is TEST_PASSWORD). */
  async registrationToken(): Promise<string> {
    const username = unique('matrix_');
    const token = generateToken();
    await this.db.insert(pendingRegistrations).values({
      id: crypto.randomUUID(),
      email: `${username}@example.com`,
      username,
      passwordHash: this.#passwordHash,
      tokenHash: hashToken(token),
      browserBindingHash: hashToken(generateToken()),
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    });
    return token;
  }

  totp(secret: string): Promise<string> {
    return generate({ secret });
  }

  /** The fee rules in force, as the PUT route takes them. */
  async feeRules() {
    const current = await expectStatus(
      await this.call('GET', '/api/v1/admin/fee-rules', this.callers.admin),
      200,
      'fee rules',
    );
    return { purchase: current.purchase, withdrawal: current.withdrawal };
  }

  /** An account (of `caller`'s kind) with two-factor sign-in on; answers it with its unused recovery codes. */
  async accountWithTwoFactor(caller: MatrixCaller = 'otherUser') {
    const user = await this.accountLike(caller);
    const { secret } = await startTwoFactorSetup(this.db, { id: user.userId, email: user.email });
    const recoveryCodes = await confirmTwoFactorSetup(this.db, user.userId, await generate({ secret }));
    return { user, secret, recoveryCodes };
  }

  /**
   * An account of `caller`'s kind with two-factor setup started, not confirmed: answers it with its
   * secret. `password: false`: made through a provider and signed in just now.
   */
  async accountSettingUpTwoFactor(caller: MatrixCaller, options: AccountOptions = {}) {
    const user = await this.accountLike(caller, options);
    const { secret } = await startTwoFactorSetup(this.db, { id: user.userId, email: user.email });
    return { user, secret };
  }

  /** A password sign-in of a two-factor account, halfway: its challenge token and a recovery code. */
  async twoFactorChallenge(): Promise<{ challengeToken: string; code: string }> {
    const { user, recoveryCodes } = await this.accountWithTwoFactor();
    const started = await expectStatus(await login(this.app, user.email), 200, 'password sign-in');
    return { challengeToken: started.challengeToken, code: recoveryCodes[0] as string };
  }

  /** The link token of an e-mail verification for a new, unverified account. */
  async emailVerificationToken(): Promise<string> {
    const user = await this.account(['user'], { emailVerified: false });
    const token = generateToken();
    await this.db.insert(emailVerificationTokens).values({
      id: crypto.randomUUID(),
      userId: user.userId,
      email: user.email,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    });
    return token;
  }

  /** A live "forgot password?" link of an account of its own (a reset ends that account's sessions). */
  async passwordResetToken(): Promise<string> {
    const user = await this.account();
    const token = generateToken();
    await this.db.insert(passwordResetTokens).values({
      id: crypto.randomUUID(),
      userId: user.userId,
      email: user.email,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    });
    return token;
  }

  /** An account with an uploaded avatar (its row only: taking it down removes files that may be absent). */
  async accountWithAvatar(): Promise<RegisteredUser> {
    const user = await this.account();
    await this.db.update(users).set({ avatarPhotoId: crypto.randomUUID() }).where(eq(users.id, user.userId));
    return user;
  }

  async bannedAccount(): Promise<RegisteredUser> {
    const user = await this.account();
    await this.#ban(user);
    return user;
  }

  async #ban(user: RegisteredUser) {
    await expectStatus(
      await this.call('POST', `/api/v1/admin/users/${user.userId}/ban`, this.callers.admin, {
        reason: 'Matrix',
      }),
      200,
      'ban',
    );
  }

  /** A server of a new game (a server on the world's game would make its gold offers need one). */
  async server(): Promise<string> {
    const id = crypto.randomUUID();
    const slug = unique('server-');
    await this.db.insert(gameServers).values({ id, gameId: await this.newGame(), slug, name: slug });
    return id;
  }

  /** A game of its own (for edits that must not touch the world's game). */
  async newGame(): Promise<string> {
    const id = crypto.randomUUID();
    const slug = unique('matrix-game-');
    await this.db.insert(games).values({ id, slug, name: slug });
    return id;
  }

  uniqueName(prefix: string) {
    return unique(prefix);
  }

  /**
   * The owner's card order paid through Stripe, disputed and refunded by an admin, whose refund to
   * the card Stripe failed until the automatic retries were over: stalled, for an admin to retry.
   * The order is placed by a second app on the same database whose card provider is Stripe (the
   * world's app takes cards with the sandbox, for the sandbox's payment page routes).
   */
  async stalledRefundOrder(): Promise<string> {
    const stripeCards = await buildApp({
      config: testConfig({ ...this.#env, PAYMENT_CARD_PROVIDER: 'stripe' }),
      database: this.database,
      logger: false,
    });
    let orderId: string;
    try {
      await stripeCards.ready();
      ({ orderId } = await payCardOrderWithStripe(
        stripeCards,
        this.db,
        this.callers.owner.token,
        this.offers.counterpart,
        {
          secret: STRIPE_SECRET,
          eventId: unique('evt_matrix_'),
          paymentIntent: unique('pi_matrix_'),
        },
      ));
    } finally {
      await stripeCards.close();
    }
    await expectStatus(
      await this.call('POST', `/api/v1/orders/${orderId}/dispute`, this.callers.owner, {
        reason: 'Never came',
      }),
      200,
      'dispute of the Stripe order',
    );
    this.#stripe.set('error');
    try {
      await expectStatus(
        await this.call('POST', `/api/v1/admin/disputes/${orderId}/refund`, this.callers.admin, {
          note: 'Refund',
        }),
        200,
        'refund decision',
      );
    } finally {
      this.#stripe.set('ok');
    }
    return orderId;
  }
}

import type { RouteAccess } from '../src/http/access';
import { newKey } from '../src/orders/orders.test-support';
import { solveHumanCheck, TEST_PASSWORD } from './support/app';
import type { AuthorizationWorld, MatrixCaller } from './support/authorization-world';
import { pdf, screenshot } from './support/files';
import type { MultipartFile } from './support/multipart';

/** One call of an operation: what goes into the path, query, body and headers. */
export interface MatrixRequest {
  /** Path parameters beyond (or instead of) the world's defaults (see defaultParams). */
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** A JSON body. */
  body?: unknown;
  multipart?: { files: MultipartFile[]; fields?: Record<string, string> };
  /** A body sent as it is (signed webhooks). */
  raw?: { payload: string; headers: Record<string, string> };
  headers?: Record<string, string>;
  /** The caller's token for this call, instead of their world account's (a fresh session or account). */
  token?: string;
  /** What an allowed call answers when that is not 2xx or 3xx (say why beside it). */
  allowedStatus?: number;
}

export interface RequestContext {
  world: AuthorizationWorld;
  caller: MatrixCaller;
  /**
   * A resource the call may use up. The denied calls of one operation share one (a refusal changes
   * nothing); each allowed call gets its own, so the order of the calls decides nothing.
   */
  fresh<T>(make: () => Promise<T>): Promise<T>;
}

export type RequestExample = (context: RequestContext) => MatrixRequest | Promise<MatrixRequest>;

/** What a path parameter is when an operation's example does not say: the world's resource of that name. */
export const defaultParams: Record<string, (world: AuthorizationWorld) => string> = {
  offerId: (world) => world.offers.owner,
  orderId: (world) => world.order,
  userId: (world) => world.callers.owner.userId,
  sellerId: (world) => world.callers.owner.userId,
  ticketId: (world) => world.ticket.id,
  attachmentId: (world) => world.ticket.attachmentId,
  conversationId: (world) => world.conversation,
  paymentId: (world) => world.payment,
  slug: (world) => world.game.slug,
  category: (world) => world.game.category,
  gameId: (world) => world.game.id,
  currency: () => 'USD',
};

/**
 * A disputed order with a partial-refund proposal the caller may answer: made by the counterpart (the
 * seller), or by the owner (the buyer) when the counterpart answers.
 */
async function answerableProposal(
  world: AuthorizationWorld,
  caller: MatrixCaller,
  fresh: RequestContext['fresh'],
): Promise<MatrixRequest> {
  return fresh(async () => {
    const orderId = await world.disputedOrder();
    const proposer = caller === 'counterpart' ? world.callers.owner : world.callers.counterpart;
    const proposed = await world.call('POST', `/api/v1/orders/${orderId}/dispute/proposals`, proposer, {
      refund: '1',
    });
    if (proposed.statusCode !== 201) throw new Error(`proposal answered ${proposed.statusCode}`);
    const proposals = proposed.json().refundProposals as Array<{ id: string }>;
    return { params: { orderId, proposalId: proposals.at(-1)?.id ?? '' } };
  });
}

const reason = { reason: 'Checked by the authorization matrix' };
const idempotent = () => ({ 'idempotency-key': newKey() });
const png = async (field: string): Promise<MultipartFile> => ({
  field,
  filename: 'screenshot.png',
  contentType: 'image/png',
  data: await screenshot(),
});

/**
 * The request of each operation (`METHOD /path` as in the OpenAPI document) that needs more than the
 * world's default path parameters: a body, a query, or a fresh resource because the call uses it up.
 * An operation with a request body, a required query parameter or a path parameter without a default
 * and no entry here fails the matrix.
 */
export const operationRequests: Record<string, RequestExample> = {
  // Sign-in
  'POST /api/v1/auth/register': async ({ world }) => {
    const name = world.uniqueName('matrix_');
    return {
      body: {
        name,
        email: `${name}@example.com`,
        password: TEST_PASSWORD,
        repeatPassword: TEST_PASSWORD,
        humanCheck: await solveHumanCheck(world.app),
      },
    };
  },
  // Confirmed from another browser than the one that registered: with the password chosen then.
  'POST /api/v1/auth/register/confirm': async ({ world, fresh }) => ({
    body: { token: await fresh(() => world.registrationToken()), password: TEST_PASSWORD },
  }),
  'POST /api/v1/auth/login': async ({ world }) => ({
    body: {
      email: world.bystander.email,
      password: TEST_PASSWORD,
      humanCheck: await solveHumanCheck(world.app),
    },
  }),
  'POST /api/v1/auth/login/two-factor': async ({ world, fresh }) => ({
    body: await fresh(() => world.twoFactorChallenge()),
  }),
  // Ends the session it is called with: a session of its own.
  // Page views (spec §7): anyone may count one.
  'POST /api/v1/analytics/page-views': () => ({
    body: { path: '/market', referrer: null, locale: 'en' },
    allowedStatus: 204,
  }),
  'POST /api/v1/auth/logout': async ({ world, caller }) =>
    caller === 'guest' ? {} : { token: await world.session(world.callers[caller]) },
  'POST /api/v1/auth/verify-email': async ({ world, fresh }) => ({
    body: { token: await fresh(() => world.emailVerificationToken()) },
  }),
  'GET /api/auth/verify-email': async ({ world, fresh }) => ({
    query: { token: await fresh(() => world.emailVerificationToken()) },
  }),
  'POST /api/v1/auth/password-reset': async ({ world }) => ({
    body: { email: world.bystander.email, humanCheck: await solveHumanCheck(world.app) },
  }),
  'POST /api/v1/auth/password-reset/confirm': async ({ world, fresh }) => ({
    body: {
      token: await fresh(() => world.passwordResetToken()),
      password: 'another horse battery',
      repeatPassword: 'another horse battery',
    },
  }),
  'GET /api/auth/oauth/{provider}': () => ({ params: { provider: 'github' } }),
  'GET /api/auth/oauth/{provider}/callback': () => ({
    params: { provider: 'github' },
    query: { code: 'matrix-code', state: 'matrix-state' },
  }),

  // My account: each call changes the caller's own account, so each caller is a new account of their kind.
  'PATCH /api/v1/account/username': ({ world }) => ({ body: { username: world.uniqueName('renamed_') } }),
  'PATCH /api/v1/account/country': () => ({ body: { country: 'PL' } }),
  'PUT /api/v1/account/avatar': async () => ({ multipart: { files: [await png('avatar')] } }),
  'DELETE /api/v1/account/avatar': () => ({}),
  'POST /api/v1/account/password': async ({ world, caller, fresh }) => ({
    token: (await fresh(() => world.accountLike(caller))).token,
    body: {
      currentPassword: TEST_PASSWORD,
      newPassword: 'another horse battery',
      repeatPassword: 'another horse battery',
    },
  }),
  // The link is sent again only to an account whose e-mail is not verified yet.
  'POST /api/v1/account/verification-email': async ({ world, caller, fresh }) => ({
    token: (await fresh(() => world.accountLike(caller, { emailVerified: false }))).token,
  }),
  // Phone verification is not offered yet (spec §2): a signed-in caller gets 503, not a refusal.
  'POST /api/v1/account/phone/verification': () => ({
    body: { phone: '+48 600 100 200' },
    allowedStatus: 503,
  }),
  // Two-factor changes carry the current password (a stolen session alone cannot change them; taken and
  // ignored where not asked yet).
  'POST /api/v1/account/two-factor/setup': async ({ world, caller, fresh }) => ({
    token: (await fresh(() => world.accountLike(caller))).token,
    body: { currentPassword: TEST_PASSWORD },
  }),
  'POST /api/v1/account/two-factor/confirm': async ({ world, caller, fresh }) => {
    const { user, code } = await fresh(async () => {
      const started = await world.accountSettingUpTwoFactor(caller);
      return { user: started.user, code: await world.totp(started.secret) };
    });
    return { token: user.token, body: { code, currentPassword: TEST_PASSWORD } };
  },
  // An account without a password proves its mailbox before two-factor sign-in goes on: each caller is a
  // new one of those, its setup under way.
  'POST /api/v1/account/two-factor/confirmation-code': async ({ world, caller, fresh }) => ({
    token: (await fresh(() => world.accountSettingUpTwoFactor(caller, { password: false }))).user.token,
  }),
  'POST /api/v1/account/two-factor/disable': async ({ world, caller, fresh }) => {
    const { user, recoveryCodes } = await fresh(() => world.accountWithTwoFactor(caller));
    return { token: user.token, body: { code: recoveryCodes[0], currentPassword: TEST_PASSWORD } };
  },
  // Sign-in methods: the world's accounts have a password and no provider; GitHub is configured.
  'POST /api/v1/account/sign-in-methods/{provider}/connect': () => ({ params: { provider: 'github' } }),
  'DELETE /api/v1/account/sign-in-methods/{provider}': async ({ world, caller, fresh }) => ({
    params: { provider: 'github' },
    token: (await fresh(() => world.accountWithGitHub(caller))).token,
  }),
  // Sessions: `sessionId` is another session of the owner's; signing out everywhere else ends every
  // session of the caller's but the one it is called with, so each caller is a new account.
  'DELETE /api/v1/account/sessions/{sessionId}': async ({ world, fresh }) => ({
    params: { sessionId: (await fresh(() => world.sessionWithId())).sessionId },
  }),
  'POST /api/v1/account/sessions/sign-out-others': async ({ world, caller, fresh }) => {
    const user = await fresh(() => world.accountLike(caller));
    await world.session(user);
    return { token: user.token };
  },

  // Back office: users
  'POST /api/v1/admin/users/{userId}/ban': async ({ world, fresh }) => ({
    params: { userId: (await fresh(() => world.account())).userId },
    body: reason,
  }),
  'POST /api/v1/admin/users/{userId}/unban': async ({ world, fresh }) => ({
    params: { userId: (await fresh(() => world.bannedAccount())).userId },
    body: reason,
  }),
  'POST /api/v1/admin/users/{userId}/reset-two-factor': async ({ world, fresh }) => ({
    params: { userId: (await fresh(() => world.accountWithTwoFactor())).user.userId },
    body: reason,
  }),
  'POST /api/v1/admin/users/{userId}/remove-avatar': async ({ world, fresh }) => ({
    params: { userId: (await fresh(() => world.accountWithAvatar())).userId },
    body: reason,
  }),
  'PUT /api/v1/admin/users/{userId}/roles': async ({ world, fresh }) => ({
    params: { userId: (await fresh(() => world.account())).userId },
    body: { roles: ['user', 'support'], ...reason },
  }),

  // Back office: moderation, catalog, disputes
  'POST /api/v1/admin/moderation/offers/{offerId}/deactivate': async ({ world, fresh }) => ({
    params: { offerId: await fresh(() => world.offer()) },
    body: reason,
  }),
  'POST /api/v1/admin/moderation/offers/{offerId}/lift': async ({ world, fresh }) => ({
    params: { offerId: await fresh(() => world.takenDownOffer()) },
    body: reason,
  }),
  'POST /api/v1/admin/moderation/offers/{offerId}/dismiss': async ({ world, fresh }) => ({
    params: { offerId: await fresh(() => world.offer()) },
    body: reason,
  }),
  'POST /api/v1/admin/moderation/offers/{offerId}/delete': async ({ world, fresh }) => ({
    params: { offerId: await fresh(() => world.offer()) },
    body: reason,
  }),
  'POST /api/v1/admin/catalog/games': ({ world }) => ({
    body: { slug: world.uniqueName('new-game-'), name: 'New Game' },
  }),
  'PATCH /api/v1/admin/catalog/games/{gameId}': async ({ world, fresh }) => ({
    params: { gameId: await fresh(() => world.newGame()) },
    body: { name: 'Renamed Game' },
  }),
  'PUT /api/v1/admin/catalog/games/{gameId}/cover': async ({ world, fresh }) => ({
    params: { gameId: await fresh(() => world.newGame()) },
    multipart: { files: [await png('cover')] },
  }),
  'DELETE /api/v1/admin/catalog/games/{gameId}/cover': async ({ world, fresh }) => ({
    params: { gameId: await fresh(() => world.newGame()) },
  }),
  'PUT /api/v1/admin/catalog/games/{gameId}/categories/{category}': async ({ world, fresh }) => ({
    params: { gameId: await fresh(() => world.newGame()), category: 'gold' },
    body: { position: 1 },
  }),
  'POST /api/v1/admin/catalog/games/{gameId}/servers': async ({ world, fresh }) => ({
    params: { gameId: await fresh(() => world.newGame()) },
    body: { slug: world.uniqueName('server-'), name: 'Europe' },
  }),
  'PATCH /api/v1/admin/catalog/servers/{serverId}': async ({ world, fresh }) => ({
    params: { serverId: await fresh(() => world.server()) },
    body: { name: 'Renamed server' },
  }),
  'GET /api/v1/admin/disputes/{orderId}/chat': ({ world }) => ({
    params: { orderId: world.dispute.orderId },
  }),
  'POST /api/v1/admin/disputes/{orderId}/release': async ({ world, fresh }) => ({
    params: { orderId: await fresh(() => world.disputedOrder()) },
    body: { note: 'The seller delivered' },
  }),
  'POST /api/v1/admin/disputes/{orderId}/refund': async ({ world, fresh }) => ({
    params: { orderId: await fresh(() => world.disputedOrder()) },
    body: { note: 'Nothing was delivered' },
  }),
  'POST /api/v1/admin/disputes/{orderId}/split': async ({ world, fresh }) => ({
    params: { orderId: await fresh(() => world.disputedOrder()) },
    body: { refund: '1', note: 'Half was delivered' },
  }),
  'POST /api/v1/admin/orders/{orderId}/refund/retry': async ({ world, fresh }) => ({
    params: { orderId: await fresh(() => world.stalledRefundOrder()) },
  }),
  'POST /api/v1/admin/orders/{orderId}/review': async ({ world, fresh }) => ({
    params: { orderId: await fresh(() => world.orderOfBannedSeller()) },
    body: { decision: 'refund', note: 'The seller was banned' },
  }),
  'POST /api/v1/admin/disputes/{orderId}/extend': async ({ world, fresh }) => ({
    params: { orderId: await fresh(() => world.disputedOrder()) },
    body: {
      deadlineAt: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
      reason: 'The seller is travelling',
    },
  }),
  'PUT /api/v1/admin/fee-rules': async ({ world }) => ({ body: await world.feeRules() }),
  'PUT /api/v1/admin/dispute-clock-rules': () => ({
    body: {
      rules: [
        { category: null, sellerHours: 24, buyerHours: 48, silentSeller: 'refund', silentBuyer: 'release' },
        {
          category: 'account',
          sellerHours: 12,
          buyerHours: 48,
          silentSeller: 'refund',
          silentBuyer: 'release',
        },
        {
          category: 'boosting',
          sellerHours: 12,
          buyerHours: 48,
          silentSeller: 'refund',
          silentBuyer: 'release',
        },
      ],
    },
  }),
  'PUT /api/v1/admin/currency-rates': () => ({
    body: { currency: 'EUR', usdValue: '1.08', asOf: '2026-11-28' },
  }),
  // Switching account warranties on again (seeded on) changes nothing: allowed answers 200.
  'PUT /api/v1/admin/warranty-rules': () => ({ body: { category: 'account', enabled: true } }),
  'POST /api/v1/admin/withdrawals/{withdrawalId}/approve': async ({ world, fresh }) => ({
    params: { withdrawalId: await fresh(() => world.pendingWithdrawal()) },
    body: {},
  }),
  'POST /api/v1/admin/withdrawals/{withdrawalId}/reject': async ({ world, fresh }) => ({
    params: { withdrawalId: await fresh(() => world.pendingWithdrawal()) },
    body: reason,
  }),

  // Catalog and offers
  'GET /api/v1/games/search': () => ({ query: { q: 'Matrix' } }),
  'POST /api/v1/offers': ({ world }) => ({
    body: {
      game: world.game.slug,
      category: world.game.category,
      title: 'Fresh gold, 50k',
      description: 'Delivered at the auction house.',
      deliveryTime: '1h',
      price: '4.50',
      currency: 'USD',
      quantity: 10,
    },
  }),
  'PATCH /api/v1/offers/{offerId}': async ({ world, fresh }) => ({
    params: { offerId: await fresh(() => world.offer()) },
    body: { title: 'Renamed gold, 100k' },
  }),
  'DELETE /api/v1/offers/{offerId}': async ({ world, fresh }) => ({
    params: { offerId: await fresh(() => world.offer()) },
  }),
  'POST /api/v1/offers/{offerId}/activate': async ({ world, fresh }) => ({
    params: { offerId: await fresh(() => world.offer(undefined, { active: false })) },
  }),
  'POST /api/v1/offers/{offerId}/deactivate': async ({ world, fresh }) => ({
    params: { offerId: await fresh(() => world.offer()) },
  }),
  // Codes belong to automatic-delivery categories (keys).
  'POST /api/v1/offers/{offerId}/codes': async ({ world, fresh }) => ({
    params: { offerId: await fresh(() => world.offer(undefined, { category: 'keys' })) },
    body: { codes: ['MATRIX-CODE-1'] },
  }),
  'GET /api/v1/offers/{offerId}/codes': async ({ world, fresh }) => ({
    params: { offerId: await fresh(() => world.offer(undefined, { category: 'keys' })) },
  }),
  'DELETE /api/v1/offers/{offerId}/codes': async ({ world, fresh }) => ({
    params: { offerId: await fresh(() => world.offer(undefined, { category: 'keys' })) },
  }),
  'POST /api/v1/offers/{offerId}/photos': async ({ world, fresh }) => ({
    params: { offerId: await fresh(() => world.offer()) },
    multipart: { files: [await png('photos')] },
  }),
  'DELETE /api/v1/offers/{offerId}/photos': async ({ world, fresh }) => ({
    params: { offerId: (await fresh(() => world.offerWithPhoto())).offerId },
  }),
  'DELETE /api/v1/offers/{offerId}/photos/{photoId}': async ({ world, fresh }) => ({
    params: await fresh(() => world.offerWithPhoto()),
  }),
  'POST /api/v1/offers/{offerId}/report': () => ({
    body: { reason: 'misleading', details: 'Not gold at all' },
  }),

  // Notifications and chat
  'POST /api/v1/notifications/read': () => ({ body: { all: true } }),
  'POST /api/v1/chat/conversations': ({ world }) => ({ body: { offerId: world.offers.bystander } }),
  'POST /api/v1/chat/conversations/{conversationId}/messages': () => ({ body: { body: 'Still there?' } }),

  // Help desk
  'POST /api/v1/tickets': ({ world }) => ({ body: world.ticketForm() }),
  'POST /api/v1/tickets/{ticketId}/replies': async ({ world, fresh }) => ({
    params: { ticketId: await fresh(() => world.ticketOfOwner()) },
    body: { body: 'Any news?' },
  }),
  'POST /api/v1/tickets/{ticketId}/close': async ({ world, fresh }) => ({
    params: { ticketId: await fresh(() => world.ticketOfOwner()) },
  }),
  'POST /api/v1/contact': async ({ world }) => ({
    body: { ...world.ticketForm(), humanCheck: await solveHumanCheck(world.app) },
  }),
  'POST /api/v1/admin/tickets/{ticketId}/replies': async ({ world, fresh }) => ({
    params: { ticketId: await fresh(() => world.ticketOfOwner()) },
    body: { body: 'We are on it.' },
  }),
  'POST /api/v1/admin/tickets/{ticketId}/close': async ({ world, fresh }) => ({
    params: { ticketId: await fresh(() => world.ticketOfOwner()) },
  }),
  'POST /api/v1/admin/tickets/{ticketId}/assign': ({ world }) => ({
    body: { assigneeId: world.callers.support.userId },
  }),

  // Payments
  'POST /api/v1/payments/{paymentId}/sandbox/card': async ({ world, fresh }) => ({
    params: { paymentId: await fresh(() => world.openPayment('card')) },
    body: world.card(),
  }),
  'POST /api/v1/payments/{paymentId}/sandbox/confirm': async ({ world, fresh }) => ({
    params: { paymentId: await fresh(() => world.paymentAwaitingConfirmation()) },
    body: { approve: true },
  }),
  'POST /api/v1/payments/{paymentId}/sandbox/crypto': async ({ world, fresh }) => ({
    params: { paymentId: await fresh(() => world.openPayment('crypto')) },
    body: { outcome: 'confirm' },
  }),
  'GET /api/v1/payments/{paymentId}/sandbox/refund-claim': async ({ world, fresh }) => ({
    params: { paymentId: await fresh(() => world.refundedCryptoPayment()) },
  }),
  'POST /api/v1/payments/{paymentId}/sandbox/refund-claim': async ({ world, fresh }) => ({
    params: { paymentId: await fresh(() => world.refundedCryptoPayment()) },
    body: { address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx' },
  }),
  'POST /api/v1/payments/{paymentId}/cancel': async ({ world, fresh }) => ({
    params: { paymentId: await fresh(() => world.openPayment('card')) },
  }),
  'POST /api/v1/payments/webhooks/{provider}': async ({ world, fresh }) => ({
    params: { provider: 'sandbox' },
    raw: await fresh(() => world.sandboxPaymentEvent()),
  }),

  // Orders
  'GET /api/v1/orders/summary': ({ world }) => ({
    query: { offerId: world.offers.bystander, quantity: '1' },
  }),
  // The price the buyer was shown goes with the order (a price raised after it was shown is refused; taken
  // and ignored where not asked yet).
  'POST /api/v1/orders': ({ world }) => ({
    headers: idempotent(),
    body: { offerId: world.offers.bystander, quantity: 1, paymentMethod: 'card', ...world.shownPrice },
  }),
  'GET /api/v1/orders/{orderId}/code': ({ world }) => ({ params: { orderId: world.codeOrder } }),
  'POST /api/v1/orders/{orderId}/confirm': async ({ world, fresh }) => ({
    params: { orderId: await fresh(() => world.paidOrder()) },
    headers: idempotent(),
  }),
  'POST /api/v1/orders/{orderId}/deliver': async ({ world, fresh }) => ({
    params: { orderId: await fresh(() => world.paidOrder()) },
  }),
  'POST /api/v1/orders/{orderId}/dispute': async ({ world, fresh }) => ({
    params: { orderId: await fresh(() => world.paidOrder()) },
    body: { reason: 'Nothing arrived' },
  }),
  'POST /api/v1/orders/{orderId}/dispute/evidence': async ({ world, fresh }) => ({
    params: { orderId: await fresh(() => world.disputedOrder()) },
    multipart: {
      files: [{ field: 'evidence', filename: 'chat.pdf', contentType: 'application/pdf', data: pdf() }],
    },
  }),
  'POST /api/v1/orders/{orderId}/dispute/answer': async ({ world, fresh }) => ({
    params: { orderId: await fresh(() => world.disputedOrder()) },
    headers: idempotent(),
    body: { message: 'I sent the gold by in-game mail.' },
  }),
  'POST /api/v1/orders/{orderId}/dispute/proposals': async ({ world, fresh }) => ({
    params: { orderId: await fresh(() => world.disputedOrder()) },
    body: { refund: '1' },
  }),
  'POST /api/v1/orders/{orderId}/dispute/proposals/{proposalId}/accept': ({ world, caller, fresh }) =>
    answerableProposal(world, caller, fresh),
  'POST /api/v1/orders/{orderId}/dispute/proposals/{proposalId}/reject': ({ world, caller, fresh }) =>
    answerableProposal(world, caller, fresh),
  'GET /api/v1/orders/{orderId}/dispute/evidence/{evidenceId}': ({ world }) => ({
    params: { orderId: world.dispute.orderId, evidenceId: world.dispute.evidenceId },
  }),
  'POST /api/v1/orders/{orderId}/warranty-claim': async ({ world, fresh }) => ({
    params: { orderId: await fresh(() => world.warrantedOrder()) },
    headers: idempotent(),
    body: { reason: 'recovered', description: 'The original owner took it back.' },
  }),
  'POST /api/v1/orders/{orderId}/warranty-claim/evidence': async ({ world, fresh }) => ({
    params: { orderId: (await fresh(() => world.claimedOrder())).orderId },
    multipart: {
      files: [{ field: 'evidence', filename: 'screenshot.pdf', contentType: 'application/pdf', data: pdf() }],
    },
  }),
  'GET /api/v1/orders/{orderId}/warranty-claim/evidence/{evidenceId}': ({ world }) => ({
    params: { orderId: world.claimEvidence.orderId, evidenceId: world.claimEvidence.evidenceId },
  }),
  // The buyer (owner) answers a replacement, the seller (counterpart) refunds.
  'POST /api/v1/orders/{orderId}/warranty-claim/answer': async ({ world, caller, fresh }) => ({
    params: { orderId: (await fresh(() => world.claimedOrder(caller === 'owner'))).orderId },
    headers: idempotent(),
    body: caller === 'owner' ? { action: 'accept_replacement' } : { action: 'refund' },
  }),
  'POST /api/v1/admin/warranty-claims/{claimId}/decide': async ({ world, fresh }) => ({
    params: { claimId: (await fresh(() => world.claimedOrder())).claimId },
    body: { decision: 'reject', note: 'Checked by the authorization matrix' },
  }),
  'POST /api/v1/orders/{orderId}/rating': async ({ world, fresh }) => ({
    params: { orderId: await fresh(() => world.completedOrder()) },
    body: { stars: 5, comment: 'Fast and friendly' },
  }),

  // Wallets and withdrawals
  'POST /api/v1/wallets': async ({ world, caller, fresh }) => ({
    token: (await fresh(() => world.accountLike(caller))).token,
    body: { currency: 'USD' },
  }),
  // Every caller has a USD wallet: a card top-up opens a sandbox payment.
  'POST /api/v1/wallet/deposits': () => ({
    headers: idempotent(),
    body: { currency: 'USD', amount: '1000', method: 'card' },
  }),
  // A withdrawal needs a verified e-mail and a fresh proof: the world's accounts give their password.
  'POST /api/v1/withdrawals': ({ world }) => ({
    headers: idempotent(),
    body: { ...world.withdrawalForm(), password: TEST_PASSWORD },
  }),
  // The mailed code is the proof of accounts with neither a password nor two-factor sign-in (made
  // through a provider): each caller is a new one of those.
  'POST /api/v1/withdrawals/confirmation-code': async ({ world, caller, fresh }) => ({
    token: (await fresh(() => world.accountLike(caller, { password: false }))).token,
    body: world.withdrawalForm(),
  }),
};

/**
 * Operations whose rule depends on the state of the resource, beyond the declaration beside the
 * route (which holds for the state its example above uses): each state is called as the callers it
 * names, or as all.
 */
export const stateRules: Record<
  string,
  Array<{ when: string; access: RouteAccess; callers?: readonly MatrixCaller[]; request: RequestExample }>
> = {
  // Privacy of chats: staff read a private chat only while a dispute is open or after one; staff see the
  // order itself, so its chat is refused (403), not hidden.
  'GET /api/v1/admin/disputes/{orderId}/chat': [
    {
      when: 'the order was never disputed',
      access: { others: 403 },
      request: ({ world }) => ({ params: { orderId: world.order } }),
    },
  ],
};

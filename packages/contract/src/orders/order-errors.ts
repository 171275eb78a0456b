/**
 * Codes of checkout, orders, payments, wallets and withdrawals that spec §8 has no message for (the
 * §8 payment messages are in errors/error-codes.ts: OWN_PRODUCT_PURCHASE, TRANSACTION_NOT_FOUND,
 * PAYMENT_LINK_NOT_FOUND, PAYMENT_FAILED, UNAUTHENTICATED). They are spread into ERROR_DEFINITIONS;
 * the message ids are the i18n catalogue's `errors.orders.*`, `errors.wallet.*` and
 * `errors.withdrawals.*` (ours).
 */
export const ORDER_ERROR_DEFINITIONS = {
  OFFER_UNAVAILABLE: {
    status: 409,
    messageId: 'errors.orders.offerUnavailable',
    message: 'This offer is no longer available.',
  },
  OUT_OF_STOCK: {
    status: 409,
    messageId: 'errors.orders.outOfStock',
    message: 'Not enough items in stock for this quantity.',
  },
  // What a purchase may take and what a release may pay (apps/api/src/orders/README.md).
  /** The offer's price (or currency) is not the one the buyer was shown; `details` has the price now. */
  PRICE_CHANGED: {
    status: 409,
    messageId: 'errors.orders.priceChanged',
    message: 'The price of this offer has changed. Check the new price and confirm again.',
  },
  /** The offer's game, category or server was taken off the market by staff. */
  OFFER_NOT_LISTED: {
    status: 409,
    messageId: 'errors.orders.offerNotListed',
    message: 'This offer is not on the market right now.',
  },
  SELLER_BANNED: {
    status: 409,
    messageId: 'errors.orders.sellerBanned',
    message: "This seller's account is suspended: their offers cannot be bought.",
  },
  /** A staff release would pay a banned seller: it needs `payBannedSeller: true` (or refund the buyer). */
  PAYOUT_TO_BANNED_SELLER: {
    status: 409,
    messageId: 'errors.orders.payoutToBannedSeller',
    message: 'The seller is banned. Confirm that they should be paid anyway, or refund the buyer.',
  },
  ORDER_NOT_HELD: {
    status: 409,
    messageId: 'errors.orders.notHeld',
    message: 'This order is not held for review.',
  },
  INSUFFICIENT_FUNDS: {
    status: 402,
    messageId: 'errors.wallet.insufficientFunds',
    message: 'Your wallet balance is too low for this payment.',
  },
  IDEMPOTENCY_KEY_REQUIRED: {
    status: 400,
    messageId: 'errors.common.idempotencyKeyRequired',
    message: 'This request needs an Idempotency-Key header.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    messageId: 'errors.common.idempotencyKeyReused',
    message: 'This Idempotency-Key was already used for a different request.',
  },
  IDEMPOTENCY_REQUEST_IN_PROGRESS: {
    status: 409,
    messageId: 'errors.common.requestInProgress',
    message: 'The same request is still being processed – please retry in a moment.',
  },
  ORDER_NOT_PENDING: {
    status: 409,
    messageId: 'errors.orders.notPending',
    message: 'This order is no longer in progress.',
  },
  ORDER_NOT_PAID: {
    status: 409,
    messageId: 'errors.orders.notPaid',
    message: 'This order has not been paid yet.',
  },
  ORDER_DISPUTED: {
    status: 409,
    messageId: 'errors.orders.disputed',
    message: 'This order is under dispute; support will decide it.',
  },
  DISPUTE_NOT_OPEN: {
    status: 409,
    messageId: 'errors.orders.disputeNotOpen',
    message: 'This order has no open dispute.',
  },
  /** Staff extend only a running clock (the seller's or the buyer's turn). */
  DISPUTE_CLOCK_NOT_RUNNING: {
    status: 409,
    messageId: 'errors.orders.disputeClockNotRunning',
    message: 'Nobody is awaited in this dispute: there is no deadline to move.',
  },
  /** An extension must move the deadline later, and into the future. */
  DISPUTE_DEADLINE_NOT_LATER: {
    status: 400,
    messageId: 'errors.orders.disputeDeadlineNotLater',
    message: 'The new deadline must be later than the current one and in the future.',
  },
  DISPUTE_EVIDENCE_TOO_MANY: {
    status: 400,
    messageId: 'errors.orders.evidenceTooMany',
    message: 'A dispute can hold up to 5 files.',
  },
  // Same words as the help desk's: the rules for files are shared (contract attachments/).
  DISPUTE_EVIDENCE_UNSUPPORTED: {
    status: 415,
    messageId: 'errors.ticket.attachmentUnsupported',
    message: 'Only images (JPEG, PNG, WebP) or PDF documents can be attached.',
  },
  DISPUTE_EVIDENCE_TOO_LARGE: {
    status: 413,
    messageId: 'errors.ticket.attachmentTooLarge',
    message: 'A file may be at most 5 MB.',
  },
  ORDER_ALREADY_RATED: {
    status: 409,
    messageId: 'errors.orders.alreadyRated',
    message: 'You have already rated this order.',
  },
  ORDER_NOT_COMPLETED: {
    status: 409,
    messageId: 'errors.orders.notCompleted',
    message: 'You can rate an order once it is completed.',
  },
  PAYMENT_DECLINED: {
    status: 402,
    messageId: 'errors.payment.declined',
    message: 'The card was declined. Try another card or payment method.',
  },
  PAYMENT_NOT_OPEN: {
    status: 409,
    messageId: 'errors.payment.notOpen',
    message: 'This payment is already finished.',
  },
  PAYMENT_METHOD_UNAVAILABLE: {
    status: 400,
    messageId: 'errors.payment.methodUnavailable',
    message: 'This payment method is not available.',
  },
  WEBHOOK_SIGNATURE_INVALID: {
    status: 400,
    messageId: 'errors.payment.webhookSignatureInvalid',
    message: 'The webhook signature is not valid.',
  },
  DEPOSIT_AMOUNT_OUT_OF_RANGE: {
    status: 422,
    messageId: 'errors.wallet.depositAmountOutOfRange',
    message: 'This top-up amount is outside the allowed range for the currency.',
  },
  WALLET_ALREADY_EXISTS: {
    status: 409,
    messageId: 'errors.wallet.alreadyExists',
    message: 'You already have a wallet in this currency.',
  },
  WALLET_NOT_FOUND: {
    status: 404,
    messageId: 'errors.wallet.notFound',
    message: 'You have no wallet in this currency.',
  },
  WITHDRAWAL_AMOUNT_INVALID: {
    status: 400,
    messageId: 'errors.withdrawals.amountInvalid',
    message: 'Enter an amount above the withdrawal fee.',
  },
  WITHDRAWAL_METHOD_UNAVAILABLE: {
    status: 422,
    messageId: 'errors.withdrawals.methodUnavailable',
    message: 'This payout method is not available.',
  },
  WITHDRAWAL_NOT_PENDING: {
    status: 409,
    messageId: 'errors.withdrawals.notPending',
    message: 'This withdrawal has already been decided.',
  },
  REFUND_ALREADY_CLAIMED: {
    status: 409,
    messageId: 'errors.payment.refundAlreadyClaimed',
    message: 'This refund has already been claimed.',
  },
  REFUND_NOT_STALLED: {
    status: 409,
    messageId: 'errors.orders.refundNotStalled',
    message: 'This refund is not waiting for staff: it is done or still being retried.',
  },
  WITHDRAWAL_SELF_APPROVAL: {
    status: 403,
    messageId: 'errors.withdrawals.selfApproval',
    message: 'You cannot approve your own withdrawal.',
  },
  // A withdrawal needs a verified e-mail and a fresh proof (withdrawalProofFor); wrong proofs pause
  // the account's withdrawals for a while. 403, not 401: the session itself is fine.
  WITHDRAWAL_EMAIL_NOT_VERIFIED: {
    status: 403,
    messageId: 'errors.withdrawals.emailNotVerified',
    message:
      'Confirm your email address before you withdraw: open the link we sent you, or send a new one from My account.',
  },
  WITHDRAWAL_PASSWORD_REQUIRED: {
    status: 403,
    messageId: 'errors.withdrawals.passwordRequired',
    message: 'Enter your password to confirm this withdrawal.',
  },
  WITHDRAWAL_PASSWORD_WRONG: {
    status: 403,
    messageId: 'errors.withdrawals.passwordWrong',
    message: 'The password is wrong. Nothing was withdrawn.',
  },
  WITHDRAWAL_TWO_FACTOR_REQUIRED: {
    status: 403,
    messageId: 'errors.withdrawals.twoFactorRequired',
    message: 'Enter a code from your authenticator app to confirm this withdrawal.',
  },
  WITHDRAWAL_TWO_FACTOR_WRONG: {
    status: 403,
    messageId: 'errors.withdrawals.twoFactorWrong',
    message: 'The code is wrong or was already used. Nothing was withdrawn.',
  },
  WITHDRAWAL_CONFIRMATION_CODE_REQUIRED: {
    status: 403,
    messageId: 'errors.withdrawals.confirmationCodeRequired',
    message: 'Send yourself a confirmation code by email and enter it to confirm this withdrawal.',
  },
  WITHDRAWAL_CONFIRMATION_CODE_WRONG: {
    status: 403,
    messageId: 'errors.withdrawals.confirmationCodeWrong',
    message:
      'The confirmation code is wrong, has expired or was sent for other details. Nothing was withdrawn.',
  },
  WITHDRAWAL_PROOF_LOCKED: {
    status: 429,
    messageId: 'errors.withdrawals.proofLocked',
    message:
      'Too many wrong passwords or codes: withdrawals are paused on this account for a while. Try again later.',
  },
  WITHDRAWAL_REQUESTER_BANNED: {
    status: 409,
    messageId: 'errors.withdrawals.requesterBanned',
    message:
      'The requester is banned: approve only after a review, with the reason for the exception, or reject it to return the money.',
  },
} as const;

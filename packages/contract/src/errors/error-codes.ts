import { ACCOUNT_ERROR_DEFINITIONS } from '../account/account-errors';
import { AUTH_ERROR_DEFINITIONS } from '../auth/auth-errors';
import { CURRENCY_RATE_FIELD_ERROR_DEFINITIONS } from '../currency-rates/currency-rate-errors';
import { OFFER_ERROR_DEFINITIONS, OFFER_FIELD_ERROR_DEFINITIONS } from '../offers/offer-errors';
import { ORDER_ERROR_DEFINITIONS } from '../orders/order-errors';
import { PARTIAL_REFUND_ERROR_DEFINITIONS } from '../orders/partial-refunds';
import { WARRANTY_CLAIM_ERROR_DEFINITIONS } from '../orders/warranty-claims';
import { TICKET_ERROR_DEFINITIONS, TICKET_FIELD_ERROR_DEFINITIONS } from '../tickets/ticket-errors';

/**
 * Every error the API answers with carries one of these codes. Each code maps to a message id of
 * the i18n catalogue (spec §8 strings under `errors.<area>.<name>`) and to its English text, which is
 * also what the API puts in `error.message`. Several codes may share one message: the code tells the
 * client what happened, the message is what a person reads.
 */
export const ERROR_DEFINITIONS = {
  // Register (spec §8)
  PASSWORDS_DO_NOT_MATCH: {
    status: 400,
    messageId: 'errors.register.passwordsDoNotMatch',
    message: 'Passwords do not match.',
  },
  HUMAN_CHECK_UNSOLVED: {
    status: 400,
    messageId: 'errors.register.recaptchaFailed',
    message: 'Failed to solve reCAPTCHA – please try again.',
  },
  HUMAN_CHECK_TOKEN_MISSING: {
    status: 400,
    messageId: 'errors.register.tokenNotObtained',
    message: 'Could not obtain token – registration aborted.',
  },
  SESSION_NOT_STARTED: {
    status: 500,
    messageId: 'errors.register.sessionNotStarted',
    message: 'Account created, but session could not start.',
  },
  EMAIL_ALREADY_REGISTERED: {
    status: 409,
    messageId: 'errors.register.emailAlreadyRegistered',
    message: 'This email is already registered. Please log in.',
  },
  VALIDATION_FAILED: {
    status: 400,
    messageId: 'errors.register.invalidData',
    message: 'Invalid data – please check the form.',
  },
  TOO_MANY_ATTEMPTS: {
    status: 429,
    messageId: 'errors.register.tooManyAttempts',
    message: 'Too many attempts – please wait a moment.',
  },
  UNEXPECTED: {
    status: 500,
    messageId: 'errors.register.unexpected',
    message: 'Unexpected error – please try again later.',
  },
  // Offer and payment (spec §8)
  UNAUTHENTICATED: {
    status: 401,
    messageId: 'errors.payment.tokenNotFound',
    message: 'Token not found – please login.',
  },
  OWN_PRODUCT_PURCHASE: {
    status: 403,
    messageId: 'errors.payment.ownProduct',
    message: 'Sorry, we cannot process this payment. You cannot purchase your own product.',
  },
  TRANSACTION_NOT_FOUND: {
    status: 404,
    messageId: 'errors.payment.transactionNotFound',
    message: 'Transaction ID not found.',
  },
  PAYMENT_LINK_NOT_FOUND: {
    status: 404,
    messageId: 'errors.payment.paymentLinkNotFound',
    message: 'Payment link not found.',
  },
  PAYMENT_FAILED: {
    status: 402,
    messageId: 'errors.payment.failed',
    message: 'Something went wrong with your payment.',
  },
  // Chat (spec §8)
  CHAT_EMPTY_MESSAGE: {
    status: 400,
    messageId: 'errors.chat.emptyMessage',
    message: 'Cannot send an empty message.',
  },
  CHAT_CONVERSATION_UNAVAILABLE: {
    status: 500,
    messageId: 'errors.chat.conversationUnavailable',
    message: 'Unable to create or fetch a conversation.',
  },
  CHAT_SEND_FAILED: {
    status: 500,
    messageId: 'errors.chat.sendFailed',
    message: 'Failed to send message.',
  },
  CHAT_LOAD_FAILED: {
    status: 500,
    messageId: 'errors.chat.loadFailed',
    message: 'Failed to load messages.',
  },
  // Offer edit (spec §8)
  OFFER_UPDATE_FAILED: {
    status: 500,
    messageId: 'errors.offerEdit.updateFailed',
    message: 'Failed to update offer.',
  },
  OFFER_DELETE_FAILED: {
    status: 500,
    messageId: 'errors.offerEdit.deleteFailed',
    message: 'Failed to delete offer or images.',
  },
  // Other (spec §8)
  GAME_RESULTS_FAILED: {
    status: 500,
    messageId: 'errors.other.gameResults',
    message: 'Error fetching game results.',
  },
  PHONE_VERIFICATION_UNAVAILABLE: {
    status: 503,
    messageId: 'errors.other.phoneVerificationUnavailable',
    message: 'Phone verification is temporarily unavailable.',
  },
  VERIFICATION_FAILED: {
    status: 400,
    messageId: 'errors.other.verificationFailed',
    message: 'Verification failed. Please try again.',
  },
  HUMAN_CHECK_FAILED: {
    status: 400,
    messageId: 'errors.other.captchaFailed',
    message: 'CAPTCHA verification failed – try again.',
  },
  TWO_FACTOR_CODE_INVALID: {
    status: 401,
    messageId: 'errors.other.verificationFailed',
    message: 'Verification failed. Please try again.',
  },
  // Not in the spec's catalogue: the spec names no message for these cases (ids under errors.auth,
  // errors.account and errors.common are ours).
  INVALID_CREDENTIALS: {
    status: 401,
    messageId: 'errors.auth.invalidCredentials',
    message: 'Wrong email or password.',
  },
  ACCOUNT_BANNED: {
    status: 403,
    messageId: 'errors.auth.accountBanned',
    message: 'This account is blocked. Please contact support.',
  },
  FORBIDDEN: {
    status: 403,
    messageId: 'errors.auth.forbidden',
    message: 'You do not have permission to do this.',
  },
  OAUTH_PROVIDER_DISABLED: {
    status: 404,
    messageId: 'errors.auth.oauthProviderDisabled',
    message: 'This sign-in method is not available.',
  },
  OAUTH_FAILED: {
    status: 400,
    messageId: 'errors.auth.oauthFailed',
    message: 'Sign-in with this provider failed – please try again.',
  },
  CURRENT_PASSWORD_WRONG: {
    status: 400,
    messageId: 'errors.account.currentPasswordWrong',
    message: 'The current password is wrong.',
  },
  USERNAME_TAKEN: {
    status: 409,
    messageId: 'errors.account.usernameTaken',
    message: 'This username is already taken.',
  },
  EMAIL_ALREADY_VERIFIED: {
    status: 409,
    messageId: 'errors.account.emailAlreadyVerified',
    message: 'Your email is already verified.',
  },
  TWO_FACTOR_ALREADY_ENABLED: {
    status: 409,
    messageId: 'errors.account.twoFactorAlreadyEnabled',
    message: 'Two-factor sign-in is already on.',
  },
  TWO_FACTOR_NOT_ENABLED: {
    status: 409,
    messageId: 'errors.account.twoFactorNotEnabled',
    message: 'Two-factor sign-in is off.',
  },
  NOT_FOUND: {
    status: 404,
    messageId: 'errors.common.notFound',
    message: 'Not found.',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    messageId: 'errors.common.serviceUnavailable',
    message: 'The service is not ready – please try again in a moment.',
  },
  // Back office (apps/admin)
  ADMIN_SELF_ACTION: {
    status: 409,
    messageId: 'errors.admin.selfAction',
    message: 'You cannot do this to your own account.',
  },
  USER_ALREADY_BANNED: {
    status: 409,
    messageId: 'errors.admin.alreadyBanned',
    message: 'This account is already blocked.',
  },
  USER_NOT_BANNED: {
    status: 409,
    messageId: 'errors.admin.notBanned',
    message: 'This account is not blocked.',
  },
  AVATAR_NOT_SET: {
    status: 409,
    messageId: 'errors.admin.avatarNotSet',
    message: 'This account has no uploaded avatar.',
  },
  CATALOG_SLUG_TAKEN: {
    status: 409,
    messageId: 'errors.admin.slugTaken',
    message: 'This address is already used by another entry.',
  },
  // Sign-in's second step and My account's security steps: account/account-errors.ts
  ...ACCOUNT_ERROR_DEFINITIONS,
  // Sign-up by mail and sign-in providers: auth/auth-errors.ts
  ...AUTH_ERROR_DEFINITIONS,
  ORDER_CHAT_NOT_DISPUTED: {
    status: 403,
    messageId: 'errors.admin.chatNotDisputed',
    message: 'The private chat of an order opens to staff only once the order has a dispute.',
  },
  OFFER_ALREADY_LOCKED: {
    status: 409,
    messageId: 'errors.admin.offerAlreadyLocked',
    message: 'This offer is already taken down.',
  },
  OFFER_NOT_LOCKED: {
    status: 409,
    messageId: 'errors.admin.offerNotLocked',
    message: 'This offer is not taken down.',
  },
  // Add product, edit offer (spec §5) and photos: offers/offer-errors.ts
  ...OFFER_ERROR_DEFINITIONS,
  // Checkout, orders, payments, wallets, withdrawals: orders/order-errors.ts
  ...ORDER_ERROR_DEFINITIONS,
  // Partial refunds in a dispute: orders/partial-refunds.ts
  ...PARTIAL_REFUND_ERROR_DEFINITIONS,
  ...WARRANTY_CLAIM_ERROR_DEFINITIONS,
  // Help desk: tickets/ticket-errors.ts
  ...TICKET_ERROR_DEFINITIONS,
} as const satisfies Record<string, { status: number; messageId: string; message: string }>;

export type ErrorCode = keyof typeof ERROR_DEFINITIONS;
export const ERROR_CODES = Object.keys(ERROR_DEFINITIONS) as [ErrorCode, ...ErrorCode[]];

export const ERROR_MESSAGE_IDS = Object.fromEntries(
  ERROR_CODES.map((code) => [code, ERROR_DEFINITIONS[code].messageId]),
) as Record<ErrorCode, string>;

export const ERROR_MESSAGES_EN = Object.fromEntries(
  ERROR_CODES.map((code) => [code, ERROR_DEFINITIONS[code].message]),
) as Record<ErrorCode, string>;

export function errorStatus(code: ErrorCode): number {
  return ERROR_DEFINITIONS[code].status;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_DEFINITIONS, value);
}

/**
 * Per-field problems in a 400 answer. The form shows the message of the field's code next to the
 * input and keeps what the user typed.
 */
export const FIELD_ERROR_DEFINITIONS = {
  required: { messageId: 'errors.field.required', message: 'This field is required.' },
  invalidEmail: { messageId: 'errors.field.invalidEmail', message: 'Enter a valid email address.' },
  tooShort: { messageId: 'errors.field.tooShort', message: 'This value is too short.' },
  tooLong: { messageId: 'errors.field.tooLong', message: 'This value is too long.' },
  invalidFormat: { messageId: 'errors.field.invalidFormat', message: 'This value has the wrong format.' },
  passwordsDoNotMatch: {
    messageId: 'errors.register.passwordsDoNotMatch',
    message: 'Passwords do not match.',
  },
  invalid: { messageId: 'errors.field.invalid', message: 'This value is not valid.' },
  // Characters no text may carry (validation/text.ts): refused in every field of every request.
  controlCharacter: {
    messageId: 'errors.field.controlCharacter',
    message: 'This text contains a control character (such as NUL) that is not allowed.',
  },
  malformedText: {
    messageId: 'errors.field.malformedText',
    message: 'This text contains a broken character – please type it again.',
  },
  invisibleCharacter: {
    messageId: 'errors.field.invisibleCharacter',
    message: 'This text contains invisible or direction-changing characters – please remove them.',
  },
  ...OFFER_FIELD_ERROR_DEFINITIONS,
  ...TICKET_FIELD_ERROR_DEFINITIONS,
  ...CURRENCY_RATE_FIELD_ERROR_DEFINITIONS,
} as const;
export type FieldErrorCode = keyof typeof FIELD_ERROR_DEFINITIONS;
export const FIELD_ERROR_CODES = Object.keys(FIELD_ERROR_DEFINITIONS) as [
  FieldErrorCode,
  ...FieldErrorCode[],
];

/** Success messages of spec §8 (ids for the i18n catalogue). */
export const SUCCESS_MESSAGE_IDS = {
  accountCreatedLoggingIn: 'success.accountCreatedLoggingIn',
  offerUpdated: 'success.offerUpdated',
  imagesDeleted: 'success.imagesDeleted',
  photosUploaded: 'success.photosUploaded',
  offerAndImagesDeleted: 'success.offerAndImagesDeleted',
  messageSent: 'success.messageSent',
  productSubmitted: 'success.productSubmitted',
  ticketSubmitted: 'success.ticketSubmitted',
  gameSelected: 'success.gameSelected',
  imageAdded: 'success.imageAdded',
  imageRemoved: 'success.imageRemoved',
} as const;

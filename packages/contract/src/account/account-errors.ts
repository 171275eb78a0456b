/**
 * Refusals of sign-in's second step and of My account's security steps (issue 18: attempt limits,
 * fresh proof before two-factor changes). Spread into ERROR_DEFINITIONS; the message ids are the i18n
 * catalogue's `errors.auth.*` and `errors.account.*` (ours).
 */
export const ACCOUNT_ERROR_DEFINITIONS = {
  TWO_FACTOR_ATTEMPTS_EXHAUSTED: {
    status: 401,
    messageId: 'errors.auth.twoFactorAttemptsExhausted',
    message: 'Too many wrong codes for this sign-in. Please sign in again.',
  },
  TOO_MANY_FAILED_ATTEMPTS: {
    status: 429,
    messageId: 'errors.account.tooManyFailedAttempts',
    message: 'Too many wrong attempts on this account. Please try again later.',
  },
  RECENT_SIGN_IN_REQUIRED: {
    status: 403,
    messageId: 'errors.account.recentSignInRequired',
    message: 'For your security, sign in again and then retry within 15 minutes.',
  },
} as const;

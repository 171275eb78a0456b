/**
 * Refusals of sign-in's second step and of My account's security steps (against account takeover: attempt
 * limits, fresh proof before two-factor changes, actions confirmed by mail). Spread into ERROR_DEFINITIONS;
 * the message ids are the i18n catalogue's `errors.auth.*` and `errors.account.*` (ours).
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
  // A code mailed to confirm a sensitive action of an account without a password (a withdrawal has its
  // own codes, WITHDRAWAL_CONFIRMATION_CODE_*; these serve My account: turning two-factor sign-in on).
  CONFIRMATION_CODE_WRONG: {
    status: 400,
    messageId: 'errors.account.confirmationCodeWrong',
    message: 'The code from the email is wrong, has expired or was already used. Ask for a new one.',
  },
  CONFIRMATION_CODE_NOT_NEEDED: {
    status: 409,
    messageId: 'errors.account.confirmationCodeNotNeeded',
    message: 'Your account has a password: confirm this step with your password, not with a code by email.',
  },
  EMAIL_NOT_VERIFIED: {
    status: 403,
    messageId: 'errors.account.emailNotVerified',
    message:
      'Confirm your email address first: open the link we sent you, or send a new one from My account.',
  },
} as const;

/**
 * Codes of sign-up by mail and of sign-in providers linked to accounts (no e-mail enumeration, no
 * takeover through an unconfirmed address). Spread into ERROR_DEFINITIONS (errors/error-codes.ts); the
 * spec names no message for these cases, so the ids under `errors.auth` are ours.
 */
export const AUTH_ERROR_DEFINITIONS = {
  REGISTRATION_LINK_INVALID: {
    status: 400,
    messageId: 'errors.auth.registrationLinkInvalid',
    message: 'This link is no longer valid. Please register again.',
  },
  REGISTRATION_PASSWORD_REQUIRED: {
    status: 401,
    messageId: 'errors.auth.registrationPasswordRequired',
    message: 'Enter the password you chose when you registered.',
  },
  PASSWORD_RESET_LINK_INVALID: {
    status: 400,
    messageId: 'errors.auth.passwordResetLinkInvalid',
    message: 'This password reset link is not valid or has already been used. Ask for a new one.',
  },
  PASSWORD_RESET_LINK_EXPIRED: {
    status: 400,
    messageId: 'errors.auth.passwordResetLinkExpired',
    message: 'This password reset link has expired. Ask for a new one.',
  },
  OAUTH_SIGN_IN_WITH_PASSWORD: {
    status: 409,
    messageId: 'errors.auth.oauthSignInWithPassword',
    message:
      'An account with this email already exists. Sign in with your password, then connect this sign-in method in My account.',
  },
  OAUTH_EMAIL_NOT_VERIFIED: {
    status: 400,
    messageId: 'errors.auth.oauthEmailNotVerified',
    message:
      'The provider has not confirmed an email address for this account. Confirm it there, or register with email and password.',
  },
  OAUTH_LINKED_ELSEWHERE: {
    status: 409,
    messageId: 'errors.auth.oauthLinkedElsewhere',
    message: 'This provider account is already connected to another Lootmarket account.',
  },
  OAUTH_ALREADY_CONNECTED: {
    status: 409,
    messageId: 'errors.auth.oauthAlreadyConnected',
    message: 'A sign-in method of this provider is already connected to your account.',
  },
  OAUTH_LAST_SIGN_IN_METHOD: {
    status: 409,
    messageId: 'errors.auth.oauthLastSignInMethod',
    message: 'This is the only way to sign in to your account. Connect another sign-in method first.',
  },
} as const satisfies Record<string, { status: number; messageId: string; message: string }>;

import { z } from 'zod';
import { emailSchema, passwordSchema, secondFactorCodeSchema, usernameSchema } from '../validation/rules';

export const USER_ROLES = ['user', 'support', 'admin'] as const;
export const userRoleSchema = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof userRoleSchema>;

export const OAUTH_PROVIDERS = ['github', 'discord', 'google'] as const;
export const oauthProviderSchema = z.enum(OAUTH_PROVIDERS);
export type OAuthProvider = z.infer<typeof oauthProviderSchema>;

/** The proof from the human check widget (ALTCHA payload, reCAPTCHA or Turnstile token). */
export const humanCheckTokenSchema = z.string().max(20_000);

/** The signed-in user, as GET /api/v1/client answers (spec §3 Account). */
export const clientUserSchema = z.object({
  userId: z.uuid(),
  username: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  roles: z.array(userRoleSchema),
  country: z.string().nullable(),
  memberSince: z.iso.datetime(),
  phone: z.string().nullable(),
  phoneVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
  hasPassword: z.boolean(),
  /** The uploaded avatar (a small square WebP), or null: the UI draws the initials. */
  avatarUrl: z.string().nullable(),
});
export type ClientUser = z.infer<typeof clientUserSchema>;

/**
 * Register (spec §5: name, email, password, repeat password, human check). The server checks the
 * match itself to answer with its own code; forms use `registerFormSchema`, which also checks it.
 */
export const registerRequestSchema = z.object({
  name: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  repeatPassword: z.string().min(1).max(128),
  humanCheck: humanCheckTokenSchema.optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const registerFormSchema = registerRequestSchema.refine((v) => v.password === v.repeatPassword, {
  path: ['repeatPassword'],
  params: { fieldCode: 'passwordsDoNotMatch' },
  message: 'passwordsDoNotMatch',
});

export const authenticatedResponseSchema = z.object({
  status: z.literal('authenticated'),
  token: z.string(),
  user: clientUserSchema,
});
export type AuthenticatedResponse = z.infer<typeof authenticatedResponseSchema>;

/**
 * The one answer to a register request that passed its checks, whether the e-mail is new or already
 * has an account: the rest goes by mail, so the answer tells nobody which e-mails are registered.
 */
export const registerResponseSchema = z.object({ status: z.literal('confirmationMailSent') });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** The token from the registration mail's link; single use, 24 hours. */
export const registrationTokenSchema = z.string().min(20).max(200);

/**
 * Confirms a registration from the mail. The browser that registered proves itself with its
 * registration cookie; any other browser (another device, a mail scanner) must give the password
 * chosen at registration, so a link alone never creates an account someone else chose the password of.
 */
export const registerConfirmRequestSchema = z.object({
  token: registrationTokenSchema,
  password: z.string().min(1).max(128).optional(),
});
export type RegisterConfirmRequest = z.input<typeof registerConfirmRequestSchema>;

export const registerConfirmResponseSchema = authenticatedResponseSchema.extend({
  /** "Account created – logging in…" */
  messageId: z.literal('success.accountCreatedLoggingIn'),
});
export type RegisterConfirmResponse = z.infer<typeof registerConfirmResponseSchema>;

/**
 * "Forgot password?": the address and the human check. The answer is the same whether or
 * not the address has an account; the mail says which. `locale` is the language the page is shown
 * in, for the mail (the server falls back to the request's language when it is absent or unknown).
 */
export const passwordResetRequestSchema = z.object({
  email: emailSchema,
  humanCheck: humanCheckTokenSchema.optional(),
  locale: z.string().max(35).optional(),
});
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

/** The one answer to a reset request that passed its checks, for any address. */
export const passwordResetRequestedResponseSchema = z.object({ status: z.literal('resetMailSent') });
export type PasswordResetRequestedResponse = z.infer<typeof passwordResetRequestedResponseSchema>;

/** The token from the reset mail's link; single use, one hour. */
export const passwordResetTokenSchema = z.string().min(20).max(200);

/** A new password under the registration rules; the server checks the match itself, with its own code. */
export const passwordResetConfirmRequestSchema = z.object({
  token: passwordResetTokenSchema,
  password: passwordSchema,
  repeatPassword: z.string().min(1).max(128),
});
export type PasswordResetConfirmRequest = z.input<typeof passwordResetConfirmRequestSchema>;

export const passwordResetFormSchema = passwordResetConfirmRequestSchema.refine(
  (v) => v.password === v.repeatPassword,
  { path: ['repeatPassword'], params: { fieldCode: 'passwordsDoNotMatch' }, message: 'passwordsDoNotMatch' },
);

/**
 * The password is changed and every session of the account has ended; the user signs in again (with
 * the second factor, if the account has one: a mailbox alone never opens a session).
 */
export const passwordResetConfirmResponseSchema = z.object({ status: z.literal('passwordChanged') });
export type PasswordResetConfirmResponse = z.infer<typeof passwordResetConfirmResponseSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(128),
  humanCheck: humanCheckTokenSchema.optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const twoFactorRequiredResponseSchema = z.object({
  status: z.literal('twoFactorRequired'),
  /** Short-lived proof that the password was right; trade it with a code for a session. */
  challengeToken: z.string(),
});

export const loginResponseSchema = z.discriminatedUnion('status', [
  authenticatedResponseSchema,
  twoFactorRequiredResponseSchema,
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const loginTwoFactorRequestSchema = z.object({
  challengeToken: z.string().min(1).max(200),
  code: secondFactorCodeSchema,
});
export type LoginTwoFactorRequest = z.input<typeof loginTwoFactorRequestSchema>;

/** GET /api/auth/readToken (spec §7): the session token from the httpOnly cookie, or null. */
export const readTokenResponseSchema = z.object({ token: z.string().nullable() });
export type ReadTokenResponse = z.infer<typeof readTokenResponseSchema>;

export const verifyEmailRequestSchema = z.object({ token: z.string().min(1).max(200) });
export const verifyEmailResponseSchema = z.object({ emailVerified: z.literal(true) });

export const authProvidersResponseSchema = z.object({
  providers: z.array(oauthProviderSchema),
});
export type AuthProvidersResponse = z.infer<typeof authProvidersResponseSchema>;

export const oauthCallbackQuerySchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});
export const oauthStartQuerySchema = z.object({
  /** Same-origin path to land on after signing in. */
  returnTo: z
    .string()
    .max(500)
    .regex(/^\/(?!\/)[^\s\\]*$/)
    .optional(),
});

/**
 * GET /api/v1/auth/login/oauth-challenge: the two-factor challenge of a provider sign-in, read once
 * from the short-lived httpOnly cookie the callback set (never from the URL), or null.
 */
export const oauthChallengeResponseSchema = z.object({ challengeToken: z.string().nullable() });
export type OAuthChallengeResponse = z.infer<typeof oauthChallengeResponseSchema>;

/** A provider account connected to the signed-in user (My account, "Sign-in methods"). */
export const connectedProviderSchema = z.object({
  provider: oauthProviderSchema,
  /** The e-mail the provider gave when it was connected. */
  email: z.string().nullable(),
  connectedAt: z.iso.datetime(),
});
export type ConnectedProvider = z.infer<typeof connectedProviderSchema>;

export const signInMethodsResponseSchema = z.object({
  hasPassword: z.boolean(),
  connected: z.array(connectedProviderSchema),
});
export type SignInMethodsResponse = z.infer<typeof signInMethodsResponseSchema>;

export const oauthConnectResponseSchema = z.object({
  /** The provider's authorization page; the browser goes there next. */
  authorizeUrl: z.url(),
});
export type OAuthConnectResponse = z.infer<typeof oauthConnectResponseSchema>;

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

export const registerResponseSchema = authenticatedResponseSchema.extend({
  /** "Account created – logging in…" */
  messageId: z.literal('success.accountCreatedLoggingIn'),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

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

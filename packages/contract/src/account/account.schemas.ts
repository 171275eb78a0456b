import { z } from 'zod';
import { clientUserSchema } from '../auth/auth.schemas';
import { countryCodeSchema } from '../validation/countries';
import { passwordSchema, secondFactorCodeSchema, totpCodeSchema, usernameSchema } from '../validation/rules';
import { text } from '../validation/text';

export const changeUsernameRequestSchema = z.object({ username: usernameSchema });
export type ChangeUsernameRequest = z.input<typeof changeUsernameRequestSchema>;
export const accountUserResponseSchema = z.object({ user: clientUserSchema });

/** The password the account has now, asked for again before a security change. */
export const currentPasswordSchema = z.string().min(1).max(128);

export const changePasswordRequestSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: passwordSchema,
  repeatPassword: z.string().min(1).max(128),
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;
export const changePasswordResponseSchema = z.object({
  /** Other sessions of the user that the change signed out. */
  revokedSessions: z.number().int().nonnegative(),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

export const resendVerificationResponseSchema = z.object({ sent: z.literal(true) });

export const PHONE_VERIFICATION_STATES = [
  'verifying',
  'verified',
  'notVerified',
  'failed',
  'temporarilyUnavailable',
] as const;
export const phoneVerificationStateSchema = z.enum(PHONE_VERIFICATION_STATES);
export const phoneVerificationRequestSchema = z.object({
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{6,20}$/),
});
export const phoneVerificationStatusSchema = z.object({ state: phoneVerificationStateSchema });

export const twoFactorSetupResponseSchema = z.object({
  /** Base32 secret, for people who type it in instead of scanning. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** PNG data URL of the otpauth QR code. */
  qrCodeDataUrl: z.string(),
});
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponseSchema>;

/**
 * Six digits mailed to the account's verified address to confirm one sensitive action of an account
 * without a password: a withdrawal (POST /api/v1/withdrawals/confirmation-code) or turning two-factor
 * sign-in on (POST /api/v1/account/two-factor/confirmation-code). 15 minutes, single use.
 */
export const CONFIRMATION_CODE_PATTERN = /^\d{6}$/;
export const confirmationCodeSchema = text().trim().regex(CONFIRMATION_CODE_PATTERN);
/** A code is on its way (202). */
export const confirmationCodeSentSchema = z.object({
  /** Until when the mailed code confirms its action (single use). */
  expiresAt: z.string(),
});
export type ConfirmationCodeSent = z.infer<typeof confirmationCodeSentSchema>;

/**
 * Two-factor changes ask for the current password: a stolen session alone neither turns
 * two-factor sign-in on (locking the owner out, or planting an authenticator that then confirms
 * withdrawals) nor off. An account without a password (it signs in only with a provider) leaves
 * `currentPassword` out: setting up needs a sign-in within the last 15 minutes, and turning it on
 * needs `confirmationCode` too, mailed to the account's verified address for this setup (the mailbox
 * is the factor a session does not give); turning off takes the authenticator or recovery code alone.
 */
export const twoFactorSetupRequestSchema = z.object({ currentPassword: currentPasswordSchema.optional() });
export type TwoFactorSetupRequest = z.input<typeof twoFactorSetupRequestSchema>;

export const twoFactorConfirmRequestSchema = z.object({
  code: totpCodeSchema,
  currentPassword: currentPasswordSchema.optional(),
  /** Accounts without a password: the code mailed by POST /api/v1/account/two-factor/confirmation-code. */
  confirmationCode: confirmationCodeSchema.optional(),
});
export type TwoFactorConfirmRequest = z.input<typeof twoFactorConfirmRequestSchema>;
export const twoFactorConfirmResponseSchema = z.object({
  /** Shown once; each signs in once instead of an authenticator code. */
  recoveryCodes: z.array(z.string()),
});
export type TwoFactorConfirmResponse = z.infer<typeof twoFactorConfirmResponseSchema>;

export const twoFactorDisableRequestSchema = z.object({
  code: secondFactorCodeSchema,
  currentPassword: currentPasswordSchema.optional(),
});
export type TwoFactorDisableRequest = z.input<typeof twoFactorDisableRequestSchema>;

/** One session of the signed-in user that still signs in (My account → Where you are signed in). */
export const accountSessionSchema = z.object({
  id: z.uuid(),
  /** Browser family from the User-Agent ("Firefox"), or the tool's own name; null when unknown. */
  browser: z.string().nullable(),
  /** Operating system family ("Windows", "iOS"); null when unknown. */
  os: z.string().nullable(),
  /** The address the session signed in from. */
  ip: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** Recorded at most once a minute. */
  lastUsedAt: z.iso.datetime(),
  /** The session that asks: this device. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionsResponseSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type AccountSessionsResponse = z.infer<typeof accountSessionsResponseSchema>;
export const accountSessionParamsSchema = z.object({ sessionId: z.uuid() });
export const signOutOtherSessionsResponseSchema = z.object({
  /** Other sessions of the user that were signed out. */
  revokedSessions: z.number().int().nonnegative(),
});
export type SignOutOtherSessionsResponse = z.infer<typeof signOutOtherSessionsResponseSchema>;

/** PATCH /api/v1/account/country: an ISO 3166-1 alpha-2 code, or null to clear it. */
export const changeCountryRequestSchema = z.object({ country: countryCodeSchema.nullable() });
export type ChangeCountryRequest = z.input<typeof changeCountryRequestSchema>;

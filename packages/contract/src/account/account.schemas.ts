import { z } from 'zod';
import { clientUserSchema } from '../auth/auth.schemas';
import { passwordSchema, secondFactorCodeSchema, totpCodeSchema, usernameSchema } from '../validation/rules';

export const changeUsernameRequestSchema = z.object({ username: usernameSchema });
export type ChangeUsernameRequest = z.input<typeof changeUsernameRequestSchema>;
export const accountUserResponseSchema = z.object({ user: clientUserSchema });

export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1).max(128),
  newPassword: passwordSchema,
  repeatPassword: z.string().min(1).max(128),
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;
export const changePasswordResponseSchema = z.object({
  /** Other sessions of the user that the change signed out. */
  revokedSessions: z.number().int().nonnegative(),
});

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

export const twoFactorConfirmRequestSchema = z.object({ code: totpCodeSchema });
export const twoFactorConfirmResponseSchema = z.object({
  /** Shown once; each signs in once instead of an authenticator code. */
  recoveryCodes: z.array(z.string()),
});
export type TwoFactorConfirmResponse = z.infer<typeof twoFactorConfirmResponseSchema>;

export const twoFactorDisableRequestSchema = z.object({ code: secondFactorCodeSchema });

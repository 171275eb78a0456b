import { z } from 'zod';
import { text } from './text';

/** Limits that the forms and the server share; one place so both reject the same input. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 32;
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;
export const EMAIL_MAX_LENGTH = 254;
export const TOTP_CODE_PATTERN = /^\d{6}$/;
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{5}-[a-z0-9]{5}$/;
export const RECOVERY_CODE_COUNT = 10;

export const emailSchema = text()
  .trim()
  .min(1)
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email())
  .transform((value) => value.toLowerCase());

export const passwordSchema = text().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

export const usernameSchema = text()
  .trim()
  .min(USERNAME_MIN_LENGTH)
  .max(USERNAME_MAX_LENGTH)
  .regex(USERNAME_PATTERN);

export const totpCodeSchema = text().trim().regex(TOTP_CODE_PATTERN);

/** A six-digit authenticator code, or one of the single-use recovery codes (`abcde-12345`). */
export const secondFactorCodeSchema = text()
  .trim()
  .toLowerCase()
  .refine((value) => TOTP_CODE_PATTERN.test(value) || RECOVERY_CODE_PATTERN.test(value));

import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  ERROR_DEFINITIONS,
  ERROR_MESSAGE_IDS,
  ERROR_MESSAGES_EN,
  errorStatus,
  FIELD_ERROR_DEFINITIONS,
  isErrorCode,
} from './error-codes';

/** The error catalogue of spec §8, verbatim (success messages excluded). */
const SPEC_ERROR_MESSAGES = [
  'Passwords do not match.',
  'Failed to solve reCAPTCHA – please try again.',
  'Could not obtain token – registration aborted.',
  'Account created, but session could not start.',
  'This email is already registered. Please log in.',
  'Invalid data – please check the form.',
  'Too many attempts – please wait a moment.',
  'Unexpected error – please try again later.',
  'Token not found – please login.',
  'Sorry, we cannot process this payment. You cannot purchase your own product.',
  'Transaction ID not found.',
  'Payment link not found.',
  'Something went wrong with your payment.',
  'Cannot send an empty message.',
  'Unable to create or fetch a conversation.',
  'Failed to send message.',
  'Failed to load messages.',
  'Failed to update offer.',
  'Failed to delete offer or images.',
  'Error fetching game results.',
  'Phone verification is temporarily unavailable.',
  'Verification failed. Please try again.',
  'CAPTCHA verification failed – try again.',
];

describe('error codes', () => {
  it('give every spec §8 error message a code', () => {
    const messages = new Set(Object.values(ERROR_MESSAGES_EN));
    for (const message of SPEC_ERROR_MESSAGES) expect(messages, message).toContain(message);
  });

  it('map each code to a message id of the form errors.<area>.<name>, one text per id', () => {
    const textById = new Map<string, string>();
    for (const code of ERROR_CODES) {
      const id = ERROR_MESSAGE_IDS[code];
      expect(id).toMatch(/^errors\.[a-zA-Z]+\.[a-zA-Z]+$/);
      const seen = textById.get(id);
      if (seen) expect(ERROR_MESSAGES_EN[code], `${code} shares ${id}`).toBe(seen);
      textById.set(id, ERROR_MESSAGES_EN[code]);
    }
    for (const { messageId, message } of Object.values(FIELD_ERROR_DEFINITIONS)) {
      const seen = textById.get(messageId);
      if (seen) expect(message).toBe(seen);
    }
  });

  it('carry HTTP statuses the clients rely on', () => {
    expect(errorStatus('EMAIL_ALREADY_REGISTERED')).toBe(409);
    expect(errorStatus('VALIDATION_FAILED')).toBe(400);
    expect(errorStatus('UNAUTHENTICATED')).toBe(401);
    expect(errorStatus('TOO_MANY_ATTEMPTS')).toBe(429);
    expect(errorStatus('UNEXPECTED')).toBe(500);
    for (const code of ERROR_CODES) expect(ERROR_DEFINITIONS[code].status).toBeGreaterThanOrEqual(400);
  });

  it('recognise only known codes', () => {
    expect(isErrorCode('TOO_MANY_ATTEMPTS')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });
});

import { otherErrorMessages, registerErrorMessages } from '@lootmarket/i18n';
import { describe, expect, it } from 'vitest';
import { errorDescriptor } from '../api/error-message';
import { humanCheckedErrorDescriptor, humanCheckFailure } from './human-check-failure';

describe('human-check failures (spec §8)', () => {
  it('keeps the register form its own words', () => {
    expect(humanCheckFailure('notMounted', 'register')).toBe(registerErrorMessages.tokenNotObtained);
    expect(humanCheckFailure('notReady', 'register')).toBe(registerErrorMessages.tokenNotObtained);
    expect(humanCheckFailure('failed', 'register')).toBe(registerErrorMessages.recaptchaFailed);
    expect(humanCheckFailure('expired', 'register')).toBe(registerErrorMessages.recaptchaFailed);
    expect(humanCheckedErrorDescriptor('HUMAN_CHECK_TOKEN_MISSING', 'register')).toBe(
      registerErrorMessages.tokenNotObtained,
    );
  });

  it('never speaks of registration on the other forms (sign-in, password reset, contact)', () => {
    for (const reason of ['notMounted', 'notReady', 'failed', 'expired'] as const)
      expect(humanCheckFailure(reason, 'other')).toBe(otherErrorMessages.captchaFailed);
    for (const code of ['HUMAN_CHECK_TOKEN_MISSING', 'HUMAN_CHECK_UNSOLVED', 'HUMAN_CHECK_FAILED'] as const)
      expect(humanCheckedErrorDescriptor(code, 'other')).toBe(otherErrorMessages.captchaFailed);
  });

  it('leaves every other API error its own message', () => {
    expect(humanCheckedErrorDescriptor('INVALID_CREDENTIALS', 'other')).toBe(
      errorDescriptor('INVALID_CREDENTIALS'),
    );
    expect(humanCheckedErrorDescriptor('TOO_MANY_ATTEMPTS', 'register')).toBe(
      errorDescriptor('TOO_MANY_ATTEMPTS'),
    );
  });
});

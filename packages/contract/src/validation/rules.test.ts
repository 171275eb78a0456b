import { describe, expect, it } from 'vitest';
import { registerFormSchema, registerRequestSchema } from '../auth/auth.schemas';
import { emailSchema, passwordSchema, secondFactorCodeSchema, usernameSchema } from './rules';

describe('shared validation rules', () => {
  it('accept passwords of 8 to 128 characters', () => {
    expect(passwordSchema.safeParse('1234567').success).toBe(false);
    expect(passwordSchema.safeParse('12345678').success).toBe(true);
    expect(passwordSchema.safeParse('x'.repeat(128)).success).toBe(true);
    expect(passwordSchema.safeParse('x'.repeat(129)).success).toBe(false);
  });

  it('accept usernames of 3 to 32 letters, digits, _ . -', () => {
    for (const ok of ['abc', 'Gold_Rush.PL-1', 'x'.repeat(32)])
      expect(usernameSchema.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['ab', 'x'.repeat(33), 'has space', 'émile', 'a@b']) {
      expect(usernameSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('normalise emails to lower case and reject malformed ones', () => {
    expect(emailSchema.parse('  Player@Example.COM ')).toBe('player@example.com');
    for (const bad of ['', 'player', 'player@', '@example.com'])
      expect(emailSchema.safeParse(bad).success, bad).toBe(false);
  });

  it('take an authenticator code or a recovery code as second factor', () => {
    expect(secondFactorCodeSchema.safeParse('123456').success).toBe(true);
    expect(secondFactorCodeSchema.safeParse('ABCDE-23456').success).toBe(true);
    expect(secondFactorCodeSchema.safeParse('12345').success).toBe(false);
  });

  it('let the register form check the repeated password, while the request schema leaves it to the server', () => {
    const input = {
      name: 'player',
      email: 'p@example.com',
      password: 'long enough',
      repeatPassword: 'different!',
    };
    expect(registerRequestSchema.safeParse(input).success).toBe(true);
    const form = registerFormSchema.safeParse(input);
    expect(form.success).toBe(false);
    expect(form.error?.issues[0]?.path).toEqual(['repeatPassword']);
  });
});

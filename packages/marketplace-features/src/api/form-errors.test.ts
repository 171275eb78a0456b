import { loginRequestSchema, registerFormSchema } from '@lootmarket/contract';
import { describe, expect, it } from 'vitest';
import { fieldErrorsFromIssues } from './form-errors';

describe('fieldErrorsFromIssues', () => {
  it('maps the contract schemas to the field codes the API also sends', () => {
    const login = loginRequestSchema.safeParse({ email: 'not-an-email', password: '' });
    expect(login.success).toBe(false);
    expect(fieldErrorsFromIssues(login.error?.issues ?? [])).toEqual({
      email: 'invalidEmail',
      password: 'required',
    });
    const register = registerFormSchema.safeParse({
      name: 'ab',
      email: 'player@example.com',
      password: 'long enough',
      repeatPassword: 'different!',
    });
    expect(fieldErrorsFromIssues(register.error?.issues ?? [])).toEqual({
      name: 'tooShort',
      repeatPassword: 'passwordsDoNotMatch',
    });
  });
});

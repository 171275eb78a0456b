import {
  FIELD_ERROR_DEFINITIONS,
  loginRequestSchema,
  offerCreateRequestSchema,
  offerFieldErrors,
  registerFormSchema,
  ticketCreateRequestSchema,
  UNSAFE_TEXT_CODES,
} from '@lootmarket/contract';
import { getMessageDescriptor } from '@lootmarket/i18n';
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

  it('gives text with invisible, direction-changing or control characters their own field codes and messages', () => {
    const ticket = ticketCreateRequestSchema.safeParse({
      type: 'General',
      title: 'Refund \u202Edaolnwod',
      description: 'It\u0000 broke',
      email: 'me@example.com',
    });
    expect(fieldErrorsFromIssues(ticket.error?.issues ?? [])).toEqual({
      title: 'invisibleCharacter',
      description: 'controlCharacter',
    });
    const offer = offerCreateRequestSchema.safeParse({
      game: 'world-of-warcraft',
      category: 'gold',
      title: 'Gold \ud800',
      description: 'Fast\u200B delivery',
      deliveryTime: '20m',
      price: '9.99',
      quantity: 1,
    });
    expect(offerFieldErrors(offer.error?.issues ?? [])).toMatchObject({
      title: 'malformedText',
      description: 'invisibleCharacter',
    });
    // The forms show each code's own message, in every language the catalogue has.
    for (const code of UNSAFE_TEXT_CODES) {
      expect(getMessageDescriptor(FIELD_ERROR_DEFINITIONS[code].messageId)?.defaultMessage).toBe(
        FIELD_ERROR_DEFINITIONS[code].message,
      );
    }
  });
});

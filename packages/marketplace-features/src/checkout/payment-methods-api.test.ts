import { paymentMethodsResponseSchema } from '@lootmarket/contract';
import { describe, expect, it } from 'vitest';
import { readPaymentMethods } from './payment-methods-api';

describe('readPaymentMethods', () => {
  const answers: unknown[] = [
    { methods: ['wallet', 'card', 'crypto'] },
    { methods: [] },
    { methods: ['card'], extra: true },
    { methods: ['paypal'] },
    { methods: ['card', 3] },
    { methods: 'card' },
    {},
    null,
    'wallet',
  ];

  it.each(answers.map((answer) => [JSON.stringify(answer), answer]))(
    'accepts and refuses %s as the contract schema does',
    (_name, answer) => {
      const parsed = paymentMethodsResponseSchema.safeParse(answer);
      if (parsed.success) expect(readPaymentMethods(answer)).toEqual(parsed.data);
      else expect(() => readPaymentMethods(answer)).toThrow(/payment methods/);
    },
  );
});

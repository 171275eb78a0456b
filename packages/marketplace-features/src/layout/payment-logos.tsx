import type { PaymentMethod } from '@lootmarket/contract';
import { defineMessages, useIntl } from 'react-intl';
import { usePaymentMethods } from '../checkout/payment-methods-api';

export const paymentLogosMessages = defineMessages({
  title: { id: 'layout.footer.payments.title', defaultMessage: 'Payment methods' },
});

/**
 * The wordmarks of each payment method on offer (spec §1 names PayPal and Apple Pay in marketing text,
 * but no provider here takes them: they are never shown). Drawn as text so each has its own accessible
 * name. The wallet is our own balance: no logo.
 */
const LOGOS: Record<PaymentMethod, ReadonlyArray<{ name: string; className: string }>> = {
  card: [
    { name: 'Visa', className: 'lm:font-black lm:italic lm:tracking-tight' },
    { name: 'Mastercard', className: 'lm:font-bold' },
  ],
  crypto: [{ name: 'Bitcoin', className: 'lm:font-bold' }],
  wallet: [],
};

export type PaymentLogosViewProps = {
  /** The payment methods this server offers (GET /api/v1/payments/methods). */
  methods: readonly PaymentMethod[];
};

/** The footer's payment logo strip: only the methods on offer; nothing at all when none has a logo. */
export function PaymentLogosView({ methods }: PaymentLogosViewProps) {
  const intl = useIntl();
  const logos = (['card', 'crypto', 'wallet'] as const)
    .filter((m) => methods.includes(m))
    .flatMap((m) => LOGOS[m]);
  if (logos.length === 0) return null;
  return (
    <section aria-labelledby="footer-payments-title" className="lm:flex lm:flex-col lm:gap-2">
      <h2 id="footer-payments-title" className="lm:font-semibold lm:text-base lm:text-foreground">
        {intl.formatMessage(paymentLogosMessages.title)}
      </h2>
      <ul className="lm:flex lm:flex-wrap lm:gap-2" data-slot="payment-logos">
        {logos.map((logo) => (
          <li
            key={logo.name}
            className={`lm:rounded-md lm:border lm:border-border lm:bg-background lm:px-3 lm:py-1.5 lm:text-foreground lm:text-sm ${logo.className}`}
          >
            {logo.name}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The logos of the payment methods this server offers: none while that is unknown or when it fails. */
export function PaymentLogos() {
  const methods = usePaymentMethods().data?.methods ?? [];
  return <PaymentLogosView methods={methods} />;
}

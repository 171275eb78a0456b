import type { PaymentMethod } from '@lootmarket/contract';
import { defineMessages, useIntl } from 'react-intl';
import { usePaymentMethods } from '../checkout/payment-methods-api';

const messages = defineMessages({
  title: { id: 'layout.footer.payments.title', defaultMessage: 'Payment methods' },
});

/**
 * The wordmarks of each payment method on offer (spec §1 names PayPal and Apple Pay in marketing text,
 * but no provider here takes them: they are never shown). Drawn as text so each has its own accessible
 * name. The wallet is our own balance: no logo.
 */
const LOGOS: Record<PaymentMethod, ReadonlyArray<{ name: string; className: string }>> = {
  card: [
    { name: 'Visa', className: 'font-black italic tracking-tight' },
    { name: 'Mastercard', className: 'font-bold' },
  ],
  crypto: [{ name: 'Bitcoin', className: 'font-bold' }],
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
    <section aria-labelledby="footer-payments-title" className="flex flex-col gap-2">
      <h2 id="footer-payments-title" className="font-semibold text-base text-foreground">
        {intl.formatMessage(messages.title)}
      </h2>
      <ul className="flex flex-wrap gap-2" data-slot="payment-logos">
        {logos.map((logo) => (
          <li
            key={logo.name}
            className={`rounded-md border border-border bg-background px-3 py-1.5 text-foreground text-sm ${logo.className}`}
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

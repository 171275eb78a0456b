import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  title: { id: 'layout.footer.payments.title', defaultMessage: 'Payment methods' },
});

/** Spec §1 payment methods; wordmarks drawn as text so each has its own accessible name. */
const PAYMENT_METHODS = [
  { name: 'Visa', className: 'font-black italic tracking-tight' },
  { name: 'Mastercard', className: 'font-bold' },
  { name: 'PayPal', className: 'font-extrabold italic' },
  { name: 'Apple Pay', className: 'font-semibold' },
  { name: 'Bitcoin', className: 'font-bold' },
  { name: 'USDT', className: 'font-bold' },
] as const;

export function PaymentLogos() {
  const intl = useIntl();
  return (
    <section aria-labelledby="footer-payments-title" className="flex flex-col gap-2">
      <h2 id="footer-payments-title" className="font-semibold text-base text-foreground">
        {intl.formatMessage(messages.title)}
      </h2>
      <ul className="flex flex-wrap gap-2" data-slot="payment-logos">
        {PAYMENT_METHODS.map((method) => (
          <li
            key={method.name}
            className={`rounded-md border border-border bg-background px-3 py-1.5 text-foreground text-sm ${method.className}`}
          >
            {method.name}
          </li>
        ))}
      </ul>
    </section>
  );
}

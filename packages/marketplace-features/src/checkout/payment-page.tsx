import type { ErrorCode, PaymentSession, SandboxCardOutcome } from '@lootmarket/contract';
import { formatDateTime } from '@lootmarket/i18n';
import { Alert, Button, DataList, Field, Input, Spinner } from '@lootmarket/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { ApiError, type ApiResult } from '../api/api-client';
import { errorDescriptor } from '../api/error-message';
import { useAuth } from '../auth/auth-provider';
import {
  cancelPayment,
  confirmSandboxCard,
  ordersQueryKey,
  paymentQueryKey,
  paySandboxCard,
  settleSandboxCrypto,
  usePayment,
} from '../orders/orders-api';
import { useFormatMoney } from '../orders/use-format-money';
import { TestModeNotice } from '../test-mode';
import { walletsQueryKey } from '../wallet/wallet-api';
import { paymentPageMessages as m } from './checkout-messages';

export type CardForm = { number: string; expiry: string; cvc: string; name: string };

export type SandboxPaymentViewProps = {
  payment: PaymentSession;
  /** Formatted amount due. */
  amount: string;
  card: CardForm;
  onCardChange: (card: CardForm) => void;
  onPayCard: () => void;
  onConfirm: (approve: boolean) => void;
  onCrypto: (outcome: 'confirm' | 'expire') => void;
  /** Gives up the payment (the order fails, nothing is charged). */
  onCancel: () => void;
  busy: boolean;
  error: string | null;
  /** Fields left empty on the last submit. */
  missing: ReadonlyArray<keyof CardForm>;
};

const outcomeMessage: Record<SandboxCardOutcome, (typeof m)[keyof typeof m]> = {
  succeed: m.outcomeSucceed,
  decline: m.outcomeDecline,
  confirm: m.outcomeConfirm,
};

/** A test expiry that is always in the future: December, two years ahead. */
function futureExpiry(now = new Date()) {
  return `12/${String((now.getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
}

/** The sandbox provider's hosted page: test cards, the extra confirmation step, the test crypto invoice. */
export function SandboxPaymentView({
  payment,
  amount,
  card,
  onCardChange,
  onPayCard,
  onConfirm,
  onCrypto,
  onCancel,
  busy,
  error,
  missing,
}: SandboxPaymentViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const finished = !['open', 'requires_confirmation'].includes(payment.status);
  const deposit = payment.purpose === 'deposit';
  const fieldError = (field: keyof CardForm) => (missing.includes(field) ? t(m.required) : undefined);

  function submitCard(event: FormEvent) {
    event.preventDefault();
    onPayCard();
  }

  return (
    <div className="lm:flex lm:flex-col lm:gap-6" aria-busy={busy || undefined}>
      {payment.provider === 'sandbox' ? <TestModeNotice>{t(m.testModeBody)}</TestModeNotice> : null}
      <DataList
        items={[
          { key: 'amount', term: t(m.amountDue), details: <span className="lm:text-lg">{amount}</span> },
          { key: 'for', term: t(m.paysFor), details: deposit ? t(m.walletTopUp) : payment.description },
          {
            key: 'expires',
            term: t(m.expiresAt),
            details: formatDateTime(new Date(payment.expiresAt), intl.locale),
          },
        ]}
      />
      {error ? (
        <Alert variant="error" live>
          {error}
        </Alert>
      ) : null}

      {payment.status === 'succeeded' ? (
        <Alert variant="success" live title={t(m.succeeded)} action={<OrderLink payment={payment} />}>
          {t(deposit ? m.depositSucceededBody : m.succeededBody)}
        </Alert>
      ) : finished ? (
        <Alert
          variant="error"
          live
          title={t(
            payment.status === 'expired'
              ? m.expired
              : payment.status === 'declined'
                ? m.declined
                : m.cancelled,
          )}
          action={<OrderLink payment={payment} />}
        >
          {t(deposit ? m.depositFinishedBody : m.finishedBody)}
        </Alert>
      ) : payment.providerUrl ? (
        <Button asChild size="lg">
          <a href={payment.providerUrl}>{t(m.providerRedirect)}</a>
        </Button>
      ) : payment.status === 'requires_confirmation' ? (
        <section
          aria-labelledby="confirm-title"
          className="lm:flex lm:flex-col lm:gap-3 lm:rounded-lg lm:border lm:border-border lm:bg-card lm:p-4"
        >
          <h2 id="confirm-title" className="lm:text-lg lm:font-semibold">
            {t(m.confirmTitle)}
          </h2>
          <p className="lm:text-sm lm:text-muted-foreground">{t(m.confirmBody)}</p>
          <div className="lm:flex lm:flex-wrap lm:gap-2">
            <Button disabled={busy} onClick={() => onConfirm(true)}>
              {t(m.approve)}
            </Button>
            <Button variant="outline" disabled={busy} onClick={() => onConfirm(false)}>
              {t(m.deny)}
            </Button>
          </div>
        </section>
      ) : payment.method === 'crypto' && payment.cryptoInvoice ? (
        <section
          aria-labelledby="crypto-title"
          className="lm:flex lm:flex-col lm:gap-3 lm:rounded-lg lm:border lm:border-border lm:bg-card lm:p-4"
        >
          <h2 id="crypto-title" className="lm:text-lg lm:font-semibold">
            {t(m.cryptoTitle)}
          </h2>
          <p className="lm:text-sm lm:text-muted-foreground">
            {t(m.cryptoBody, { asset: payment.cryptoInvoice.asset })}
          </p>
          <DataList
            items={[
              {
                key: 'address',
                term: t(m.cryptoAddress),
                details: (
                  <code className="lm:font-mono lm:[overflow-wrap:anywhere]">
                    {payment.cryptoInvoice.address}
                  </code>
                ),
              },
            ]}
          />
          <div className="lm:flex lm:flex-wrap lm:gap-2">
            <Button disabled={busy} onClick={() => onCrypto('confirm')}>
              {t(m.cryptoConfirm)}
            </Button>
            <Button variant="outline" disabled={busy} onClick={() => onCrypto('expire')}>
              {t(m.cryptoExpire)}
            </Button>
          </div>
        </section>
      ) : (
        <div className="lm:flex lm:flex-col lm:gap-4">
          {payment.status === 'open' && payment.declinedAttempts > 0 ? (
            // The last card was declined; the session still runs: the same form takes another card.
            <Alert variant="warning" live title={t(m.cardDeclinedTitle)} data-slot="card-declined">
              {t(m.cardDeclinedBody)}
            </Alert>
          ) : null}
          <div className="lm:grid lm:gap-6 lm:md:grid-cols-2">
            <section aria-labelledby="cards-title" className="lm:flex lm:flex-col lm:gap-3">
              <h2 id="cards-title" className="lm:text-lg lm:font-semibold">
                {t(m.testCards)}
              </h2>
              <p className="lm:text-sm lm:text-muted-foreground">{t(m.testCardsHint)}</p>
              <ul className="lm:flex lm:flex-col lm:gap-2">
                {payment.testCards.map((testCard) => (
                  <li key={testCard.number}>
                    <Button
                      variant="outline"
                      className="lm:h-auto lm:w-full lm:flex-col lm:items-start lm:gap-0.5 lm:py-2 lm:text-start"
                      onClick={() =>
                        onCardChange({
                          number: testCard.number,
                          expiry: card.expiry || futureExpiry(),
                          cvc: card.cvc || '123',
                          name: card.name,
                        })
                      }
                    >
                      <span className="lm:font-mono lm:text-sm">
                        {t(m.useCard, { number: testCard.number.replace(/(\d{4})(?=\d)/g, '$1 ') })}
                      </span>
                      <span className="lm:text-xs lm:text-muted-foreground">
                        {t(outcomeMessage[testCard.outcome])}
                      </span>
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
            <form
              noValidate
              onSubmit={submitCard}
              className="lm:flex lm:flex-col lm:gap-4 lm:rounded-lg lm:border lm:border-border lm:bg-card lm:p-4"
            >
              <Field label={t(m.cardNumber)} required error={fieldError('number')}>
                <Input
                  inputMode="numeric"
                  autoComplete="cc-number"
                  value={card.number}
                  onChange={(event) => onCardChange({ ...card, number: event.target.value })}
                />
              </Field>
              <div className="lm:grid lm:grid-cols-2 lm:gap-4">
                <Field label={t(m.expiry)} required error={fieldError('expiry')}>
                  <Input
                    autoComplete="cc-exp"
                    placeholder="MM/YY"
                    value={card.expiry}
                    onChange={(event) => onCardChange({ ...card, expiry: event.target.value })}
                  />
                </Field>
                <Field label={t(m.cvc)} required error={fieldError('cvc')}>
                  <Input
                    inputMode="numeric"
                    autoComplete="cc-csc"
                    value={card.cvc}
                    onChange={(event) => onCardChange({ ...card, cvc: event.target.value })}
                  />
                </Field>
              </div>
              <Field label={t(m.cardholder)} required error={fieldError('name')}>
                <Input
                  autoComplete="cc-name"
                  value={card.name}
                  onChange={(event) => onCardChange({ ...card, name: event.target.value })}
                />
              </Field>
              <Button type="submit" size="lg" disabled={busy}>
                {busy ? t(m.processing) : t(m.payNow, { amount })}
              </Button>
            </form>
          </div>
        </div>
      )}
      {payment.status === 'open' && !payment.providerUrl ? (
        <Button variant="ghost" className="lm:self-start" disabled={busy} onClick={onCancel}>
          {t(m.cancelPayment)}
        </Button>
      ) : null}
    </div>
  );
}

function OrderLink({ payment }: { payment: PaymentSession }) {
  const intl = useIntl();
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={payment.returnUrl}>
        {intl.formatMessage(payment.purpose === 'deposit' ? m.toWallet : m.toOrder)}
      </Link>
    </Button>
  );
}

const emptyCard: CardForm = { number: '', expiry: '', cvc: '', name: '' };

/** The hosted sandbox payment page at /order/pay/{paymentId}/. */
export function SandboxPaymentPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { paymentId = '' } = useParams();
  const { token } = useAuth();
  const queryClient = useQueryClient();
  const formatMoney = useFormatMoney();
  const payment = usePayment(token, paymentId);
  const [card, setCard] = useState<CardForm>(emptyCard);
  const [missing, setMissing] = useState<Array<keyof CardForm>>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(call: () => Promise<ApiResult<PaymentSession>>) {
    setBusy(true);
    setError(null);
    const result = await call();
    setBusy(false);
    if (result.ok) {
      queryClient.setQueryData([...paymentQueryKey(paymentId), token], result.data);
      await queryClient.invalidateQueries({ queryKey: ordersQueryKey });
      await queryClient.invalidateQueries({ queryKey: walletsQueryKey });
    } else {
      setError(t(errorDescriptor(result.code === 'UNEXPECTED' ? 'PAYMENT_FAILED' : result.code)));
      await queryClient.invalidateQueries({ queryKey: paymentQueryKey(paymentId) });
    }
  }

  if (payment.error instanceof ApiError) return <PaymentLinkError code={payment.error.code} />;
  if (!payment.data) return <Spinner label={t(m.processing)} />;
  const session = payment.data;

  return (
    <SandboxPaymentView
      payment={session}
      amount={formatMoney(session.amount, session.currency)}
      card={card}
      onCardChange={setCard}
      busy={busy}
      error={error}
      missing={missing}
      onPayCard={() => {
        const empty = (Object.keys(card) as Array<keyof CardForm>).filter((key) => card[key].trim() === '');
        setMissing(empty);
        if (!token || empty.length > 0) return;
        void run(() => paySandboxCard(token, paymentId, card));
      }}
      onConfirm={(approve) => token && void run(() => confirmSandboxCard(token, paymentId, { approve }))}
      onCrypto={(outcome) => token && void run(() => settleSandboxCrypto(token, paymentId, { outcome }))}
      onCancel={() => token && void run(() => cancelPayment(token, paymentId))}
    />
  );
}

/**
 * Why a payment link's page (the payment, a refund's claim) shows nothing: a link that is malformed,
 * unknown or someone else's is "Payment link not found."; any other failure says what happened. The
 * way on is the user's orders.
 */
export function PaymentLinkError({ code }: { code: ErrorCode }) {
  const t = useIntl().formatMessage;
  const shown = code === 'NOT_FOUND' || code === 'VALIDATION_FAILED' ? 'PAYMENT_LINK_NOT_FOUND' : code;
  return (
    <Alert variant="error" title={t(errorDescriptor(shown))}>
      <Link to="/profile/orders/" className="lm:underline lm:underline-offset-4">
        {t(m.toOrder)}
      </Link>
    </Alert>
  );
}

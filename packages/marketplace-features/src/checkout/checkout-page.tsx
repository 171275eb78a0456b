import type { ErrorCode, PaymentMethod } from '@lootmarket/contract';
import { formatDate } from '@lootmarket/i18n';
import {
  Alert,
  Button,
  EmptyState,
  Field,
  MoneySummary,
  NumberInput,
  RadioGroup,
  type RadioOption,
  Spinner,
} from '@lootmarket/ui';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../api/api-client';
import { errorDescriptor } from '../api/error-message';
import { createIdempotentAttempts } from '../api/idempotency';
import { useAuth } from '../auth/auth-provider';
import { usePriceConversion } from '../currency/price-conversion';
import { useOffer } from '../offers/offers-api';
import { checkout, useOrderSummary } from '../orders/orders-api';
import { useFormatMoney } from '../orders/use-format-money';
import { TestModeNotice, testModeMessages, usePaymentTestMode } from '../test-mode';
import { walletsQueryKey } from '../wallet/wallet-api';
import { OfferWarrantyBadge } from '../warranty/offer-warranty-badge';
import { warrantyInfoMessages } from '../warranty/warranty-messages';
import { checkoutMessages } from './checkout-messages';
import { usePaymentMethods } from './payment-methods-api';

export type CheckoutItem = {
  title: string;
  gameName: string;
  sellerName: string;
  imageUrl: string | null;
  /** Formatted price of one item. */
  unitPrice: string;
  availableStock: number;
  offerUrl: string;
};

export type CheckoutMethodState = {
  method: PaymentMethod;
  available: boolean;
  /** Wallet only: formatted available balance and whether it covers the total. */
  walletBalance?: string;
  walletCovers?: boolean;
};

export type CheckoutViewProps = {
  item: CheckoutItem;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  methods: ReadonlyArray<CheckoutMethodState>;
  method: PaymentMethod | null;
  onMethodChange: (method: PaymentMethod) => void;
  /** Formatted amounts from the server's summary; null while the first summary loads. */
  summary: { subtotal: string; fees: string; total: string } | null;
  summaryLoading: boolean;
  /** A §8 message that forbids paying at all (own offer, offer gone). */
  blocked: string | null;
  /** The last submit's error message. */
  error: string | null;
  submitting: boolean;
  onSubmit: () => void;
  /**
   * Which payment methods go to the sandbox provider (test money): the page then says "Test mode: no
   * real money". Null: real payments only.
   */
  testMode?: 'card' | 'crypto' | 'both' | null;
  /** Where the wallet's note sends the buyer to top up (the wallet page, in the order's currency). */
  topUpHref?: string;
  /** The warranty the order carries, in days (the offer's now); null or absent: none. */
  warrantyDays?: number | null;
  /**
   * What is charged, said plainly under the summary: the total in the order's (the offer's) currency
   * and, when the viewer reads prices in another, that total converted with its rate's date. Null or
   * left out while the summary loads.
   */
  charge?: { total: string; currency: string; converted: { total: string; asOf: string } | null } | null;
};

/**
 * The method paying this order: the buyer's choice while it can pay, else the first that can (the wallet
 * when its balance covers the total). When the wallet cannot, the view says why another is selected.
 */
export function selectedMethod(
  methods: ReadonlyArray<CheckoutMethodState>,
  chosen: PaymentMethod | null,
): PaymentMethod | null {
  const usable = (state: CheckoutMethodState) => state.available && state.walletCovers !== false;
  if (methods.some((state) => state.method === chosen && usable(state))) return chosen;
  return methods.find(usable)?.method ?? null;
}

/**
 * Why the wallet is not the method: its balance does not cover the total (the buyer never sees the
 * method switch silently, e.g. when the quantity grows). Nothing when the wallet covers it or is not offered.
 */
function WalletShortNote({
  methods,
  method,
  total,
  topUpHref,
}: {
  methods: ReadonlyArray<CheckoutMethodState>;
  method: PaymentMethod | null;
  total: string;
  topUpHref: string;
}) {
  const t = useIntl().formatMessage;
  const wallet = methods.find((state) => state.method === 'wallet');
  if (!wallet?.available || wallet.walletCovers !== false) return null;
  const values = { balance: wallet.walletBalance ?? '', total };
  const message =
    method === 'card'
      ? checkoutMessages.walletShortCard
      : method === 'crypto'
        ? checkoutMessages.walletShortCrypto
        : checkoutMessages.walletShort;
  return (
    <Alert
      variant="info"
      // Polite: it may appear after a quantity change, and must not interrupt the reader.
      role="status"
      data-slot="wallet-short"
      action={
        <Button asChild variant="outline" size="sm">
          <Link to={topUpHref}>{t(checkoutMessages.topUpWallet)}</Link>
        </Button>
      }
    >
      {t(message, values)}
    </Alert>
  );
}

/** The checkout form (spec §2 "payment method choice; order summary with subtotal, fees and total"). */
export function CheckoutView({
  item,
  quantity,
  onQuantityChange,
  methods,
  method,
  onMethodChange,
  summary,
  summaryLoading,
  blocked,
  error,
  submitting,
  onSubmit,
  testMode = null,
  topUpHref = '/profile/wallet/',
  warrantyDays = null,
  charge = null,
}: CheckoutViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const options: RadioOption[] = methods.map((state) => {
    if (state.method === 'wallet') {
      return {
        value: 'wallet',
        label: t(checkoutMessages.methodWallet),
        disabled: !state.available || state.walletCovers === false,
        description: !state.available
          ? t(checkoutMessages.methodUnavailable)
          : t(
              state.walletCovers === false
                ? checkoutMessages.methodWalletTooLow
                : checkoutMessages.methodWalletBalance,
              {
                amount: state.walletBalance ?? '',
              },
            ),
      };
    }
    return {
      value: state.method,
      label: t(state.method === 'card' ? checkoutMessages.methodCard : checkoutMessages.methodCrypto),
      disabled: !state.available,
      description: state.available
        ? t(state.method === 'card' ? checkoutMessages.methodCardHint : checkoutMessages.methodCryptoHint)
        : t(checkoutMessages.methodUnavailable),
    };
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="lm:grid lm:gap-6 lm:md:grid-cols-[1fr_20rem]"
      aria-busy={submitting || undefined}
    >
      <div className="lm:flex lm:min-w-0 lm:flex-col lm:gap-6">
        {testMode ? (
          <TestModeNotice>{t(testModeMessages.checkout, { methods: testMode })}</TestModeNotice>
        ) : null}
        {blocked ? (
          <Alert variant="error" live>
            {blocked}
          </Alert>
        ) : null}
        <section
          aria-labelledby="checkout-item"
          className="lm:flex lm:gap-4 lm:rounded-lg lm:border lm:border-border lm:bg-card lm:p-4"
        >
          {item.imageUrl ? (
            <img
              src={item.imageUrl}
              alt=""
              className="lm:size-20 lm:shrink-0 lm:rounded-md lm:object-cover"
            />
          ) : null}
          <div className="lm:flex lm:min-w-0 lm:flex-col lm:gap-1">
            <h2 id="checkout-item" className="lm:text-sm lm:text-muted-foreground">
              {t(checkoutMessages.item)}
            </h2>
            <Link
              to={item.offerUrl}
              className="lm:font-semibold lm:underline-offset-4 lm:hover:underline lm:[overflow-wrap:anywhere]"
            >
              {item.title}
            </Link>
            <p className="lm:text-sm lm:text-muted-foreground">
              {item.gameName} · {t(checkoutMessages.soldBy, { seller: item.sellerName })}
            </p>
            <p className="lm:text-sm">{t(checkoutMessages.unitPrice, { price: item.unitPrice })}</p>
          </div>
        </section>
        <Field
          label={t(checkoutMessages.quantity)}
          description={t(checkoutMessages.inStock, { count: item.availableStock })}
          className="lm:max-w-48"
        >
          <NumberInput
            value={quantity}
            min={1}
            max={Math.max(1, item.availableStock)}
            onChange={(value) => onQuantityChange(value ?? 1)}
            decrementLabel={t(checkoutMessages.decrease)}
            incrementLabel={t(checkoutMessages.increase)}
            disabled={blocked !== null || submitting}
          />
        </Field>
        <RadioGroup
          legend={t(checkoutMessages.paymentMethod)}
          options={options}
          value={method ?? ''}
          onValueChange={(value) => onMethodChange(value as PaymentMethod)}
          disabled={blocked !== null || submitting}
        />
        {summary && blocked === null ? (
          <WalletShortNote methods={methods} method={method} total={summary.total} topUpHref={topUpHref} />
        ) : null}
      </div>
      <div className="lm:flex lm:flex-col lm:gap-4">
        <MoneySummary
          title={t(checkoutMessages.summary)}
          loading={summary === null || summaryLoading}
          rows={[
            {
              key: 'subtotal',
              label: t(checkoutMessages.subtotal, { quantity, price: item.unitPrice }),
              amount: summary?.subtotal,
            },
            { key: 'fees', label: t(checkoutMessages.fees), amount: summary?.fees },
          ]}
          total={{ key: 'total', label: t(checkoutMessages.total), amount: summary?.total }}
        />
        {charge ? (
          <p data-slot="checkout-charge" className="lm:text-sm">
            {t(checkoutMessages.chargedIn, { total: charge.total, currency: charge.currency })}
            {charge.converted
              ? ` ${t(checkoutMessages.chargedApprox, {
                  converted: charge.converted.total,
                  date: formatDate(`${charge.converted.asOf}T00:00:00Z`, intl.locale, {
                    dateStyle: 'medium',
                    timeZone: 'UTC',
                  }),
                })}`
              : null}
          </p>
        ) : null}
        <p className="lm:flex lm:gap-2 lm:text-sm lm:text-muted-foreground">
          <ShieldCheck aria-hidden="true" className="lm:size-5 lm:shrink-0 lm:text-success-text" />
          {t(checkoutMessages.escrowNote)}
        </p>
        {warrantyDays !== null ? (
          <p
            data-slot="checkout-warranty"
            className="lm:flex lm:flex-wrap lm:items-center lm:gap-2 lm:text-sm"
          >
            <OfferWarrantyBadge days={warrantyDays} />
            <span>{t(warrantyInfoMessages.checkout, { days: warrantyDays })}</span>
          </p>
        ) : null}
        {error ? (
          <Alert variant="error" live>
            {error}
          </Alert>
        ) : null}
        <Button
          type="submit"
          size="lg"
          disabled={blocked !== null || method === null || summary === null || summaryLoading || submitting}
        >
          {submitting
            ? t(checkoutMessages.paying)
            : t(checkoutMessages.pay, { total: summary?.total ?? '…' })}
        </Button>
      </div>
    </form>
  );
}

const METHODS: readonly PaymentMethod[] = ['wallet', 'card', 'crypto'];

/** Summary answers that forbid paying at all: the offer is gone, the buyer's own, off the market, or its seller banned. */
const BLOCKING: ReadonlySet<ErrorCode> = new Set([
  'OWN_PRODUCT_PURCHASE',
  'OFFER_UNAVAILABLE',
  'OFFER_NOT_LISTED',
  'SELLER_BANNED',
]);

/** Messages of §8 for a checkout answer; an unknown fault is "Something went wrong with your payment." */
function checkoutErrorCode(code: ErrorCode): ErrorCode {
  return code === 'UNEXPECTED' ? 'PAYMENT_FAILED' : code;
}

/** Checkout at /order/new/?offer={id}: the offer page's "Buy now" opens it. */
export function CheckoutPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formatMoney = useFormatMoney();
  const conversion = usePriceConversion();
  const { token } = useAuth();
  const [searchParams] = useSearchParams();
  const offerId = searchParams.get('offer') ?? '';
  const [quantity, setQuantity] = useState(1);
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const attempts = useRef(createIdempotentAttempts()).current;

  const offer = useOffer(offerId, token, offerId !== '' && token !== null);
  const summary = useOrderSummary(token, offerId, quantity);
  const data = summary.data;
  const sandbox = usePaymentTestMode().data;
  // Only the methods this server offers are named at all; the order summary then says which can pay this
  // order. Should that read fail, the summary alone decides (it lists only methods with a provider too).
  const offeredQuery = usePaymentMethods();
  const offered = offeredQuery.data?.methods ?? (offeredQuery.isError ? METHODS : undefined);
  const testMode =
    sandbox?.card && sandbox.crypto ? 'both' : sandbox?.card ? 'card' : sandbox?.crypto ? 'crypto' : null;

  const methods = useMemo<CheckoutMethodState[]>(
    () =>
      METHODS.filter((method) => offered?.includes(method)).map((method) => {
        const available = data ? data.paymentMethods.includes(method) : false;
        if (method !== 'wallet' || !data) return { method, available };
        const balance = BigInt(data.walletAvailable ?? '0');
        return {
          method,
          available,
          walletBalance: formatMoney(balance, data.currency),
          walletCovers: balance >= BigInt(data.total),
        };
      }),
    [data, formatMoney, offered],
  );
  const method = selectedMethod(methods, chosen);

  if (offerId === '') {
    return (
      <EmptyState
        title={t(checkoutMessages.noOffer)}
        action={
          <Button asChild variant="outline">
            <Link to="/">{t(checkoutMessages.browse)}</Link>
          </Button>
        }
      />
    );
  }
  const offerError = offer.error instanceof ApiError ? offer.error.code : null;
  if (offerError) {
    return (
      <Alert
        variant="error"
        title={t(errorDescriptor(offerError === 'NOT_FOUND' ? 'OFFER_UNAVAILABLE' : offerError))}
      >
        <Link to="/" className="lm:underline lm:underline-offset-4">
          {t(checkoutMessages.browse)}
        </Link>
      </Alert>
    );
  }
  if (!offer.data) return <Spinner label={t(checkoutMessages.loading)} />;

  const o = offer.data.offer;
  const summaryError = summary.error instanceof ApiError ? summary.error.code : null;
  const blockedCode: ErrorCode | null = o.viewerIsOwner
    ? 'OWN_PRODUCT_PURCHASE'
    : !o.active || o.quantity < 1
      ? 'OFFER_UNAVAILABLE'
      : summaryError !== null && BLOCKING.has(summaryError)
        ? summaryError
        : null;

  /** The total charged, in the order's currency, and converted when the viewer reads another. */
  const chargeOf = (total: string, currency: string): CheckoutViewProps['charge'] => {
    const converted = conversion.convert(total, currency);
    return {
      total: formatMoney(total, currency),
      currency,
      converted: converted
        ? { total: formatMoney(converted.minor, converted.currency), asOf: converted.asOf }
        : null,
    };
  };

  async function submit() {
    if (!token || method === null || !data) return;
    setError(null);
    setSubmitting(true);
    // The unit price shown (the summary's): the server places the order only at this price.
    const body = {
      offerId,
      quantity,
      paymentMethod: method,
      unitPrice: data.unitPrice,
      currency: data.currency,
    };
    const result = await attempts.send(body, (key) => checkout(token, body, key));
    setSubmitting(false);
    if (!result.ok) {
      const changed = result.code === 'PRICE_CHANGED' ? result.details : undefined;
      if (changed?.unitPrice && changed.currency) {
        // The seller changed the price: show it, with the new summary, for the buyer to pay again.
        setError(
          t(checkoutMessages.priceChanged, { price: formatMoney(changed.unitPrice, changed.currency) }),
        );
        await Promise.all([summary.refetch(), offer.refetch()]);
        return;
      }
      setError(t(errorDescriptor(checkoutErrorCode(result.code))));
      return;
    }
    const { order, payment } = result.data;
    // Paid from the wallet, the money is held at once: the wallet page opened next reads it afresh.
    if (method === 'wallet') void queryClient.invalidateQueries({ queryKey: walletsQueryKey });
    navigate(payment.redirectUrl ?? `/order/${order.id}/`);
  }

  return (
    <CheckoutView
      item={{
        title: o.title,
        gameName: o.game.name,
        sellerName: o.seller.username,
        imageUrl: o.photos[0]?.smallUrl ?? null,
        // The summary's price is the one a purchase is bound to; the offer's until it has loaded.
        unitPrice: data ? formatMoney(data.unitPrice, data.currency) : formatMoney(o.priceMinor, o.currency),
        availableStock: data?.availableStock ?? o.quantity,
        offerUrl: `/offers/${o.id}/`,
      }}
      quantity={quantity}
      onQuantityChange={(next) => {
        setQuantity(next);
        setError(null);
      }}
      methods={methods}
      method={method}
      onMethodChange={(next) => {
        setChosen(next);
        setError(null);
      }}
      charge={data ? chargeOf(data.total, data.currency) : null}
      summary={
        data
          ? {
              subtotal: formatMoney(data.subtotal, data.currency),
              fees: formatMoney(data.fees, data.currency),
              total: formatMoney(data.total, data.currency),
            }
          : null
      }
      summaryLoading={summary.isFetching || offered === undefined}
      blocked={blockedCode ? t(errorDescriptor(blockedCode)) : null}
      error={
        error ?? (summaryError && !blockedCode ? t(errorDescriptor(checkoutErrorCode(summaryError))) : null)
      }
      submitting={submitting}
      onSubmit={() => void submit()}
      testMode={testMode}
      topUpHref={data ? `/profile/wallet/?currency=${data.currency}` : undefined}
      warrantyDays={data?.warrantyDays ?? o.warrantyDays}
    />
  );
}

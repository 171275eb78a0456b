import { type SandboxRefundClaim, TESTNET_ADDRESS } from '@lootmarket/contract';
import { formatDateTime } from '@lootmarket/i18n';
import { Alert, Button, DataList, Field, Input, Spinner } from '@lootmarket/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { ApiError } from '../api/api-client';
import { errorDescriptor } from '../api/error-message';
import { useAuth } from '../auth/auth-provider';
import {
  claimSandboxRefund,
  ordersQueryKey,
  refundClaimQueryKey,
  useSandboxRefundClaim,
} from '../orders/orders-api';
import { useFormatMoney } from '../orders/use-format-money';
import { TestModeNotice } from '../test-mode';
import { refundClaimMessages as m, paymentPageMessages } from './checkout-messages';
import { PaymentLinkError } from './payment-page';

export type SandboxRefundClaimViewProps = {
  claim: SandboxRefundClaim;
  /** Formatted refund amount. */
  amount: string;
  address: string;
  onAddressChange: (address: string) => void;
  /** Called with a well-formed test-network address (the form checks it first). */
  onClaim: (address: string) => void;
  busy: boolean;
  /** The server's refusal of the last claim, in words. */
  error: string | null;
};

/**
 * The sandbox's crypto refund claim page: the sandbox's stand-in for BTCPay's pull payment page,
 * where the buyer claims a refunded crypto payment to an address of their own (a test network here).
 */
export function SandboxRefundClaimView({
  claim,
  amount,
  address,
  onAddressChange,
  onClaim,
  busy,
  error,
}: SandboxRefundClaimViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [invalid, setInvalid] = useState(false);
  const date = (iso: string) => formatDateTime(new Date(iso), intl.locale);

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = address.trim();
    const wellFormed = TESTNET_ADDRESS.test(trimmed);
    setInvalid(!wellFormed);
    if (wellFormed) onClaim(trimmed);
  }

  const toOrder = (
    <Button asChild variant="outline" size="sm">
      <Link to={claim.returnUrl}>{t(paymentPageMessages.toOrder)}</Link>
    </Button>
  );

  return (
    <div className="lm:flex lm:flex-col lm:gap-6" aria-busy={busy || undefined}>
      <TestModeNotice>{t(m.testModeBody)}</TestModeNotice>
      <DataList
        items={[
          { key: 'amount', term: t(m.amount), details: <span className="lm:text-lg">{amount}</span> },
          { key: 'asset', term: t(m.asset), details: claim.asset },
          { key: 'refunded', term: t(m.refundedAt), details: date(claim.refundedAt) },
        ]}
      />
      {claim.claimedAt && claim.address ? (
        <Alert variant="success" live title={t(m.claimed)} action={toOrder}>
          {t(m.claimedBody, {
            amount,
            address: <code className="lm:font-mono lm:[overflow-wrap:anywhere]">{claim.address}</code>,
            date: date(claim.claimedAt),
          })}
        </Alert>
      ) : (
        <form
          noValidate
          onSubmit={submit}
          className="lm:flex lm:flex-col lm:gap-4 lm:rounded-lg lm:border lm:border-border lm:bg-card lm:p-4"
        >
          {error ? (
            <Alert variant="error" live>
              {error}
            </Alert>
          ) : null}
          <Field
            label={t(m.address, { asset: claim.asset })}
            description={t(m.addressHint)}
            error={invalid ? t(m.addressInvalid) : undefined}
            required
          >
            <Input
              autoComplete="off"
              spellCheck={false}
              className="lm:font-mono"
              value={address}
              onChange={(event) => {
                setInvalid(false);
                onAddressChange(event.target.value);
              }}
            />
          </Field>
          <div className="lm:flex lm:flex-wrap lm:items-center lm:gap-2">
            <Button type="submit" size="lg" disabled={busy}>
              {busy ? t(m.claiming) : t(m.submit, { amount })}
            </Button>
            <Button asChild variant="ghost">
              <Link to={claim.returnUrl}>{t(paymentPageMessages.toOrder)}</Link>
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

/** The sandbox's crypto refund claim page at /order/refund/{paymentId}/ (the buyer, signed in). */
export function SandboxRefundClaimPage() {
  const t = useIntl().formatMessage;
  const { paymentId = '' } = useParams();
  const { token } = useAuth();
  const queryClient = useQueryClient();
  const formatMoney = useFormatMoney();
  const claim = useSandboxRefundClaim(token, paymentId);
  const [address, setAddress] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onClaim(value: string) {
    if (!token) return;
    setBusy(true);
    setError(null);
    const result = await claimSandboxRefund(token, paymentId, { address: value });
    setBusy(false);
    if (result.ok) {
      queryClient.setQueryData([...refundClaimQueryKey(paymentId), token], result.data);
    } else {
      setError(t(errorDescriptor(result.code)));
      // Claimed meanwhile (another tab): the page shows it.
      await queryClient.invalidateQueries({ queryKey: refundClaimQueryKey(paymentId) });
    }
    // The order page shows the refund as claimed.
    await queryClient.invalidateQueries({ queryKey: ordersQueryKey });
  }

  if (claim.error instanceof ApiError) return <PaymentLinkError code={claim.error.code} />;
  if (!claim.data) return <Spinner label={t(m.loading)} />;
  return (
    <SandboxRefundClaimView
      claim={claim.data}
      amount={formatMoney(claim.data.amount, claim.data.currency)}
      address={address}
      onAddressChange={setAddress}
      onClaim={(value) => void onClaim(value)}
      busy={busy}
      error={error}
    />
  );
}

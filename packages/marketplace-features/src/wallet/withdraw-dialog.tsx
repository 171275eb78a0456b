import {
  LEDGER_CURRENCY_EXPONENTS,
  type LedgerCurrency,
  STRIPE_ACCOUNT_ID,
  type WithdrawalMethod,
  type WithdrawalRequest,
  type WithdrawalTerms,
} from '@lootmarket/contract';
import { minorUnitsToDecimal } from '@lootmarket/i18n';
import {
  Alert,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  Input,
  MoneySummary,
  RadioGroup,
  Select,
} from '@lootmarket/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useFormatMoney } from '../orders/use-format-money';
import { TestModeNotice, testModeMessages } from '../test-mode';
import { feeOf, parseAmountToMinor } from './amount';
import {
  withdrawMessages as m,
  withdrawalDestinationMessages,
  withdrawalMethodMessages,
} from './wallet-messages';

export type WithdrawDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currency: LedgerCurrency;
  /** Minor units the user may withdraw now. */
  available: bigint;
  terms: WithdrawalTerms;
  onSubmit: (request: WithdrawalRequest) => void;
  busy: boolean;
  /** The server's answer to the last submit. */
  error: string | null;
  /** Methods the sandbox pays out (no money is sent): chosen, the dialog says "Test mode: no real money". */
  sandboxMethods?: readonly WithdrawalMethod[];
};

type Problem = 'amountInvalid' | 'amountTooHigh' | 'amountBelowFee' | DestinationProblem;
type DestinationProblem = 'destinationRequired' | 'stripeAccountInvalid';

/** Spec §2 "withdraw modal (amount, method, destination)" with the VIP withdraw and its stated fee. */
export function WithdrawDialog({
  open,
  onOpenChange,
  currency,
  available,
  terms,
  onSubmit,
  busy,
  error,
  sandboxMethods = [],
}: WithdrawDialogProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const money = useFormatMoney();
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<WithdrawalMethod>(terms.methods[0] ?? 'bank_transfer');
  const [destination, setDestination] = useState('');
  const [vip, setVip] = useState(false);
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (!open) setTried(false);
  }, [open]);

  const minor = parseAmountToMinor(amount, currency);
  const bps = vip ? terms.vipFeeBps : terms.standardFeeBps;
  const fee = minor === null ? null : feeOf(minor, bps);
  const problems: Problem[] = [];
  if (minor === null) problems.push('amountInvalid');
  else if (minor > available) problems.push('amountTooHigh');
  else if (fee !== null && minor <= fee) problems.push('amountBelowFee');
  if (destination.trim().length < 3) problems.push('destinationRequired');
  else if (method === 'stripe' && !STRIPE_ACCOUNT_ID.test(destination.trim()))
    problems.push('stripeAccountInvalid');
  const isDestinationProblem = (problem: Problem): problem is DestinationProblem =>
    problem === 'destinationRequired' || problem === 'stripeAccountInvalid';
  const amountProblem = tried ? problems.find((problem) => !isDestinationProblem(problem)) : undefined;
  const destinationProblem = tried ? problems.find(isDestinationProblem) : undefined;
  const percent = (value: number) =>
    intl.formatNumber(value / 10_000, { style: 'percent', maximumFractionDigits: 2 });

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (problems.length > 0 || minor === null) return;
    onSubmit({ currency, amount: minor.toString(), method, destination: destination.trim(), vip });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t(m.cancel)}>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-busy={busy || undefined}>
          <DialogHeader>
            <DialogTitle>{t(m.title, { currency })}</DialogTitle>
            <DialogDescription>{t(m.description)}</DialogDescription>
          </DialogHeader>
          <Field
            label={t(m.amount)}
            required
            description={t(m.available, { amount: money(available, currency) })}
            error={amountProblem ? t(m[amountProblem]) : undefined}
          >
            <Input inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
          </Field>
          <Button
            type="button"
            variant="link"
            size="sm"
            className="-mt-2 self-start"
            disabled={available <= 0n}
            onClick={() => setAmount(minorUnitsToDecimal(available, LEDGER_CURRENCY_EXPONENTS[currency]))}
          >
            {t(m.max)}
          </Button>
          <Field label={t(m.method)}>
            <Select
              value={method}
              onValueChange={(value) => setMethod(value as WithdrawalMethod)}
              options={terms.methods.map((value) => ({ value, label: t(withdrawalMethodMessages[value]) }))}
            />
          </Field>
          {sandboxMethods.includes(method) ? (
            <TestModeNotice>{t(testModeMessages.withdrawal)}</TestModeNotice>
          ) : null}
          <Field
            label={t(withdrawalDestinationMessages[method])}
            required
            error={destinationProblem ? t(m[destinationProblem]) : undefined}
          >
            <Input
              value={destination}
              maxLength={200}
              onChange={(event) => setDestination(event.target.value)}
            />
          </Field>
          <RadioGroup
            legend={t(m.speed)}
            value={vip ? 'vip' : 'standard'}
            onValueChange={(value) => setVip(value === 'vip')}
            options={[
              {
                value: 'standard',
                label: t(m.standard),
                description: t(m.standardHint, {
                  fee: percent(terms.standardFeeBps),
                  hours: terms.standardReviewHours,
                }),
              },
              {
                value: 'vip',
                label: t(m.vip),
                description: t(m.vipHint, { fee: percent(terms.vipFeeBps), hours: terms.vipReviewHours }),
              },
            ]}
          />
          {minor !== null && fee !== null && minor > fee ? (
            <MoneySummary
              headingLevel="h3"
              title={t(m.summary)}
              rows={[
                { key: 'amount', label: t(m.amount), amount: money(minor, currency) },
                { key: 'fee', label: t(m.fee), amount: `−${money(fee, currency)}`, hint: percent(bps) },
              ]}
              total={{ key: 'payout', label: t(m.payout), amount: money(minor - fee, currency) }}
            />
          ) : null}
          {error ? (
            <Alert variant="error" live>
              {error}
            </Alert>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t(m.cancel)}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? t(m.submitting) : t(m.submit)}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

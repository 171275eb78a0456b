import {
  feeOf,
  formatMinorAsDecimal,
  type LedgerCurrency,
  parseDecimalToMinor,
  STRIPE_ACCOUNT_ID,
  type WithdrawalDetails,
  type WithdrawalMethod,
  type WithdrawalProof,
  type WithdrawalRequest,
  type WithdrawalTerms,
} from '@lootmarket/contract';
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
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useFormatMoney } from '../orders/use-format-money';
import { TestModeNotice, testModeMessages } from '../test-mode';
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
  /** The fresh proof this account gives with each withdrawal (withdrawalProofFor of the contract). */
  proof: WithdrawalProof;
  /** Every withdrawal is reported by email: an unconfirmed address is sent to My account first. */
  emailVerified: boolean;
  /** The account's address (where the notice of each withdrawal and mailed codes go). */
  email: string;
  /** The server refused the proof (missing or wrong): shown on its field, which takes the focus. */
  proofError: string | null;
  /** Accounts that confirm with a mailed code ask for one for these details. */
  onSendCode: (details: WithdrawalDetails) => void;
  sendingCode: boolean;
  /** A code was mailed since the dialog opened. */
  codeSent: boolean;
  /** Methods the sandbox pays out (no money is sent): chosen, the dialog says "Test mode: no real money". */
  sandboxMethods?: readonly WithdrawalMethod[];
};

type Problem = 'amountInvalid' | 'amountTooHigh' | 'amountBelowFee' | DestinationProblem;
type DestinationProblem = 'destinationRequired' | 'stripeAccountInvalid';

const proofLabels = {
  password: m.password,
  twoFactorCode: m.twoFactorCode,
  confirmationCode: m.confirmationCode,
};

/**
 * Spec §2 "withdraw modal (amount, method, destination)" with the VIP withdraw and its stated fee,
 * and the fresh proof each withdrawal carries: the password, an authenticator code, or a code mailed
 * for exactly these details (accounts with neither). An unconfirmed email address cannot withdraw.
 */
export function WithdrawDialog(props: WithdrawDialogProps) {
  const t = useIntl().formatMessage;
  const { open, onOpenChange, currency, emailVerified, email } = props;
  if (emailVerified) return <WithdrawForm {...props} />;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t(m.cancel)}>
        <DialogHeader>
          <DialogTitle>{t(m.title, { currency })}</DialogTitle>
          <DialogDescription>{t(m.description)}</DialogDescription>
        </DialogHeader>
        <Alert variant="warning" title={t(m.emailNotVerifiedTitle)}>
          {t(m.emailNotVerifiedBody, { email })}
        </Alert>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t(m.cancel)}
          </Button>
          <Button asChild>
            <Link to="/profile/dashboard/">{t(m.goToAccount)}</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function WithdrawForm({
  open,
  onOpenChange,
  currency,
  available,
  terms,
  onSubmit,
  busy,
  error,
  proof,
  email,
  proofError,
  onSendCode,
  sendingCode,
  codeSent,
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
  const [secret, setSecret] = useState('');
  const proofInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!open) {
      setTried(false);
      setSecret('');
    }
  }, [open]);
  // A refused proof is cleared and its field focused, so the next try starts there.
  useEffect(() => {
    if (!proofError) return;
    setSecret('');
    proofInput.current?.focus();
  }, [proofError]);

  const minor = parseDecimalToMinor(amount, currency);
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
  const proofMissing = secret.trim() === '';
  const proofProblem =
    proofError ??
    (tried && proofMissing ? t(proof === 'password' ? m.passwordMissing : m.codeMissing) : null);
  const percent = (value: number) =>
    intl.formatNumber(value / 10_000, { style: 'percent', maximumFractionDigits: 2 });
  const details = (): WithdrawalDetails | null =>
    problems.length > 0 || minor === null
      ? null
      : { currency, amount: minor.toString(), method, destination: destination.trim(), vip };

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    const asked = details();
    if (!asked || proofMissing) return;
    onSubmit({ ...asked, [proof]: proof === 'password' ? secret : secret.trim() });
  }

  function sendCode() {
    setTried(true);
    const asked = details();
    if (asked) onSendCode(asked);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t(m.cancel)}>
        <form
          noValidate
          onSubmit={submit}
          className="lm:flex lm:flex-col lm:gap-4"
          aria-busy={busy || undefined}
        >
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
            className="lm:-mt-2 lm:self-start"
            disabled={available <= 0n}
            onClick={() => setAmount(formatMinorAsDecimal(available, currency))}
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
                { key: 'fee', label: t(m.fee), amount: money(-fee, currency), hint: percent(bps) },
              ]}
              total={{ key: 'payout', label: t(m.payout), amount: money(minor - fee, currency) }}
            />
          ) : null}
          <Field
            label={t(proofLabels[proof])}
            required
            description={
              proof === 'password'
                ? t(m.passwordHint)
                : proof === 'twoFactorCode'
                  ? t(m.twoFactorHint)
                  : t(m.confirmationHint, { email })
            }
            error={proofProblem ?? undefined}
          >
            <Input
              ref={proofInput}
              type={proof === 'password' ? 'password' : 'text'}
              autoComplete={proof === 'password' ? 'current-password' : 'one-time-code'}
              inputMode={proof === 'confirmationCode' ? 'numeric' : undefined}
              maxLength={proof === 'password' ? 128 : 11}
              value={secret}
              onChange={(event) => setSecret(event.target.value)}
            />
          </Field>
          {proof === 'confirmationCode' ? (
            <div className="lm:-mt-2 lm:flex lm:flex-col lm:items-start lm:gap-1">
              <Button type="button" variant="outline" size="sm" disabled={sendingCode} onClick={sendCode}>
                {sendingCode ? t(m.sendingCode) : t(m.sendCode)}
              </Button>
              <p role="status" className="lm:text-sm lm:text-muted-foreground">
                {codeSent ? t(m.codeSent, { email }) : null}
              </p>
            </div>
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

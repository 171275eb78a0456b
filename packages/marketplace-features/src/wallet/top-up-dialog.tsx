import {
  DEPOSIT_LIMITS,
  type DepositMethod,
  type DepositRequest,
  type LedgerCurrency,
  parseDecimalToMinor,
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
  RadioGroup,
} from '@lootmarket/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { paymentMethodMessages } from '../orders/order-messages';
import { useFormatMoney } from '../orders/use-format-money';
import { TestModeNotice, testModeMessages } from '../test-mode';
import { topUpMessages as m } from './wallet-messages';

export type TopUpDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currency: LedgerCurrency;
  /** The methods this server offers (GET /api/v1/payments/methods): card and crypto only. */
  methods: readonly DepositMethod[];
  /** The methods that go to the sandbox (no real money): a notice says so. */
  sandboxMethods?: readonly DepositMethod[];
  onSubmit: (request: DepositRequest) => void;
  busy: boolean;
  /** The server's answer to the last submit. */
  error: string | null;
};

/** The top-up modal: an amount within the currency's limits and how to pay; the payment page follows. */
export function TopUpDialog({
  open,
  onOpenChange,
  currency,
  methods,
  sandboxMethods = [],
  onSubmit,
  busy,
  error,
}: TopUpDialogProps) {
  const t = useIntl().formatMessage;
  const money = useFormatMoney();
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<DepositMethod | null>(methods[0] ?? null);
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (!open) setTried(false);
  }, [open]);
  useEffect(() => {
    if (method === null || !methods.includes(method)) setMethod(methods[0] ?? null);
  }, [methods, method]);

  const limits = DEPOSIT_LIMITS[currency];
  const range = { min: money(limits.min, currency), max: money(limits.max, currency) };
  const minor = parseDecimalToMinor(amount, currency);
  const problem =
    minor === null
      ? t(m.amountInvalid)
      : minor < limits.min || minor > limits.max
        ? t(m.amountOutOfRange, range)
        : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (problem || minor === null || method === null) return;
    onSubmit({ currency, amount: minor.toString(), method });
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
          {method === null ? (
            <Alert variant="warning">{t(m.unavailable)}</Alert>
          ) : (
            <>
              <Field
                label={t(m.amount)}
                required
                description={t(m.limits, range)}
                error={tried && problem ? problem : undefined}
              >
                <Input
                  inputMode="decimal"
                  value={amount}
                  onChange={(event) => setAmount(event.target.value)}
                />
              </Field>
              <RadioGroup
                legend={t(m.method)}
                value={method}
                onValueChange={(value) => setMethod(value as DepositMethod)}
                options={methods.map((value) => ({ value, label: t(paymentMethodMessages[value]) }))}
              />
              {sandboxMethods.includes(method) ? (
                <TestModeNotice>{t(testModeMessages.checkout, { methods: method })}</TestModeNotice>
              ) : null}
            </>
          )}
          {error ? (
            <Alert variant="error" live>
              {error}
            </Alert>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t(m.cancel)}
            </Button>
            {method === null ? null : (
              <Button type="submit" disabled={busy}>
                {busy ? t(m.submitting) : t(m.submit)}
              </Button>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

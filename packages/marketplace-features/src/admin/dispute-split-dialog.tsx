import type { AdminDispute, ErrorCode } from '@lootmarket/contract';
import { Button, Field, Input } from '@lootmarket/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { RowActionLabel } from '../lib/row-action-label';
import { partialRefundMessages as m } from '../orders/partial-refund-messages';
import { parseRefund } from '../orders/refund-proposal-panel';
import { useFormatMoney } from '../orders/use-format-money';
import { disputesMessages as d } from './admin-messages';
import { ReasonDialog } from './reason-dialog';

/** Staff decide a split: what the buyer gets back (minor units), with a note. A code when refused. */
export type DisputeSplit = (dispute: AdminDispute, refund: string, note: string) => Promise<ErrorCode | null>;

/**
 * The back office's split of an open dispute: the amount back to the buyer, typed in the order's
 * currency (the contract's money parser; above 0 and below what the buyer paid), and the note. The
 * dialog stays open with the error when the amount is out of range or the server refuses.
 */
export function DisputeSplitDialog({ row, onSplit }: { row: AdminDispute; onSplit: DisputeSplit }) {
  const t = useIntl().formatMessage;
  const money = useFormatMoney();
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const order = { currency: row.currency, totalPrice: row.total };
  const total = money(row.total, row.currency);
  const parsed = parseRefund(text, order);
  return (
    <ReasonDialog
      trigger={
        <Button size="sm" variant="outline">
          <RowActionLabel action={t(m.splitButton)} name={row.order.item} />
        </Button>
      }
      title={t(m.splitTitle)}
      description={t(m.splitBody)}
      confirmLabel={t(m.splitSubmit)}
      reasonLabel={t(d.note)}
      onConfirm={async (note) => {
        setTried(true);
        if (parsed === null) return 'REFUND_AMOUNT_OUT_OF_RANGE';
        return onSplit(row, parsed.toString(), note);
      }}
    >
      <Field
        label={t(m.amount, { currency: row.currency })}
        description={t(m.amountHint, { total })}
        error={tried && parsed === null ? t(m.amountInvalid, { total }) : undefined}
        required
      >
        <Input
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </Field>
    </ReasonDialog>
  );
}

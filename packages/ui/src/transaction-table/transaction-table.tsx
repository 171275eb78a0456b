import type * as React from 'react';
import { Badge } from '../badge/badge';
import { cn } from '../lib/cn';
import { type FormatAmount, formatMoney, type MinorAmount } from '../price-tag/format-money';
import { type SortDirection, Table, type TableColumn, type TableSort } from '../table/table';

export type TransactionStatus = 'pending' | 'completed' | 'failed';

/** Spec §3: a wallet transaction. Amounts in minor units; negative leaves the wallet. */
export type Transaction = {
  id: string;
  date: Date;
  amountMinor: MinorAmount;
  currency: string;
  /** The item's price for a sale or purchase (spec §3 "price"), in the same currency. */
  priceMinor?: MinorAmount;
  status: TransactionStatus;
  /** Already phrased by the app: "Sale", "Withdrawal", "Purchase", "Refund". */
  action: string;
  productName?: string;
  category?: string;
};

export type TransactionTableLabels = {
  caption: string;
  date: string;
  product: string;
  category: string;
  action: string;
  amount: string;
  price: string;
  status: string;
  statuses: Record<TransactionStatus, string>;
};

export const defaultTransactionTableLabels: TransactionTableLabels = {
  caption: 'Transactions',
  date: 'Date',
  product: 'Product',
  category: 'Category',
  action: 'Action',
  amount: 'Amount',
  price: 'Price',
  status: 'Status',
  statuses: { pending: 'In progress', completed: 'Completed', failed: 'Failed' },
};

export type TransactionTableProps = {
  transactions: ReadonlyArray<Transaction>;
  locale?: string;
  /** Formats minor units; the default knows ISO currencies only (apps pass their crypto-aware one). */
  formatAmount?: FormatAmount;
  labels?: Partial<TransactionTableLabels>;
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort) => void;
  loading?: boolean;
  /** The Table's own words (its sort buttons' names, the loading row), in the app's language. */
  sortLabel?: (header: string, next: SortDirection) => string;
  loadingLabel?: string;
  empty?: React.ReactNode;
  className?: string;
};

const statusVariant = { pending: 'warning', completed: 'success', failed: 'danger' } as const;

/** The wallet's transactions (spec §2 "transactions table"), built on Table. */
export function TransactionTable({
  transactions,
  locale = 'en',
  formatAmount = (amount, code) => formatMoney(amount, code, locale),
  labels: labelOverrides,
  sort,
  onSortChange,
  loading,
  sortLabel,
  loadingLabel,
  empty,
  className,
}: TransactionTableProps) {
  const labels = { ...defaultTransactionTableLabels, ...labelOverrides };
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const columns: TableColumn<Transaction>[] = [
    {
      key: 'date',
      header: labels.date,
      sortable: true,
      className: 'lm:whitespace-nowrap',
      cell: (row) => <time dateTime={row.date.toISOString()}>{dates.format(row.date)}</time>,
    },
    { key: 'product', header: labels.product, cell: (row) => row.productName ?? '—' },
    { key: 'category', header: labels.category, cell: (row) => row.category ?? '—' },
    { key: 'action', header: labels.action, cell: (row) => row.action },
    {
      key: 'amount',
      header: labels.amount,
      sortable: true,
      align: 'end',
      className: 'lm:whitespace-nowrap lm:tabular-nums',
      cell: (row) => (
        <span
          className={cn(
            // Money in reads as a gain; out, plain; nothing moved (a failed sale), muted.
            BigInt(row.amountMinor) > 0n
              ? 'lm:text-success-text'
              : BigInt(row.amountMinor) < 0n
                ? 'lm:text-foreground'
                : 'lm:text-muted-foreground',
            'lm:font-medium',
          )}
        >
          {BigInt(row.amountMinor) > 0n ? '+' : ''}
          {formatAmount(row.amountMinor, row.currency)}
        </span>
      ),
    },
    {
      key: 'price',
      header: labels.price,
      align: 'end',
      className: 'lm:whitespace-nowrap lm:tabular-nums',
      cell: (row) => (row.priceMinor === undefined ? '—' : formatAmount(row.priceMinor, row.currency)),
    },
    {
      key: 'status',
      header: labels.status,
      cell: (row) => <Badge variant={statusVariant[row.status]}>{labels.statuses[row.status]}</Badge>,
    },
  ];
  return (
    <Table
      className={className}
      caption={labels.caption}
      columns={columns}
      rows={transactions}
      getRowKey={(row) => row.id}
      sort={sort}
      onSortChange={onSortChange}
      loading={loading}
      {...(sortLabel ? { sortLabel } : {})}
      {...(loadingLabel ? { loadingLabel } : {})}
      empty={empty}
    />
  );
}

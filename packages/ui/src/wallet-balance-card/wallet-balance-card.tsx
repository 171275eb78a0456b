import { Wallet } from 'lucide-react';
import type * as React from 'react';
import { Button } from '../button/button';
import { Card } from '../card/card';
import { cn } from '../lib/cn';
import { type FormatAmount, formatMoney, type MinorAmount } from '../price-tag/format-money';

export type WalletBalanceCardProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  currency: string;
  /** Minor units the seller can withdraw now. */
  availableMinor: MinorAmount;
  /** Minor units held in escrow for orders not yet confirmed. */
  upcomingMinor: MinorAmount;
  locale?: string;
  /** Formats minor units; the default knows ISO currencies only (apps pass their crypto-aware one). */
  formatAmount?: FormatAmount;
  /** Already phrased by the app, e.g. "Updated 2 minutes ago". */
  lastUpdated?: string;
  title?: string;
  availableLabel?: string;
  upcomingLabel?: string;
  withdrawLabel?: string;
  onWithdraw?: () => void;
  /** Withdrawal is not possible (no funds, email not verified). */
  withdrawDisabled?: boolean;
};

/** One wallet's balance: available now and upcoming from escrow, with the withdraw action. */
export function WalletBalanceCard({
  currency,
  availableMinor,
  upcomingMinor,
  locale = 'en',
  formatAmount = (amount, code) => formatMoney(amount, code, locale),
  lastUpdated,
  title,
  availableLabel = 'Available',
  upcomingLabel = 'Upcoming',
  withdrawLabel = 'Withdraw',
  onWithdraw,
  withdrawDisabled = false,
  className,
  ...props
}: WalletBalanceCardProps) {
  const heading = title ?? `${currency} wallet`;
  return (
    <Card asSection className={cn('gap-4 p-5', className)} aria-label={heading} {...props}>
      <div className="flex items-center gap-2">
        <Wallet aria-hidden="true" className="size-5 text-muted-foreground" />
        <h3 className="text-base font-semibold">{heading}</h3>
      </div>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <dt className="text-sm text-muted-foreground">{availableLabel}</dt>
          <dd className="text-2xl font-semibold tabular-nums [overflow-wrap:anywhere]">
            {formatAmount(availableMinor, currency)}
          </dd>
        </div>
        <div className="flex min-w-0 flex-col gap-0.5">
          <dt className="text-sm text-muted-foreground">{upcomingLabel}</dt>
          <dd className="text-2xl font-semibold tabular-nums text-muted-foreground [overflow-wrap:anywhere]">
            {formatAmount(upcomingMinor, currency)}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {lastUpdated ? <p className="text-xs text-muted-foreground">{lastUpdated}</p> : <span />}
        {onWithdraw ? (
          <Button onClick={onWithdraw} disabled={withdrawDisabled}>
            {withdrawLabel}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

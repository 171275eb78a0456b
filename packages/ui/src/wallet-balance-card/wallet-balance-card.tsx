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
  /** Minor units of the owner's sales held in escrow for them, not yet confirmed by the buyer. */
  upcomingMinor: MinorAmount;
  /**
   * The breakdown (give all three to show it): the owner's own purchases held in escrow, money on its
   * way out (withdrawals, refunds to a card) and the total, which is the sum of the four parts.
   */
  inEscrowMinor?: MinorAmount;
  outgoingMinor?: MinorAmount;
  totalMinor?: MinorAmount;
  locale?: string;
  /** Formats minor units; the default knows ISO currencies only (apps pass their crypto-aware one). */
  formatAmount?: FormatAmount;
  /** Already phrased by the app, e.g. "Updated 2 minutes ago". */
  lastUpdated?: string;
  title?: string;
  availableLabel?: string;
  upcomingLabel?: string;
  inEscrowLabel?: string;
  outgoingLabel?: string;
  totalLabel?: string;
  /** One short line under each amount saying what it is (shown with the breakdown). */
  help?: Partial<Record<WalletBalancePart, string>>;
  withdrawLabel?: string;
  onWithdraw?: () => void;
  /** Withdrawal is not possible (no funds, email not verified). */
  withdrawDisabled?: boolean;
  topUpLabel?: string;
  /** Adds money to the wallet (by card or crypto): shown beside Withdraw when given. */
  onTopUp?: () => void;
};

export type WalletBalancePart = 'available' | 'inEscrow' | 'outgoing' | 'upcoming' | 'total';

const DEFAULT_HELP: Record<WalletBalancePart, string> = {
  available: 'Yours to spend or withdraw now.',
  inEscrow: 'Your purchases, held until you confirm delivery.',
  outgoing: 'Withdrawals and card refunds on their way out.',
  upcoming: 'Your sales, yours when the buyer confirms.',
  total: 'All of the above together.',
};

/**
 * One wallet's balance: available now and upcoming from escrow, with the withdraw action; with the
 * breakdown, also the owner's purchases in escrow, what is on its way out and the total, each explained.
 */
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
  inEscrowMinor,
  outgoingMinor,
  totalMinor,
  inEscrowLabel = 'In escrow',
  outgoingLabel = 'Being paid out',
  totalLabel = 'Total',
  help,
  withdrawLabel = 'Withdraw',
  onWithdraw,
  topUpLabel = 'Top up',
  onTopUp,
  withdrawDisabled = false,
  className,
  ...props
}: WalletBalanceCardProps) {
  const heading = title ?? `${currency} wallet`;
  const explain = { ...DEFAULT_HELP, ...help };
  const breakdown =
    inEscrowMinor !== undefined && outgoingMinor !== undefined && totalMinor !== undefined
      ? [
          { key: 'available', label: availableLabel, amount: availableMinor },
          { key: 'inEscrow', label: inEscrowLabel, amount: inEscrowMinor },
          { key: 'upcoming', label: upcomingLabel, amount: upcomingMinor },
          { key: 'outgoing', label: outgoingLabel, amount: outgoingMinor },
          { key: 'total', label: totalLabel, amount: totalMinor },
        ].map((part) => ({ ...part, help: explain[part.key as WalletBalancePart] }))
      : null;
  return (
    <Card asSection className={cn('gap-4 p-5', className)} aria-label={heading} {...props}>
      <div className="flex items-center gap-2">
        <Wallet aria-hidden="true" className="size-5 text-muted-foreground" />
        <h3 className="text-base font-semibold">{heading}</h3>
      </div>
      {breakdown ? (
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2" data-slot="wallet-breakdown">
          {breakdown.map((part) => (
            <div
              key={part.key}
              data-slot="wallet-part"
              data-part={part.key}
              className={cn(
                'flex min-w-0 flex-col gap-0.5',
                part.key === 'total' && 'border-t border-border pt-3 sm:col-span-2',
              )}
            >
              <dt className="text-sm text-muted-foreground">{part.label}</dt>
              <dd
                className={cn(
                  'font-semibold tabular-nums [overflow-wrap:anywhere]',
                  part.key === 'available' || part.key === 'total' ? 'text-2xl' : 'text-xl',
                )}
              >
                {formatAmount(part.amount, currency)}
              </dd>
              <dd className="text-xs text-muted-foreground">{part.help}</dd>
            </div>
          ))}
        </dl>
      ) : (
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
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        {lastUpdated ? <p className="text-xs text-muted-foreground">{lastUpdated}</p> : <span />}
        {onWithdraw || onTopUp ? (
          <div className="flex flex-wrap gap-2">
            {onTopUp ? (
              <Button variant="outline" onClick={onTopUp}>
                {topUpLabel}
              </Button>
            ) : null}
            {onWithdraw ? (
              <Button onClick={onWithdraw} disabled={withdrawDisabled}>
                {withdrawLabel}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </Card>
  );
}

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
  /**
   * The owner's completed sales held until their warranty ends (a part of the breakdown apart from
   * upcoming); shown only when it is not zero.
   */
  reservedMinor?: MinorAmount;
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
  reservedLabel?: string;
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

export type WalletBalancePart = 'available' | 'inEscrow' | 'outgoing' | 'upcoming' | 'reserved' | 'total';

const DEFAULT_HELP: Record<WalletBalancePart, string> = {
  available: 'Yours to spend or withdraw now.',
  inEscrow: 'Your purchases, held until you confirm delivery.',
  outgoing: 'Withdrawals and card refunds on their way out.',
  upcoming: 'Your sales, yours when the buyer confirms.',
  reserved: 'Completed sales with a warranty, released to you when each warranty ends.',
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
  reservedMinor,
  reservedLabel = 'Reserved (warranty)',
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
          ...(reservedMinor !== undefined && BigInt(reservedMinor) !== 0n
            ? [{ key: 'reserved', label: reservedLabel, amount: reservedMinor }]
            : []),
          { key: 'total', label: totalLabel, amount: totalMinor },
        ].map((part) => ({ ...part, help: explain[part.key as WalletBalancePart] }))
      : null;
  return (
    <Card asSection className={cn('lm:gap-4 lm:p-5', className)} aria-label={heading} {...props}>
      <div className="lm:flex lm:items-center lm:gap-2">
        <Wallet aria-hidden="true" className="lm:size-5 lm:text-muted-foreground" />
        <h3 className="lm:text-base lm:font-semibold">{heading}</h3>
      </div>
      {breakdown ? (
        <dl className="lm:grid lm:grid-cols-1 lm:gap-4 lm:sm:grid-cols-2" data-slot="wallet-breakdown">
          {breakdown.map((part) => (
            <div
              key={part.key}
              data-slot="wallet-part"
              data-part={part.key}
              className={cn(
                'lm:flex lm:min-w-0 lm:flex-col lm:gap-0.5',
                part.key === 'total' && 'lm:border-t lm:border-border lm:pt-3 lm:sm:col-span-2',
              )}
            >
              <dt className="lm:text-sm lm:text-muted-foreground">{part.label}</dt>
              <dd
                className={cn(
                  'lm:font-semibold lm:tabular-nums lm:[overflow-wrap:anywhere]',
                  part.key === 'available' || part.key === 'total' ? 'lm:text-2xl' : 'lm:text-xl',
                )}
              >
                {formatAmount(part.amount, currency)}
              </dd>
              <dd className="lm:text-xs lm:text-muted-foreground">{part.help}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <dl className="lm:grid lm:grid-cols-1 lm:gap-4 lm:sm:grid-cols-2">
          <div className="lm:flex lm:min-w-0 lm:flex-col lm:gap-0.5">
            <dt className="lm:text-sm lm:text-muted-foreground">{availableLabel}</dt>
            <dd className="lm:text-2xl lm:font-semibold lm:tabular-nums lm:[overflow-wrap:anywhere]">
              {formatAmount(availableMinor, currency)}
            </dd>
          </div>
          <div className="lm:flex lm:min-w-0 lm:flex-col lm:gap-0.5">
            <dt className="lm:text-sm lm:text-muted-foreground">{upcomingLabel}</dt>
            <dd className="lm:text-2xl lm:font-semibold lm:tabular-nums lm:text-muted-foreground lm:[overflow-wrap:anywhere]">
              {formatAmount(upcomingMinor, currency)}
            </dd>
          </div>
        </dl>
      )}
      <div className="lm:flex lm:flex-wrap lm:items-center lm:justify-between lm:gap-2">
        {lastUpdated ? <p className="lm:text-xs lm:text-muted-foreground">{lastUpdated}</p> : <span />}
        {onWithdraw || onTopUp ? (
          <div className="lm:flex lm:flex-wrap lm:gap-2">
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

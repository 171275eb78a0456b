import type { LedgerCurrency, Wallet, WalletBreakdown } from '@lootmarket/contract';
import type { WalletBalanceCardProps } from '@lootmarket/ui';
import type { IntlShape } from 'react-intl';
import { reserveMessages } from '../warranty/warranty-messages';
import { walletMessages as m } from './wallet-messages';

/**
 * The balance card's amounts, labels and help for one wallet, the same on the wallet page and the
 * seller dashboard: available, in escrow (the owner's purchases), upcoming (their sales), being paid
 * out, and the total they add up to.
 */
export function walletBalanceCardProps(
  intl: IntlShape,
  breakdown: WalletBreakdown,
): Pick<
  WalletBalanceCardProps,
  | 'availableMinor'
  | 'inEscrowMinor'
  | 'upcomingMinor'
  | 'outgoingMinor'
  | 'totalMinor'
  | 'reservedMinor'
  | 'reservedLabel'
  | 'availableLabel'
  | 'inEscrowLabel'
  | 'upcomingLabel'
  | 'outgoingLabel'
  | 'totalLabel'
  | 'help'
  | 'withdrawLabel'
  | 'withdrawDisabled'
> {
  const t = intl.formatMessage;
  return {
    availableMinor: breakdown.available,
    inEscrowMinor: breakdown.inEscrow,
    upcomingMinor: breakdown.upcoming,
    outgoingMinor: breakdown.outgoing,
    totalMinor: breakdown.total,
    reservedMinor: breakdown.reserved,
    reservedLabel: t(reserveMessages.reserved),
    availableLabel: t(m.available),
    inEscrowLabel: t(m.inEscrow),
    upcomingLabel: t(m.upcoming),
    outgoingLabel: t(m.outgoing),
    totalLabel: t(m.total),
    help: {
      available: t(m.availableHelp),
      inEscrow: t(m.inEscrowHelp),
      upcoming: t(m.upcomingHelp),
      outgoing: t(m.outgoingHelp),
      reserved: t(reserveMessages.reservedHelp),
      total: t(m.totalHelp),
    },
    withdrawLabel: t(m.withdraw),
    withdrawDisabled: BigInt(breakdown.available) <= 0n,
  };
}

/**
 * The wallet to open when the user has not chosen one: the one with the latest movement, else the
 * first one they have; null without wallets. Never an empty wallet while another has activity.
 */
export function walletWithActivity(
  wallets: ReadonlyArray<Pick<Wallet, 'currency' | 'lastActivity'>>,
): LedgerCurrency | null {
  let best: Pick<Wallet, 'currency' | 'lastActivity'> | null = null;
  for (const wallet of wallets) {
    if (wallet.lastActivity === null) continue;
    if (!best?.lastActivity || Date.parse(wallet.lastActivity) > Date.parse(best.lastActivity)) best = wallet;
  }
  return best?.currency ?? wallets[0]?.currency ?? null;
}

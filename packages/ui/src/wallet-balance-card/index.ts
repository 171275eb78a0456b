export {
  WalletBalanceCard,
  type WalletBalanceCardProps,
  type WalletBalancePart,
} from './wallet-balance-card';

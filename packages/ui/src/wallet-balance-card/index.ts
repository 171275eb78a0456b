export { WalletBalanceCard, type WalletBalanceCardProps } from './wallet-balance-card';

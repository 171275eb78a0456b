export {
  useSellerDashboard,
  useWallets,
  useWalletTransactions,
  useWithdrawalTerms,
  walletsQueryKey,
} from './wallet-api';
export { walletBalanceCardProps, walletWithActivity } from './wallet-balances';
export { walletMessages, withdrawMessages } from './wallet-messages';
export {
  readTransactionFilters,
  useWithdraw,
  WalletPage,
  WalletView,
  writeTransactionFilters,
} from './wallet-page';
export { WithdrawDialog } from './withdraw-dialog';

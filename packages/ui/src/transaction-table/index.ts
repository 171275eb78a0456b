export {
  defaultTransactionTableLabels,
  type Transaction,
  type TransactionStatus,
  TransactionTable,
  type TransactionTableLabels,
  type TransactionTableProps,
} from './transaction-table';

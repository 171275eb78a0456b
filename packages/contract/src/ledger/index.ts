export * from './ledger.schemas';

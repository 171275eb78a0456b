export * from './withdrawals.schemas';

export * from './chargeback.schemas';
export * from './dispute-evidence.schemas';
export * from './fee-rules.schemas';
export * from './fees';
export * from './order-errors';
export * from './order-paths';
export * from './orders.schemas';
export * from './payment-methods';

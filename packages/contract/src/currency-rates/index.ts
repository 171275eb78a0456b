export * from './currency-rate-errors';
export * from './currency-rates.schemas';

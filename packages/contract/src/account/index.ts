export * from './account.schemas';
export * from './account-errors';

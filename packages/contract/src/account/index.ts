export * from './account.schemas';

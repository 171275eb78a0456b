export * from './auth.schemas';
export * from './auth-errors';

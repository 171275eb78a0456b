export * from './outbox.schemas';

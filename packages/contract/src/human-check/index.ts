export * from './human-check.schemas';

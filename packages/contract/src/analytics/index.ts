export * from './analytics.schemas';

export * from './payments.schemas';
export * from './test-mode.schemas';

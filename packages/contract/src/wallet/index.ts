export * from './wallet.schemas';

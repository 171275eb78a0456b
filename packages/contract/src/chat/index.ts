export * from './chat.schemas';

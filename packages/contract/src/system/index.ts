export * from './system.schemas';

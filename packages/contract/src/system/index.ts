export * from './system.schemas';
export * from './web-pages';

export * from './catalog.schemas';
export * from './categories';

export * from './catalog/categories';

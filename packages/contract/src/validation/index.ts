export * from './countries';
export * from './rules';
export * from './text';

export * from './rules';
export * from './text';

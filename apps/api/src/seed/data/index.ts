export * from './games';
export type * from './types';

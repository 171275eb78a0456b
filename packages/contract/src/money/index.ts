export * from './amounts';
export * from './currencies';
export * from './fees';

export * from './amounts';
export * from './currencies';
export * from './deposits';
export * from './fees';

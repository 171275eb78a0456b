export * from './amounts';
export * from './conversion';
export * from './currencies';
export * from './deposits';
export * from './fees';

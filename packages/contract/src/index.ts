export * from './account';
export * from './admin';
export * from './auth';
export * from './catalog';
export * from './errors';
export * from './human-check';
export * from './system';
export * from './validation';

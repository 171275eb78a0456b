export * from './external-contacts';

export { SecretCode, type SecretCodeProps } from './secret-code';

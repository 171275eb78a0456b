export { Stars, StarsInput, type StarsInputProps, type StarsProps } from './stars';

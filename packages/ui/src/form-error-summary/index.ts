export { type FormError, FormErrorSummary, type FormErrorSummaryProps } from './form-error-summary';

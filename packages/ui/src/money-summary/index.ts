export { MoneySummary, type MoneySummaryProps, type MoneySummaryRow } from './money-summary';

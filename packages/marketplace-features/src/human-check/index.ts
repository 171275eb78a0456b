export { type HumanCheck, type HumanCheckResult, useHumanCheck } from './use-human-check';

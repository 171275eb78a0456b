export { usePaymentTestMode } from './test-mode-api';
export { testModeMessages } from './test-mode-messages';
export { TestModeNotice, type TestModeNoticeProps } from './test-mode-notice';

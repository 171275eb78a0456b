import { Alert } from '@lootmarket/ui';
import type * as React from 'react';
import { useIntl } from 'react-intl';
import { testModeMessages } from './test-mode-messages';

export type TestModeNoticeProps = Omit<React.ComponentProps<typeof Alert>, 'title' | 'variant'> & {
  /** What is a test here, in the page's words (which payments, which payout). */
  children: React.ReactNode;
};

/**
 * "Test mode: no real money": on every page where the sandbox provider takes or pays out money
 * (checkout, the sandbox payment page, a withdrawal), so nobody takes test money for real.
 */
export function TestModeNotice({ children, ...props }: TestModeNoticeProps) {
  const intl = useIntl();
  return (
    <Alert
      variant="warning"
      title={intl.formatMessage(testModeMessages.label)}
      data-slot="test-mode"
      {...props}
    >
      {children}
    </Alert>
  );
}

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect } from 'storybook/test';
import { paymentPageMessages } from '../checkout/checkout-messages';
import { testModeMessages } from './test-mode-messages';
import { TestModeNotice } from './test-mode-notice';

type Where = 'checkout' | 'payment' | 'withdrawal';

/** The notice as each page words it (the label is the same everywhere). */
function Example({ where }: { where: Where }) {
  const intl = useIntl();
  const body = {
    checkout: intl.formatMessage(testModeMessages.checkout, { methods: 'both' }),
    payment: intl.formatMessage(paymentPageMessages.testModeBody),
    withdrawal: intl.formatMessage(testModeMessages.withdrawal),
  }[where];
  return <TestModeNotice>{body}</TestModeNotice>;
}

const meta = {
  title: 'Marketplace/Test mode notice',
  component: Example,
  args: { where: 'checkout' },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Checkout: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Test mode: no real money')).toBeVisible();
    await expect(
      canvas.getByText(/^Card and crypto payments on this site go to a test provider/),
    ).toBeVisible();
  },
};

export const PaymentPage: Story = {
  args: { where: 'payment' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^This is the sandbox payment provider/)).toBeVisible();
  },
};

export const Withdrawal: Story = {
  args: { where: 'withdrawal' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/paid out by a test provider: no real money is sent/)).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect } from 'storybook/test';
import { paymentPageMessages } from '../checkout/checkout-messages';
import { storyIntl } from '../test/story-intl';
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
  tags: ['every-toolbar'],
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Checkout: Story = {
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(testModeMessages.label))).toBeVisible();
    await expect(canvas.getByText(t(testModeMessages.checkout, { methods: 'both' }))).toBeVisible();
  },
};

export const PaymentPage: Story = {
  args: { where: 'payment' },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(paymentPageMessages.testModeBody))).toBeVisible();
  },
};

export const Withdrawal: Story = {
  args: { where: 'withdrawal' },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(testModeMessages.withdrawal))).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyIntl } from '../test/story-intl';
import { PaymentLogosView, paymentLogosMessages } from './payment-logos';

const meta = {
  title: 'Marketplace/Payment logos',
  component: PaymentLogosView,
  args: { methods: ['wallet', 'card', 'crypto'] },
  tags: ['every-toolbar'],
} satisfies Meta<typeof PaymentLogosView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Card and crypto on offer: their brands, and never a method nobody takes (PayPal, Apple Pay). */
export const Default: Story = {
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('heading', { name: t(paymentLogosMessages.title) })).toBeVisible();
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Visa',
      'Mastercard',
      'Bitcoin',
    ]);
    await expect(canvas.queryByText(/PayPal|Apple Pay/)).toBeNull();
  },
};

/** Cards only: no crypto wordmark. */
export const CardOnly: Story = {
  args: { methods: ['wallet', 'card'] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Visa',
      'Mastercard',
    ]);
  },
};

/** Nothing with a logo on offer (or the read not answered yet): no heading over an empty strip. */
export const Nothing: Story = {
  args: { methods: ['wallet'] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
};

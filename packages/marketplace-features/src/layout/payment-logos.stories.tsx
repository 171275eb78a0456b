import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PaymentLogos } from './payment-logos';

const meta = {
  title: 'Marketplace/Payment logos',
  component: PaymentLogos,
} satisfies Meta<typeof PaymentLogos>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    for (const name of ['Visa', 'Mastercard', 'PayPal', 'Apple Pay', 'Bitcoin']) {
      await expect(canvas.getByText(name)).toBeVisible();
    }
  },
};

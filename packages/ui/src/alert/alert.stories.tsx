import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../button/button';
import { Alert } from './alert';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { title: 'Phone verification is temporarily unavailable.', children: 'You can still buy and sell.' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Phone verification is temporarily unavailable.')).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Variants: Story = {
  tags: ['vrt'],
  render: () => (
    <div className="lm:flex lm:max-w-xl lm:flex-col lm:gap-3">
      <Alert variant="info" title="Delivery guarantee">
        Get what you paid for or your money back.
      </Alert>
      <Alert variant="success" title="Offer updated successfully" />
      <Alert variant="warning" title="Your email is not verified">
        Verify it to withdraw funds.
      </Alert>
      <Alert variant="error" title="Something went wrong with your payment." />
    </div>
  ),
};

export const Live: Story = {
  args: {
    variant: 'error',
    live: true,
    title: 'Sorry, we cannot process this payment. You cannot purchase your own product.',
    children: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('You cannot purchase your own product.');
  },
};

export const WithAction: Story = {
  args: { variant: 'warning', action: <Button size="sm">Verify email</Button> },
};

export const LongText: Story = {
  args: {
    variant: 'warning',
    title: 'Die Telefonverifizierung ist vorübergehend nicht verfügbar.',
    children: 'Верификация телефона временно недоступна. 電話認証は一時的に利用できません。',
  },
};

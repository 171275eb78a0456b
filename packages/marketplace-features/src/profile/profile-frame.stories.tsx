import { Button } from '@lootmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OrderFrame, ProfileFrame } from './profile-frame';

/** The heading frame of the profile pages (the account shell around them has the header and navigation). */
const meta = {
  title: 'Marketplace/Profile frame',
  component: ProfileFrame,
  args: { title: 'Wallet', children: <p>Page content</p> },
} satisfies Meta<typeof ProfileFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible();
    await expect(canvas.getByText('Page content')).toBeVisible();
  },
};

export const WithActions: Story = {
  args: { actions: <Button variant="outline">Create wallet</Button>, width: 'narrow' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Create wallet' })).toBeVisible();
  },
};

export const Order: Story = {
  render: () => (
    <OrderFrame title="Checkout">
      <p>Page content</p>
    </OrderFrame>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  },
};

export const LongText: Story = {
  args: { title: 'Панель продавца с очень длинным заголовком для проверки переноса строк' },
};

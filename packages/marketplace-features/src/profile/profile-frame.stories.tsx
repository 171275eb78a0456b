import { Button } from '@lootmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect } from 'storybook/test';
import { OrderFrame, ProfileFrame } from './profile-frame';

const meta = {
  title: 'Marketplace/Profile frame',
  component: ProfileFrame,
  args: { title: 'Wallet', children: <p>Page content</p> },
  render: (args) => (
    <MemoryRouter initialEntries={['/profile/wallet/']}>
      <ProfileFrame {...args} />
    </MemoryRouter>
  ),
} satisfies Meta<typeof ProfileFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Your account' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Wallet' })).toHaveAttribute('aria-current', 'page');
  },
};

export const WithActions: Story = {
  args: { actions: <Button variant="outline">Create wallet</Button>, width: 'narrow' },
};

export const Order: Story = {
  render: () => (
    <MemoryRouter initialEntries={['/order/new/']}>
      <OrderFrame title="Checkout">
        <p>Page content</p>
      </OrderFrame>
    </MemoryRouter>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/profile/orders/');
  },
};

export const LongText: Story = {
  args: { title: 'Панель продавца с очень длинным заголовком для проверки переноса строк' },
};

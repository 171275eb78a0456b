import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { WalletBalanceCard } from './wallet-balance-card';

const meta = {
  title: 'Marketplace/WalletBalanceCard',
  component: WalletBalanceCard,
  args: {
    currency: 'EUR',
    availableMinor: 128450,
    upcomingMinor: 3999,
    lastUpdated: 'Updated 2 minutes ago',
    onWithdraw: fn(),
  },
  render: (args) => (
    <div className="max-w-md">
      <WalletBalanceCard {...args} />
    </div>
  ),
} satisfies Meta<typeof WalletBalanceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas, args }) => {
    const region = canvas.getByRole('region', { name: 'EUR wallet' });
    await expect(region).toHaveTextContent('€1,284.50');
    await expect(region).toHaveTextContent('€39.99');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onWithdraw).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { availableMinor: 0, upcomingMinor: 0, withdrawDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  },
};

/** USDT is no ISO code: the app passes its own formatter and the API's decimal strings. */
export const CryptoWithAppFormatter: Story = {
  args: {
    currency: 'USDT',
    availableMinor: '125000000',
    upcomingMinor: '2500000',
    title: 'USDT wallet',
    formatAmount: (amount, currency) => `${(Number(amount) / 1e6).toFixed(2)} ${currency}`,
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'USDT wallet' });
    await expect(region).toHaveTextContent('125.00 USDT');
    await expect(region).toHaveTextContent('2.50 USDT');
  },
};

export const LongText: Story = {
  args: {
    currency: 'RUB',
    locale: 'ru',
    availableMinor: 123456789012,
    upcomingMinor: 9876543210,
    title: 'Кошелёк в российских рублях',
    availableLabel: 'Доступно для вывода',
    upcomingLabel: 'Ожидается после подтверждения заказов',
    withdrawLabel: 'Вывести средства',
    lastUpdated: '最終更新 2分前',
  },
};

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
    <div className="lm:max-w-md">
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

/** Cents shown in a part of the breakdown ("$1,284.50" → 128450). */
function shownCents(region: HTMLElement, part: string): number {
  const amount = region.querySelector(`[data-part="${part}"] dd`)?.textContent ?? '';
  return Number(amount.replace(/[^0-9]/g, ''));
}

/**
 * The breakdown every account sees: available, the owner's purchases in escrow, their sales to come,
 * what is being paid out, and the total they add up to, each with its line of help.
 */
export const Breakdown: Story = {
  tags: ['vrt'],
  args: {
    currency: 'USD',
    availableMinor: '23703',
    inEscrowMinor: '8643',
    upcomingMinor: '3798',
    outgoingMinor: '1000',
    totalMinor: '37144',
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'USD wallet' });
    const parts = ['available', 'inEscrow', 'upcoming', 'outgoing'].map((part) => shownCents(region, part));
    await expect(parts).toEqual([23703, 8643, 3798, 1000]);
    await expect(parts.reduce((sum, cents) => sum + cents, 0)).toBe(shownCents(region, 'total'));
    await expect(region).toHaveTextContent('Total$371.44');
    for (const help of [
      'Yours to spend or withdraw now.',
      'Your purchases, held until you confirm delivery.',
      'Your sales, yours when the buyer confirms.',
      'Withdrawals and card refunds on their way out.',
      'All of the above together.',
    ]) {
      await expect(canvas.getByText(help)).toBeVisible();
    }
  },
};

/** A new account: every part is there, at zero, so every wallet reads the same way. */
export const BreakdownEmpty: Story = {
  args: {
    currency: 'USD',
    availableMinor: 0,
    inEscrowMinor: 0,
    upcomingMinor: 0,
    outgoingMinor: 0,
    totalMinor: 0,
    withdrawDisabled: true,
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'USD wallet' });
    await expect(region.querySelectorAll('[data-slot="wallet-part"]')).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  },
};

/** With the top-up action: beside Withdraw, first in the tab order, usable while withdrawing is not. */
export const WithTopUp: Story = {
  args: { onTopUp: fn(), availableMinor: 0, upcomingMinor: 0, withdrawDisabled: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Top up' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onTopUp).toHaveBeenCalledTimes(1);
  },
};

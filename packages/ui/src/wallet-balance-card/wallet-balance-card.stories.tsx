import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { formatMoney } from '../price-tag/format-money';
import { asRead, type StoryStrings, storyStrings } from '../test/story-strings';
import { WalletBalanceCard } from './wallet-balance-card';

const meta = {
  title: 'Marketplace/WalletBalanceCard',
  tags: ['every-toolbar'],
  component: WalletBalanceCard,
  args: {
    currency: 'EUR',
    availableMinor: 128450,
    upcomingMinor: 3999,
    onWithdraw: fn(),
  },
  // The card's words from the catalogs in the toolbar language, as the wallet page passes them; a
  // story's args (LongText) win.
  render: (args, context) => {
    const t = storyStrings(context);
    return (
      <div className="lm:max-w-md">
        <WalletBalanceCard
          locale={t.locale}
          title={t('wallet.walletTitle', { currency: args.currency })}
          lastUpdated={t('wallet.lastUpdatedAt', {
            date: new Intl.RelativeTimeFormat(t.locale, { numeric: 'auto' }).format(-2, 'minute'),
          })}
          availableLabel={t('wallet.available')}
          upcomingLabel={t('wallet.upcoming')}
          inEscrowLabel={t('wallet.inEscrow')}
          outgoingLabel={t('wallet.outgoing')}
          totalLabel={t('wallet.total')}
          withdrawLabel={t('wallet.withdraw')}
          topUpLabel={t('wallet.topUp')}
          help={{
            available: t('wallet.help.available'),
            inEscrow: t('wallet.help.inEscrow'),
            upcoming: t('wallet.help.upcoming'),
            outgoing: t('wallet.help.outgoing'),
            total: t('wallet.help.total'),
          }}
          {...args}
        />
      </div>
    );
  },
} satisfies Meta<typeof WalletBalanceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const walletRegion = (
  canvas: { getByRole: (role: 'region', options: { name: string }) => HTMLElement },
  t: StoryStrings,
  currency: string,
) => canvas.getByRole('region', { name: t('wallet.walletTitle', { currency }) });

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas, args, ...context }) => {
    const t = storyStrings(context);
    const region = walletRegion(canvas, t, 'EUR');
    await expect(region).toHaveTextContent(asRead(formatMoney(128450, 'EUR', t.locale)));
    await expect(region).toHaveTextContent(asRead(formatMoney(3999, 'EUR', t.locale)));
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onWithdraw).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { availableMinor: 0, upcomingMinor: 0, withdrawDisabled: true },
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    await expect(canvas.getByRole('button', { name: t('wallet.withdraw') })).toBeDisabled();
  },
};

/** USDT is no ISO code: the app passes its own formatter and the API's decimal strings. */
export const CryptoWithAppFormatter: Story = {
  args: {
    currency: 'USDT',
    availableMinor: '125000000',
    upcomingMinor: '2500000',
    formatAmount: (amount, currency) => `${(Number(amount) / 1e6).toFixed(2)} ${currency}`,
  },
  play: async ({ canvas, ...context }) => {
    const region = walletRegion(canvas, storyStrings(context), 'USDT');
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
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    const region = walletRegion(canvas, t, 'USD');
    const parts = ['available', 'inEscrow', 'upcoming', 'outgoing'].map((part) => shownCents(region, part));
    await expect(parts).toEqual([23703, 8643, 3798, 1000]);
    await expect(parts.reduce((sum, cents) => sum + cents, 0)).toBe(shownCents(region, 'total'));
    await expect(region).toHaveTextContent(
      asRead(`${t('wallet.total')}${formatMoney(37144, 'USD', t.locale)}`),
    );
    for (const part of ['available', 'inEscrow', 'upcoming', 'outgoing', 'total']) {
      await expect(canvas.getByText(t(`wallet.help.${part}`))).toBeVisible();
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
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    const region = walletRegion(canvas, t, 'USD');
    await expect(region.querySelectorAll('[data-slot="wallet-part"]')).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: t('wallet.withdraw') })).toBeDisabled();
  },
};

/** With the top-up action: beside Withdraw, first in the tab order, usable while withdrawing is not. */
export const WithTopUp: Story = {
  args: { onTopUp: fn(), availableMinor: 0, upcomingMinor: 0, withdrawDisabled: true },
  play: async ({ canvas, args, ...context }) => {
    const t = storyStrings(context);
    await expect(canvas.getByRole('button', { name: t('wallet.withdraw') })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t('wallet.topUp') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onTopUp).toHaveBeenCalledTimes(1);
  },
};

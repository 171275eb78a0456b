import type { SandboxRefundClaim } from '@lootmarket/contract';
import { formatPrice } from '@lootmarket/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent } from 'storybook/test';
import { errorDescriptor } from '../api/error-message';
import { useFormatMoney } from '../orders/use-format-money';
import { asRead, storyIntl } from '../test/story-intl';
import { testModeMessages } from '../test-mode/test-mode-messages';
import { refundClaimMessages as m, paymentPageMessages } from './checkout-messages';
import { SandboxRefundClaimView, type SandboxRefundClaimViewProps } from './refund-claim-page';

const TESTNET = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';

const unclaimed: SandboxRefundClaim = {
  paymentId: '2f7e3d1c-8b9a-4c5d-9e0f-1a2b3c4d5e01',
  orderId: '5b0a4a4e-4a43-4c55-9a56-3c1a2f1f0a01',
  amount: '4118',
  currency: 'USD',
  asset: 'BTC (testnet)',
  refundedAt: '2026-11-22T10:01:00Z',
  claimedAt: null,
  address: null,
  returnUrl: '/order/5b0a4a4e-4a43-4c55-9a56-3c1a2f1f0a01/',
};

/** An accessible name equal to the text, whatever spaces Intl put in it. */
const named = (text: string) => (name: string) => asRead(name) === asRead(text);

/** The claim's amount as the page formats it, in the toolbar language. */
const amountIn = (locale: string) => formatPrice(BigInt(unclaimed.amount), unclaimed.currency, locale);

function Interactive(props: Partial<SandboxRefundClaimViewProps>) {
  const [address, setAddress] = useState('');
  const formatMoney = useFormatMoney();
  return (
    <MemoryRouter>
      <SandboxRefundClaimView
        claim={unclaimed}
        amount={formatMoney(unclaimed.amount, unclaimed.currency)}
        address={address}
        onAddressChange={setAddress}
        onClaim={fn()}
        busy={false}
        error={null}
        {...props}
      />
    </MemoryRouter>
  );
}

const meta = {
  title: 'Marketplace/Sandbox refund claim page',
  component: Interactive,
  args: { onClaim: fn() },
  tags: ['every-toolbar'],
} satisfies Meta<typeof Interactive>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not claimed yet: a malformed address is refused in the form; a test-network one is claimed. */
export const Unclaimed: Story = {
  tags: ['vrt'],
  play: async ({ canvas, args, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    const amount = amountIn(intl.locale);
    await expect(canvas.getByText(t(testModeMessages.label))).toBeVisible();
    await expect(canvas.getByText(asRead(amount))).toBeVisible();
    // The label may carry a required marker after its text.
    const label = t(m.address, { asset: unclaimed.asset });
    const input = canvas.getByLabelText((content) => content.startsWith(label));
    await userEvent.type(input, 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
    // Keyboard: Enter submits the form.
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(t(m.addressInvalid))).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onClaim).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, ` ${TESTNET} `);
    await expect(canvas.queryByText(t(m.addressInvalid))).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: named(t(m.submit, { amount })) }));
    await expect(args.onClaim).toHaveBeenCalledTimes(1);
    await expect(args.onClaim).toHaveBeenCalledWith(TESTNET);
    await expect(canvas.getAllByRole('link', { name: t(paymentPageMessages.toOrder) })[0]).toHaveAttribute(
      'href',
      unclaimed.returnUrl,
    );
  },
};

export const Claiming: Story = {
  args: { busy: true, address: TESTNET },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('button', { name: t(m.claiming) })).toBeDisabled();
  },
};

/** The server refused the claim (claimed meanwhile in another tab). */
export const ServerError: Story = {
  args: { address: TESTNET },
  render: (args, context) => (
    <Interactive
      {...args}
      error={storyIntl(context).formatMessage(errorDescriptor('REFUND_ALREADY_CLAIMED'))}
    />
  ),
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('alert')).toHaveTextContent(t(errorDescriptor('REFUND_ALREADY_CLAIMED')));
  },
};

export const Claimed: Story = {
  tags: ['vrt'],
  args: { claim: { ...unclaimed, claimedAt: '2026-11-22T10:05:00Z', address: TESTNET } },
  play: async ({ canvas, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    await expect(canvas.getByText(t(m.claimed))).toBeVisible();
    await expect(canvas.getByText(TESTNET)).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: named(t(m.submit, { amount: amountIn(intl.locale) })) }),
    ).toBeNull();
    await expect(canvas.queryByRole('button', { name: t(m.claiming) })).toBeNull();
    await expect(canvas.getByRole('link', { name: t(paymentPageMessages.toOrder) })).toHaveAttribute(
      'href',
      unclaimed.returnUrl,
    );
  },
};

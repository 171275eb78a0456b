import type { SandboxRefundClaim } from '@lootmarket/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent } from 'storybook/test';
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

function Interactive(props: Partial<SandboxRefundClaimViewProps>) {
  const [address, setAddress] = useState('');
  return (
    <MemoryRouter>
      <SandboxRefundClaimView
        claim={unclaimed}
        amount="$41.18"
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
} satisfies Meta<typeof Interactive>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not claimed yet: a malformed address is refused in the form; a test-network one is claimed. */
export const Unclaimed: Story = {
  tags: ['vrt'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Test mode: no real money')).toBeVisible();
    await expect(canvas.getByText('$41.18')).toBeVisible();
    const input = canvas.getByLabelText(/^Your BTC \(testnet\) address/);
    await userEvent.type(input, 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
    // Keyboard: Enter submits the form.
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Enter a valid test-network address.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onClaim).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, ` ${TESTNET} `);
    await expect(canvas.queryByText('Enter a valid test-network address.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Claim $41.18' }));
    await expect(args.onClaim).toHaveBeenCalledTimes(1);
    await expect(args.onClaim).toHaveBeenCalledWith(TESTNET);
    await expect(canvas.getAllByRole('link', { name: 'View your order' })[0]).toHaveAttribute(
      'href',
      unclaimed.returnUrl,
    );
  },
};

export const Claiming: Story = {
  args: { busy: true, address: TESTNET },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Claiming…' })).toBeDisabled();
  },
};

/** The server refused the claim (claimed meanwhile in another tab). */
export const ServerError: Story = {
  args: { error: 'This refund has already been claimed.', address: TESTNET },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This refund has already been claimed.');
  },
};

export const Claimed: Story = {
  tags: ['vrt'],
  args: { claim: { ...unclaimed, claimedAt: '2026-11-22T10:05:00Z', address: TESTNET } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Refund claimed')).toBeVisible();
    await expect(canvas.getByText(TESTNET)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Claim/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'View your order' })).toHaveAttribute(
      'href',
      unclaimed.returnUrl,
    );
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent } from 'storybook/test';
import { PurchaseChatView } from './purchase-chat';

const meta = {
  title: 'Marketplace/Purchase chat',
  component: PurchaseChatView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div className="lm:max-w-2xl lm:p-4">
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
  args: { state: 'ready', returnTo: '/offers/5a0c8a53-0a3f-4e69-9d7f-7d7c0f4f6c11/', onStart: fn() },
} satisfies Meta<typeof PurchaseChatView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in buyer without a conversation about this offer: one button opens it. */
export const Start: Story = {
  tags: ['vrt'],
  args: { canStart: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Chat with the seller' })).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Message the seller' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};

/** The conversation is being opened: the button waits. */
export const Starting: Story = {
  args: { canStart: true, starting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Message the seller' })).toBeDisabled();
  },
};

/** Guests are told to log in, and come back to the offer afterwards. */
export const Guest: Story = {
  tags: ['vrt'],
  args: { state: 'guest' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Log in to send messages.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login/?returnTo=%2Foffers%2F5a0c8a53-0a3f-4e69-9d7f-7d7c0f4f6c11%2F',
    );
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Message the seller' })).toBeNull();
  },
};

/** Opening or fetching the conversation failed (spec §8); the buyer may try again. */
export const Failed: Story = {
  args: { failed: true, canStart: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unable to create or fetch a conversation.');
    await expect(canvas.getByRole('button', { name: 'Message the seller' })).toBeEnabled();
  },
};

/**
 * The seller outside an order (no order to write about): nothing to start, told where the buyer's
 * messages will appear.
 */
export const SellerWaiting: Story = {
  args: { side: 'seller', waiting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Chat with the buyer' })).toBeVisible();
    await expect(
      canvas.getByText(
        'The buyer has not written to you about this offer yet. Their messages will appear here.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/**
 * The seller on the order page before the buyer wrote: told so, and free to write first (the order's
 * chat opens the buyer's conversation about the offer).
 */
export const SellerWritesFirst: Story = {
  args: { side: 'seller', waiting: true, canStart: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Chat with the buyer' })).toBeVisible();
    await expect(canvas.getByText(/The buyer has not written to you about this offer yet/)).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Message the buyer' });
    await userEvent.click(button);
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};

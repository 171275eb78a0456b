import { chatErrorMessages } from '@lootmarket/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent } from 'storybook/test';
import { storyIntl } from '../test/story-intl';
import { chatMessages } from './chat-messages';
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
  tags: ['every-toolbar'],
} satisfies Meta<typeof PurchaseChatView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in buyer without a conversation about this offer: one button opens it. */
export const Start: Story = {
  tags: ['vrt'],
  args: { canStart: true },
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('heading', { name: t(chatMessages.purchaseTitle) })).toBeVisible();
    const button = canvas.getByRole('button', { name: t(chatMessages.startConversation) });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};

/** The conversation is being opened: the button waits. */
export const Starting: Story = {
  args: { canStart: true, starting: true },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('button', { name: t(chatMessages.startConversation) })).toBeDisabled();
  },
};

/** Guests are told to log in, and come back to the offer afterwards. */
export const Guest: Story = {
  tags: ['vrt'],
  args: { state: 'guest' },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(chatMessages.loginToChat))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t(chatMessages.logIn) })).toHaveAttribute(
      'href',
      '/login/?returnTo=%2Foffers%2F5a0c8a53-0a3f-4e69-9d7f-7d7c0f4f6c11%2F',
    );
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.queryByRole('button', { name: t(chatMessages.startConversation) })).toBeNull();
  },
};

/** Opening or fetching the conversation failed (spec §8); the buyer may try again. */
export const Failed: Story = {
  args: { failed: true, canStart: true },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('alert')).toHaveTextContent(t(chatErrorMessages.conversationUnavailable));
    await expect(canvas.getByRole('button', { name: t(chatMessages.startConversation) })).toBeEnabled();
  },
};

/**
 * The seller outside an order (no order to write about): nothing to start, told where the buyer's
 * messages will appear.
 */
export const SellerWaiting: Story = {
  args: { side: 'seller', waiting: true },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('heading', { name: t(chatMessages.saleTitle) })).toBeVisible();
    await expect(canvas.getByText(t(chatMessages.saleNoConversation))).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/**
 * The seller on the order page before the buyer wrote: told so, and free to write first (the order's
 * chat opens the buyer's conversation about the offer).
 */
export const SellerWritesFirst: Story = {
  args: { side: 'seller', waiting: true, canStart: true },
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('heading', { name: t(chatMessages.saleTitle) })).toBeVisible();
    await expect(canvas.getByText(t(chatMessages.saleNoConversation))).toBeVisible();
    const button = canvas.getByRole('button', { name: t(chatMessages.startConversationWithBuyer) });
    await userEvent.click(button);
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};

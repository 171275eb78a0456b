import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect } from 'storybook/test';
import { storyIntl } from '../test/story-intl';
import { OfferLockNotice, offerLockMessages } from './offer-lock-notice';

const meta = {
  title: 'Marketplace/Offers/Take-down notice',
  component: OfferLockNotice,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div className="lm:max-w-2xl">
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
  tags: ['every-toolbar'],
  args: {
    lock: {
      reason: 'The description asks buyers to pay outside Lootmarket.',
      lockedAt: '2026-11-20T09:15:00Z',
    },
  },
} satisfies Meta<typeof OfferLockNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the seller sees on My products and the edit page while moderators hold the offer down. */
export const TakenDown: Story = {
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(offerLockMessages.title))).toBeVisible();
    await expect(canvas.getByText(t(offerLockMessages.reason, { reason: args.lock.reason }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t(offerLockMessages.openTicket) })).toHaveAttribute(
      'href',
      '/profile/tickets/new/',
    );
  },
};

/** A long reason on several lines wraps inside the notice at 360 px. */
export const LongReason: Story = {
  args: {
    lock: {
      reason:
        'Reported three times for codes that were already redeemed.\nPlease upload fresh codes and tell support which order numbers were affected so that we can check them.',
      lockedAt: '2026-11-21T17:40:00Z',
    },
  },
  decorators: [
    (Story) => (
      <div className="lm:w-[360px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/already redeemed/)).toBeVisible();
  },
};

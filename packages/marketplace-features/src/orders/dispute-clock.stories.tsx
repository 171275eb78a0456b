import type { DisputeClock as DisputeClockData } from '@lootmarket/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { storyClock } from '../test/story-clock';
import { storyIntl } from '../test/story-intl';
import { DisputeClock } from './dispute-clock';
import { disputeClockMessages as m } from './dispute-clock-messages';

const NOW = '2026-11-28T10:00:00Z';

const running: DisputeClockData = {
  stage: 'seller',
  stageSince: '2026-11-28T06:00:00Z',
  deadlineAt: '2026-11-28T18:00:00Z',
  onSilence: 'refund',
  staffReason: null,
  decidedBy: null,
  sellerHours: 12,
  buyerHours: 48,
  extendedReason: null,
  answers: [],
};

const meta = {
  title: 'Marketplace/Dispute clock',
  component: DisputeClock,
  args: { clock: running, viewer: 'seller' },
  beforeEach: storyClock(NOW),
  tags: ['every-toolbar'],
} satisfies Meta<typeof DisputeClock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seller's turn, seen by the seller: their turn, the deadline, 8 hours left, a refund on silence. */
export const SellerStage: Story = {
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const clock = canvas.getByRole('region', { name: t(m.title) });
    await expect(within(clock).getByText(t(m.stageSeller))).toBeVisible();
    await expect(within(clock).getByText(t(m.yourTurn))).toBeVisible();
    await expect(within(clock).getByText(t(m.onSilenceRefund))).toBeVisible();
    const deadline = clock.querySelector('time');
    await expect(deadline?.getAttribute('datetime')).toBe('2026-11-28T18:00:00Z');
    // The countdown runs, without being a live region that a screen reader would read every second.
    const remaining = clock.querySelector('[data-slot="dispute-clock-remaining"]');
    const first = remaining?.textContent;
    await waitFor(() => expect(remaining?.textContent).not.toBe(first), { timeout: 3000 });
    await expect(clock.querySelector('[aria-live]')).toBeNull();
  },
};

/** The buyer's turn after the seller's answer, seen by the buyer: released to the seller on silence. */
export const BuyerStage: Story = {
  args: {
    viewer: 'buyer',
    clock: {
      ...running,
      stage: 'buyer',
      stageSince: '2026-11-28T09:00:00Z',
      deadlineAt: '2026-11-30T09:00:00Z',
      onSilence: 'release',
    },
  },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const clock = canvas.getByRole('region', { name: t(m.title) });
    await expect(within(clock).getByText(t(m.stageBuyer))).toBeVisible();
    await expect(within(clock).getByText(t(m.yourTurn))).toBeVisible();
    await expect(within(clock).getByText(t(m.onSilenceRelease))).toBeVisible();
  },
};

/** The other side's view: the seller is awaited, so the buyer is not told it is their turn. */
export const SellerStageSeenByBuyer: Story = {
  args: { viewer: 'buyer' },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const clock = canvas.getByRole('region', { name: t(m.title) });
    await expect(within(clock).queryByText(t(m.yourTurn))).toBeNull();
  },
};

/** With staff: both sides answered; no deadline, no countdown. */
export const StaffStage: Story = {
  args: {
    viewer: 'staff',
    clock: {
      ...running,
      stage: 'staff',
      deadlineAt: null,
      onSilence: null,
      staffReason: 'answered',
    },
  },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const clock = canvas.getByRole('region', { name: t(m.title) });
    await expect(within(clock).getByText(t(m.stageStaff))).toBeVisible();
    await expect(within(clock).getByText(t(m.staffReasonAnswered))).toBeVisible();
    await expect(clock.querySelector('time')).toBeNull();
  },
};

/** Decided by a passed deadline (the default ruling). */
export const Decided: Story = {
  args: {
    viewer: 'buyer',
    clock: { ...running, stage: 'decided', deadlineAt: null, onSilence: null, decidedBy: 'default' },
  },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const clock = canvas.getByRole('region', { name: t(m.title) });
    await expect(within(clock).getByText(t(m.stageDecided))).toBeVisible();
    await expect(within(clock).getByText(t(m.decidedDefault))).toBeVisible();
  },
};

/** The deadline passed a moment ago; the job is about to apply the default ruling. */
export const Overdue: Story = {
  args: { clock: { ...running, deadlineAt: '2026-11-28T09:59:00Z' } },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const clock = canvas.getByRole('region', { name: t(m.title) });
    await expect(within(clock).getByText(t(m.overdue))).toBeVisible();
    await expect(clock.getAttribute('data-state')).toBe('overdue');
  },
};

/** Staff extended the seller's deadline, with their reason. */
export const Extended: Story = {
  args: {
    viewer: 'staff',
    clock: { ...running, deadlineAt: '2026-11-29T18:00:00Z', extendedReason: 'The seller is travelling' },
  },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const clock = canvas.getByRole('region', { name: t(m.title) });
    await expect(
      within(clock).getByText(t(m.extended, { reason: 'The seller is travelling' })),
    ).toBeVisible();
  },
};

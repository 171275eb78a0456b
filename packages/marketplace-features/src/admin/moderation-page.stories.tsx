import type { FlaggedMessagesResponse, ModerationItem, ModerationQueueResponse } from '@lootmarket/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent, within } from 'storybook/test';
import { rowAction } from '../test/row-action';
import { asRead, escapeRegExp, storyIntl } from '../test/story-intl';
import {
  adminShellMessages,
  moderationMessages as m,
  privateChatMessages,
  reasonDialogMessages,
} from './admin-messages';
import { AdminModerationView, FlaggedMessagesView } from './moderation-page';

const flagged: ModerationItem = {
  offer: {
    id: '7e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a61',
    title: 'Cheap gold, fast delivery',
    description: 'Message me on Discord for a better price.',
    active: true,
    gameName: 'World of Warcraft',
    category: 'gold',
    createdAt: '2026-11-18T08:00:00Z',
  },
  seller: { id: '0c9f1f1e-2a5b-4a47-8d1e-6b3a4c5d6e01', username: 'GoldRushPL' },
  textFindings: ['link'],
  flaggedMessagesCount: 2,
  reportsCount: 1,
  reports: [
    {
      ticketId: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
      reason: 'Asked me to pay outside the site',
      createdAt: '2026-11-19T12:00:00Z',
    },
  ],
  lastSignalAt: '2026-11-19T12:00:00Z',
  lock: null,
};

const flaggedMessages: FlaggedMessagesResponse = {
  items: [
    {
      id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      conversationId: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
      body: 'Pay me directly at gold-deals.example, it is cheaper',
      createdAt: '2026-11-19T10:30:00Z',
    },
  ],
};

const lockedItem: ModerationItem = {
  ...flagged,
  offer: { ...flagged.offer, id: '7e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a63', active: false },
  flaggedMessagesCount: 0,
  reportsCount: 0,
  reports: [],
  textFindings: [],
  lastSignalAt: null,
  lock: {
    reason: 'Asks buyers to pay outside Lootmarket',
    lockedAt: '2026-11-20T09:15:00Z',
    lockedBy: { id: '0c9f1f1e-2a5b-4a47-8d1e-6b3a4c5d6e09', username: 'agent_ola' },
  },
};

const queue: ModerationQueueResponse = {
  page: 1,
  pageSize: 25,
  total: 2,
  items: [
    flagged,
    {
      ...flagged,
      offer: {
        ...flagged.offer,
        id: '7e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a62',
        title: 'Rare mount',
        active: false,
      },
      textFindings: [],
      flaggedMessagesCount: 0,
    },
  ],
};

const meta = {
  title: 'Marketplace/Back office/Moderation',
  component: AdminModerationView,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/moderation/']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    data: queue,
    failed: false,
    onDecide: fn(async () => null),
    renderFlaggedMessages: () => <FlaggedMessagesView messages={flaggedMessages} failed={false} />,
  },
  tags: ['every-toolbar'],
} satisfies Meta<typeof AdminModerationView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Flagged and reported offers; a take-down asks for a reason that goes to the seller. */
export const Queue: Story = {
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const reason = new RegExp(escapeRegExp(t(reasonDialogMessages.reason)));
    await expect(canvas.getByRole('heading', { name: t(m.title), level: 1 })).toBeVisible();
    await expect(canvas.getByText(t(m.flaggedCount, { count: 2 }))).toBeVisible();
    await expect(canvas.getByText(t(m.textFindings, { kinds: 'link' }))).toBeVisible();
    await expect(canvas.getByText(t(m.inactive))).toBeVisible();
    // An offer its seller switched off can still be taken down: then the seller cannot switch it on.
    await expect(canvas.getAllByRole('button', { name: rowAction(t(m.takeDown)) })).toHaveLength(2);
    const [first] = canvas.getAllByRole('button', { name: rowAction(t(m.takeDown)) });
    if (!first) throw new Error('no take-down button');
    // Each row's button names its offer for a screen reader's list of buttons.
    await expect(first).toHaveAccessibleName(`${t(m.takeDown)} Cheap gold, fast delivery`);
    await userEvent.click(first);
    const dialog = within(document.body).getByRole('dialog', {
      name: t(m.takeDownTitle, { title: 'Cheap gold, fast delivery' }),
    });
    await userEvent.type(within(dialog).getByRole('textbox', { name: reason }), 'Off-site payment');
    await userEvent.click(within(dialog).getByRole('button', { name: t(m.takeDown) }));
    await expect(args.onDecide).toHaveBeenCalledWith(flagged, 'deactivate', 'Off-site payment');
  },
};

/** Flagged chat text is never in the queue: staff open it on purpose, and the read is logged. */
export const FlaggedMessagesRead: Story = {
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.queryByText(/gold-deals\.example/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t(m.readFlagged) }));
    const dialog = within(document.body).getByRole('dialog', {
      name: t(m.flaggedTitle, { title: 'Cheap gold, fast delivery' }),
    });
    await expect(within(dialog).getByText(/gold-deals\.example/)).toBeVisible();
    await expect(within(dialog).getByText(t(privateChatMessages.readIsAudited))).toBeVisible();
  },
};

/** The flagged messages while they load, and when none are left. */
export const FlaggedMessagesStates: Story = {
  render: () => (
    <div className="lm:flex lm:flex-col lm:gap-6">
      <FlaggedMessagesView messages={undefined} failed={false} />
      <FlaggedMessagesView messages={{ items: [] }} failed={false} />
      <FlaggedMessagesView messages={undefined} failed />
    </div>
  ),
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(m.noFlagged))).toBeVisible();
    await expect(canvas.getByText(t(adminShellMessages.loadFailed))).toBeVisible();
  },
};

/** Offers held taken down: who took each down and why; staff lift the take-down or delete the offer. */
export const TakenDown: Story = {
  args: { data: { page: 1, pageSize: 25, total: 1, items: [lockedItem] } },
  play: async ({ canvas, args, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    const reason = new RegExp(escapeRegExp(t(reasonDialogMessages.reason)));
    const date = intl.formatDate('2026-11-20T09:15:00Z', { dateStyle: 'medium', timeStyle: 'short' });
    await expect(canvas.getByText(asRead(t(m.lockedOnBy, { date, name: 'agent_ola' })))).toBeVisible();
    await expect(
      canvas.getByText(t(m.lockReason, { reason: 'Asks buyers to pay outside Lootmarket' })),
    ).toBeVisible();
    // Locked: no second take-down, nothing to dismiss.
    await expect(canvas.queryByRole('button', { name: rowAction(t(m.takeDown)) })).toBeNull();
    await expect(canvas.queryByRole('button', { name: rowAction(t(m.dismiss)) })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: rowAction(t(m.lift)) }));
    const dialog = within(document.body).getByRole('dialog', {
      name: t(m.liftTitle, { title: 'Cheap gold, fast delivery' }),
    });
    await userEvent.type(within(dialog).getByRole('textbox', { name: reason }), 'Contact removed');
    await userEvent.click(within(dialog).getByRole('button', { name: t(m.lift) }));
    await expect(args.onDecide).toHaveBeenCalledWith(lockedItem, 'lift', 'Contact removed');
  },
};

/** Deleting an offer for good asks for the reason the seller is told. */
export const Delete: Story = {
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const reason = new RegExp(escapeRegExp(t(reasonDialogMessages.reason)));
    const [first] = canvas.getAllByRole('button', { name: rowAction(t(m.delete)) });
    if (!first) throw new Error('no delete button');
    await userEvent.click(first);
    const dialog = within(document.body).getByRole('dialog', {
      name: t(m.deleteTitle, { title: 'Cheap gold, fast delivery' }),
    });
    await userEvent.type(within(dialog).getByRole('textbox', { name: reason }), 'Stolen accounts');
    await userEvent.click(within(dialog).getByRole('button', { name: t(m.delete) }));
    await expect(args.onDecide).toHaveBeenCalledWith(flagged, 'delete', 'Stolen accounts');
  },
};

/** Nothing waits for review. */
export const Empty: Story = {
  args: { data: { page: 1, pageSize: 25, total: 0, items: [] } },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('heading', { name: t(m.empty), level: 2 })).toBeVisible();
  },
};

/** While the queue loads. */
export const Loading: Story = {
  args: { data: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: /./ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The queue could not be loaded. */
export const LoadFailed: Story = {
  args: { data: undefined, failed: true },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(adminShellMessages.loadFailed))).toBeVisible();
  },
};

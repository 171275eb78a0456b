import type { ModerationItem, ModerationQueueResponse } from '@lootmarket/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminModerationView } from './moderation-page';

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
  flaggedMessages: [
    {
      id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      body: 'Pay me directly at gold-deals.example, it is cheaper',
      createdAt: '2026-11-19T10:30:00Z',
    },
  ],
  reportsCount: 1,
  reports: [
    {
      ticketId: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
      reason: 'Asked me to pay outside the site',
      createdAt: '2026-11-19T12:00:00Z',
    },
  ],
  lastSignalAt: '2026-11-19T12:00:00Z',
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
      flaggedMessages: [],
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
  args: { data: queue, failed: false, onDecide: fn(async () => null) },
} satisfies Meta<typeof AdminModerationView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Flagged and reported offers; deactivating asks for a reason that goes to the seller. */
export const Queue: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Moderation queue', level: 1 })).toBeVisible();
    await expect(canvas.getByText('2 flagged messages')).toBeVisible();
    await expect(canvas.getByText('Contacts in the offer text: link')).toBeVisible();
    await expect(canvas.getByText('Deactivated')).toBeVisible();
    // The deactivated offer can only be dismissed.
    await expect(canvas.getAllByRole('button', { name: 'Deactivate' })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Deactivate' }));
    const dialog = within(document.body).getByRole('dialog', {
      name: 'Deactivate “Cheap gold, fast delivery”?',
    });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Off-site payment');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await expect(args.onDecide).toHaveBeenCalledWith(flagged, 'deactivate', 'Off-site payment');
  },
};

/** Nothing waits for review. */
export const Empty: Story = {
  args: { data: { page: 1, pageSize: 25, total: 0, items: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'The queue is empty.', level: 2 })).toBeVisible();
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
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Could not load this page. Try again.')).toBeVisible();
  },
};

import type { StaffTicketDetail, StaffTicketListResponse, StaffTicketSummary } from '@lootmarket/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyIntl } from '../test/story-intl';
import { sampleDetail, sampleTickets } from '../tickets/story-fixtures';
import { ticketThreadMessages as thr } from '../tickets/tickets-messages';
import { adminShellMessages, ticketsInboxMessages as k, adminTableMessages as tm } from './admin-messages';
import { AdminTicketsView, AdminTicketView } from './tickets-pages';

const SUPPORT = { userId: '0c9f1f1e-2a5b-4a47-8d1e-6b3a4c5d6e08', username: 'support' };
const FROSTMAGE = { userId: '0c9f1f1e-2a5b-4a47-8d1e-6b3a4c5d6e02', username: 'frostmage' };

const inboxRows: StaffTicketSummary[] = sampleTickets.map((ticket, index) => ({
  ...ticket,
  requester: index === 1 ? null : FROSTMAGE,
  assignee: index === 0 ? SUPPORT : null,
  contactEmail: index === 1 ? 'guest@example.com' : 'frostmage@example.com',
}));

const inbox: StaffTicketListResponse = { page: 1, pageSize: 25, total: 3, items: inboxRows };

const AGENT = { userId: '0c9f1f1e-2a5b-4a47-8d1e-6b3a4c5d6e07', username: 'agent_ola' };

const thread: StaffTicketDetail = {
  ...sampleDetail,
  requester: FROSTMAGE,
  assignee: null,
  replies: [
    ...sampleDetail.replies.map((reply) => ({
      ...reply,
      author: reply.authorRole === 'support' ? AGENT : FROSTMAGE,
    })),
    // Written by a staff account that no longer exists: signed as the help desk.
    {
      id: 'r3',
      authorRole: 'support',
      body: 'Closing this one, glad it worked out.',
      createdAt: '2026-11-20T09:30:00Z',
      author: null,
    },
  ],
};

const meta = {
  title: 'Marketplace/Back office/Tickets',
  component: AdminTicketsView,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/tickets/']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { data: inbox, failed: false },
  tags: ['every-toolbar'],
} satisfies Meta<typeof AdminTicketsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The inbox: type, status and assignee filters, titles link to the thread, guests show their e-mail. */
export const Inbox: Story = {
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('heading', { name: t(k.title), level: 1 })).toBeVisible();
    await expect(canvas.getByText(t(tm.count, { count: 3 }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Charged twice for one order' })).toHaveAttribute(
      'href',
      `/tickets/${sampleTickets[0]?.id}/`,
    );
    await expect(canvas.getByText(t(k.guest, { email: 'guest@example.com' }))).toBeVisible();
    await expect(canvas.getAllByText(t(k.unassigned))).toHaveLength(2);
    await expect(canvas.getByRole('combobox', { name: t(k.type) })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: t(k.assignee) })).toBeVisible();
  },
};

/** Filters by keyboard: the assignee select opens with Enter and a choice lands in the select. */
export const InboxFilters: Story = {
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const assignee = canvas.getByRole('combobox', { name: t(k.assignee) });
    assignee.focus();
    await userEvent.keyboard('{Enter}');
    const option = await within(document.body).findByRole('option', { name: t(k.me) });
    await userEvent.click(option);
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: t(k.assignee) })).toHaveTextContent(t(k.me)),
    );
    const search = canvas.getByRole('searchbox', { name: t(tm.search) });
    await userEvent.type(search, 'charged{Enter}');
    await waitFor(() => expect(canvas.getByRole('searchbox', { name: t(tm.search) })).toHaveValue('charged'));
  },
};

/** No ticket matches the filters. */
export const InboxEmpty: Story = {
  args: { data: { page: 1, pageSize: 25, total: 0, items: [] } },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('heading', { name: t(k.empty), level: 2 })).toBeVisible();
  },
};

/** While the first page loads. */
export const InboxLoading: Story = {
  args: { data: undefined },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('table', { name: t(k.caption) })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The inbox could not be loaded. */
export const InboxFailed: Story = {
  args: { data: undefined, failed: true },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(adminShellMessages.loadFailed))).toBeVisible();
  },
};

const threadArgs = {
  ticket: thread,
  failed: false,
  currentUserId: SUPPORT.userId,
  error: null,
  closing: false,
  onAssign: fn(async () => {}),
  onReply: fn(async () => null),
  onClose: fn(async () => {}),
  onDownload: fn(async () => {}),
};

/** One ticket: who asked, the thread; staff assign it to themselves, reply and close it. */
export const Thread: Story = {
  render: () => <AdminTicketView {...threadArgs} />,
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('heading', { name: sampleDetail.title, level: 1 })).toBeVisible();
    await expect(canvas.getByText(t(k.requester, { name: 'frostmage' }))).toBeVisible();
    await expect(canvas.getByText(t(k.unassigned))).toBeVisible();
    canvas.getByRole('button', { name: t(k.assignToMe) }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(threadArgs.onAssign).toHaveBeenCalledWith(SUPPORT.userId));
    await expect(canvas.getByRole('link', { name: t(thr.backToList) })).toHaveAttribute('href', '/tickets/');
  },
};

/** Staff read the thread from the help desk's side: the customer by name, each reply by its author. */
export const ThreadAuthors: Story = {
  render: () => <AdminTicketView {...threadArgs} />,
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const conversation = within(canvas.getByRole('region', { name: t(thr.thread) }));
    // The customer is not "You" to the staff member reading.
    await expect(conversation.queryByText(t(thr.you))).toBeNull();
    const signatures = conversation
      .getAllByRole('listitem')
      .map((item) => item.querySelector('[data-slot="ticket-message-author"]')?.textContent);
    await expect(signatures).toEqual(['frostmage', 'agent_ola', 'frostmage', t(thr.support)]);
  },
};

/** A reply goes out through onReply; the box empties when it is sent. */
export const ThreadReply: Story = {
  render: () => <AdminTicketView {...threadArgs} />,
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const box = canvas.getByRole('textbox', { name: t(thr.replyLabel) });
    await userEvent.type(box, 'The refund is on its way.');
    await userEvent.click(canvas.getByRole('button', { name: t(thr.sendReply) }));
    await waitFor(() => expect(threadArgs.onReply).toHaveBeenCalledWith('The refund is on its way.'));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: t(thr.replyLabel) })).toHaveValue(''));
  },
};

/** Closing confirms first. */
export const ThreadClose: Story = {
  render: () => <AdminTicketView {...threadArgs} />,
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await userEvent.click(canvas.getByRole('button', { name: t(thr.close) }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: t(thr.closeTitle) });
    await userEvent.click(within(dialog).getByRole('button', { name: t(thr.close) }));
    await waitFor(() => expect(threadArgs.onClose).toHaveBeenCalled());
  },
};

/** Assigned to the reader: they can hand it back. */
export const ThreadAssignedToMe: Story = {
  render: () => <AdminTicketView {...threadArgs} ticket={{ ...thread, assignee: SUPPORT }} />,
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(k.assignedTo, { name: 'support' }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t(k.unassign) }));
    await waitFor(() => expect(threadArgs.onAssign).toHaveBeenCalledWith(null));
  },
};

/** A guest's closed ticket: no reply box. */
export const ThreadClosedGuest: Story = {
  render: () => (
    <AdminTicketView
      {...threadArgs}
      ticket={{ ...thread, requester: null, contactEmail: 'guest@example.com', status: 'closed' }}
    />
  ),
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    // Named in the header and on the guest's own messages.
    await expect(canvas.getAllByText(t(k.guest, { email: 'guest@example.com' }))).toHaveLength(3);
    await expect(canvas.queryByRole('textbox', { name: t(thr.replyLabel) })).toBeNull();
  },
};

/** While the ticket loads. */
export const ThreadLoading: Story = {
  render: () => <AdminTicketView {...threadArgs} ticket={undefined} />,
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('heading', { name: t(k.ticket), level: 1 })).toBeVisible();
  },
};

/** The ticket could not be loaded. */
export const ThreadFailed: Story = {
  render: () => <AdminTicketView {...threadArgs} ticket={undefined} failed />,
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(adminShellMessages.loadFailed))).toBeVisible();
  },
};

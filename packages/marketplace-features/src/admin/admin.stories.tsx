import type { AdminDashboard } from '@lootmarket/contract';
import { Button } from '@lootmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { errorDescriptor } from '../api/error-message';
import { asRead, escapeRegExp, storyIntl } from '../test/story-intl';
import { AdminDashboardView } from './admin-dashboard-page';
import { AdminFrame, NoAccessView } from './admin-layout';
import {
  dashboardMessages as dash,
  reasonDialogMessages as reasonMessages,
  adminShellMessages as shell,
  usersMessages,
} from './admin-messages';
import { ReasonDialog } from './reason-dialog';

const meta = {
  title: 'Marketplace/Back office',
  component: AdminFrame,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    user: { username: 'admin', roles: ['user', 'admin'] },
    role: 'admin',
    onSignOut: fn(),
    children: null,
  },
  // The page inside the frame: a heading in the toolbar's language.
  render: (args, context) => (
    <AdminFrame {...args}>
      <h1 className="lm:font-bold lm:text-2xl">{storyIntl(context).formatMessage(dash.title)}</h1>
    </AdminFrame>
  ),
  tags: ['every-toolbar'],
} satisfies Meta<typeof AdminFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin sees every section, the audit log included. */
export const AdminFrameAdmin: Story = {
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const nav = canvas.getByRole('navigation', { name: t(shell.navigation) });
    await expect(within(nav).getByRole('link', { name: t(shell.audit) })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t(shell.signOut) }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

/** A support agent: no audit log. */
export const AdminFrameSupport: Story = {
  args: { user: { username: 'support', roles: ['user', 'support'] }, role: 'support' },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const nav = canvas.getByRole('navigation', { name: t(shell.navigation) });
    await expect(within(nav).queryByRole('link', { name: t(shell.audit) })).toBeNull();
    await expect(
      canvas.getByText(t(shell.signedInAs, { name: 'support', roles: t(shell.roleSupport) })),
    ).toBeVisible();
  },
};

/** A signed-in account without a staff role. */
export const NoAccess: Story = {
  render: (args) => <NoAccessView onSignOut={args.onSignOut} />,
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('heading', { name: t(shell.noAccessTitle), level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t(shell.toShop) })).toHaveAttribute('href', '/');
  },
};

/** The reason dialog refuses a too-short reason, then shows the server's refusal and keeps the text. */
export const ReasonDialogRefused: Story = {
  render: (_args, context) => {
    const t = storyIntl(context).formatMessage;
    return (
      <ReasonDialog
        trigger={<Button variant="destructive">{t(usersMessages.ban)}</Button>}
        title={t(usersMessages.banTitle, { name: 'cheater42' })}
        description={t(usersMessages.banBody)}
        confirmLabel={t(usersMessages.ban)}
        destructive
        onConfirm={async () => 'USER_ALREADY_BANNED'}
      />
    );
  },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const ban = t(usersMessages.ban);
    const reason = new RegExp(escapeRegExp(t(reasonMessages.reason)));
    await userEvent.click(canvas.getByRole('button', { name: ban }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: t(usersMessages.banTitle, { name: 'cheater42' }),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: ban }));
    // Retried: the dialog may still be settling (focus moved in, portal laid out) when the error appears.
    await waitFor(() => expect(within(dialog).getByText(t(reasonMessages.reasonTooShort))).toBeVisible());
    await userEvent.type(within(dialog).getByRole('textbox', { name: reason }), 'Chargeback fraud');
    await userEvent.click(within(dialog).getByRole('button', { name: ban }));
    await waitFor(() =>
      expect(within(dialog).getByText(t(errorDescriptor('USER_ALREADY_BANNED')))).toBeVisible(),
    );
    await expect(within(dialog).getByRole('textbox', { name: reason })).toHaveValue('Chargeback fraud');
  },
};

const day = (offset: number) => new Date(Date.UTC(2026, 10, 15 + offset)).toISOString().slice(0, 10);
const sampleDashboard: AdminDashboard = {
  days: 7,
  since: `${day(0)}T00:00:00.000Z`,
  series: Array.from({ length: 7 }, (_, index) => ({
    date: day(index),
    orders: 10 + index * 3,
    signUps: 4 + index,
  })),
  money: [
    {
      currency: 'USD',
      volume: '1287500',
      fees: '103000',
      series: Array.from({ length: 7 }, (_, index) => ({
        date: day(index),
        volume: String(120000 + index * 15000),
        fees: String(9600 + index * 1200),
      })),
    },
  ],
  totals: {
    orders: 133,
    signUps: 49,
    openDisputes: 3,
    pendingWithdrawals: { standard: 5, vip: 2 },
    openTickets: 11,
    stalledRefunds: 1,
    averageFirstReplySeconds: 186,
  },
};

/** The dashboard with a week of activity. */
export const Dashboard: Story = {
  render: () => <AdminDashboardView data={sampleDashboard} />,
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(asRead(t(dash.pendingSplit, { standard: 5, vip: 2 })))).toBeVisible();
    await expect(canvas.getByText(asRead(t(dash.minutes, { minutes: 3.1 })))).toBeVisible();
    await expect(canvas.getByRole('table', { name: t(dash.daily) })).toBeVisible();
    // Each tile is a link to its queue, named by its title.
    const queues = [
      [dash.orders, '/orders/'],
      [dash.signUps, '/users/'],
      [dash.openDisputes, '/disputes/?status=open'],
      [dash.pendingWithdrawals, '/withdrawals/?status=pending_review'],
      [dash.openTickets, '/tickets/'],
      [dash.stalledRefunds, '/orders/?refund=stalled'],
      [dash.firstReply, '/tickets/'],
    ] as const;
    for (const [name, href] of queues) {
      await expect(canvas.getByRole('link', { name: t(name) })).toHaveAttribute('href', href);
    }
  },
};

/** The whole tile is clickable: a click on its number opens the queue, and the tile is one tab stop. */
export const DashboardTileOpensQueue: Story = {
  render: () => (
    <Routes>
      <Route path="/" element={<AdminDashboardView data={sampleDashboard} />} />
      <Route path="/disputes/" element={<h1>Disputes queue</h1>} />
    </Routes>
  ),
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: t(dash.orders) })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: t(dash.signUps) })).toHaveFocus();
    // The title link's overlay covers the whole tile: what lies under the number is the link.
    const box = canvas.getByText('3', { selector: 'span' }).getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const link = canvas.getByRole('link', { name: t(dash.openDisputes) });
    await expect(hit).toBe(link);
    await userEvent.click(link);
    await expect(await canvas.findByRole('heading', { name: 'Disputes queue' })).toBeVisible();
  },
};

/** No paid orders and no answered tickets yet. */
export const DashboardEmpty: Story = {
  render: () => (
    <AdminDashboardView
      data={{
        ...sampleDashboard,
        money: [],
        totals: { ...sampleDashboard.totals, averageFirstReplySeconds: null },
      }}
    />
  ),
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(dash.noMoney))).toBeVisible();
    await expect(canvas.getByText(t(dash.noReplies))).toBeVisible();
  },
};

/** While the numbers load. */
export const DashboardLoading: Story = {
  render: () => <AdminDashboardView data={null} />,
};

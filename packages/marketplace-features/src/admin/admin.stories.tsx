import type { AdminDashboard } from '@lootmarket/contract';
import { Button } from '@lootmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AdminDashboardView } from './admin-dashboard-page';
import { AdminFrame, NoAccessView } from './admin-layout';
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
    children: <h1 className="lm:font-bold lm:text-2xl">Dashboard</h1>,
  },
} satisfies Meta<typeof AdminFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin sees every section, the audit log included. */
export const AdminFrameAdmin: Story = {
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Back office sections' });
    await expect(within(nav).getByRole('link', { name: 'Audit log' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

/** A support agent: no audit log. */
export const AdminFrameSupport: Story = {
  args: { user: { username: 'support', roles: ['user', 'support'] }, role: 'support' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Back office sections' });
    await expect(within(nav).queryByRole('link', { name: 'Audit log' })).toBeNull();
    await expect(canvas.getByText('Signed in as support (Support)')).toBeVisible();
  },
};

/** A signed-in account without a staff role. */
export const NoAccess: Story = {
  render: (args) => <NoAccessView onSignOut={args.onSignOut} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No access', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', '/');
  },
};

/** The reason dialog refuses a too-short reason, then shows the server's refusal and keeps the text. */
export const ReasonDialogRefused: Story = {
  render: () => (
    <ReasonDialog
      trigger={<Button variant="destructive">Ban</Button>}
      title="Ban cheater42?"
      description="They will be signed out everywhere and cannot sign in until the ban is lifted."
      confirmLabel="Ban"
      destructive
      onConfirm={async () => 'USER_ALREADY_BANNED'}
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ban' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Ban cheater42?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ban' }));
    // Retried: the dialog may still be settling (focus moved in, portal laid out) when the error appears.
    await waitFor(() => expect(within(dialog).getByText('Write at least 3 characters.')).toBeVisible());
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Chargeback fraud');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ban' }));
    await waitFor(() => expect(within(dialog).getByText('This account is already blocked.')).toBeVisible());
    await expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveValue('Chargeback fraud');
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
  play: async ({ canvas }) => {
    await expect(canvas.getByText('5 standard · 2 VIP')).toBeVisible();
    await expect(canvas.getByText('3.1 min')).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Orders and sign-ups per day' })).toBeVisible();
    // Each tile is a link to its queue, named by its title.
    const queues = {
      Orders: '/orders/',
      'Sign-ups': '/users/',
      'Open disputes': '/disputes/?status=open',
      'Pending withdrawals': '/withdrawals/?status=pending_review',
      'Open tickets': '/tickets/',
      'Stalled refunds': '/orders/?refund=stalled',
      'Average first reply': '/tickets/',
    };
    for (const [name, href] of Object.entries(queues)) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
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
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Orders' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Sign-ups' })).toHaveFocus();
    // The title link's overlay covers the whole tile: what lies under the number is the link.
    const box = canvas.getByText('3', { selector: 'span' }).getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const link = canvas.getByRole('link', { name: 'Open disputes' });
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
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No paid orders in this period.')).toBeVisible();
    await expect(canvas.getByText('No answered tickets yet')).toBeVisible();
  },
};

/** While the numbers load. */
export const DashboardLoading: Story = {
  render: () => <AdminDashboardView data={null} />,
};

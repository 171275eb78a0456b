import type { AdminWithdrawal, AdminWithdrawalListResponse } from '@lootmarket/contract';
import { formatPrice } from '@lootmarket/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { rowAction } from '../test/row-action';
import { asRead, escapeRegExp, storyIntl } from '../test/story-intl';
import { withdrawalMethodMessages } from '../wallet/wallet-messages';
import {
  adminShellMessages,
  reasonDialogMessages,
  adminTableMessages as tm,
  withdrawalsMessages as w,
} from './admin-messages';
import { AdminWithdrawalsView } from './withdrawals-page';

const ADMIN_ID = '0c9f1f1e-2a5b-4a47-8d1e-6b3a4c5d6e09';

const request: AdminWithdrawal = {
  id: '4d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b01',
  currency: 'USD',
  amount: '25000',
  fee: '500',
  payout: '24500',
  method: 'bank_transfer',
  destination: 'PL61 1090 1014 0000 0712 1981 2874',
  vip: false,
  status: 'pending_review',
  reason: null,
  createdAt: '2026-11-21T08:15:00Z',
  decidedAt: null,
  paidAt: null,
  requester: { id: '0c9f1f1e-2a5b-4a47-8d1e-6b3a4c5d6e01', name: 'GoldRushPL' },
  requesterAvailable: '12040',
  decidedBy: null,
  payoutAttempts: 0,
  payoutError: null,
  payoutNextAttemptAt: null,
  requesterBanned: false,
  requesterBanReason: null,
  banOverrideAt: null,
};

/** The admin's own request, which someone else has to approve. */
const own: AdminWithdrawal = {
  ...request,
  id: '4d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b02',
  amount: '10000',
  fee: '200',
  payout: '9800',
  method: 'paypal',
  destination: 'admin@lootmarket.local',
  requester: { id: ADMIN_ID, name: 'admin' },
};

const standard: AdminWithdrawalListResponse = {
  page: 1,
  pageSize: 20,
  total: 2,
  withdrawals: [request, own],
};

const vip: AdminWithdrawalListResponse = {
  page: 1,
  pageSize: 20,
  total: 1,
  withdrawals: [
    {
      ...request,
      id: '4d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b03',
      vip: true,
      fee: '1250',
      payout: '23750',
      method: 'crypto',
      destination: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
      requester: { id: '0c9f1f1e-2a5b-4a47-8d1e-6b3a4c5d6e02', name: 'frostmage' },
    },
  ],
};

/** An amount as the queue shows it, in the story's language. */
const moneyIn = (locale: string, minor: string) => formatPrice(BigInt(minor), 'USD', locale);

/**
 * The row buttons that approve as usual. "Approve despite the ban" may begin with the same words,
 * and each button's name goes on with its row's name, so those are told apart by their own action.
 */
function plainApproveButtons(canvas: ReturnType<typeof within>, approve: string, approveBanned: string) {
  const despiteTheBan = canvas.queryAllByRole('button', { name: rowAction(approveBanned) });
  return canvas
    .queryAllByRole('button', { name: rowAction(approve) })
    .filter((button: HTMLElement) => !despiteTheBan.includes(button));
}

const meta = {
  title: 'Marketplace/Back office/Withdrawals',
  component: AdminWithdrawalsView,
  decorators: [
    // A story may start at another address (a tab) with `parameters.route`.
    (Story, { parameters }) => (
      <MemoryRouter initialEntries={[parameters.route ?? '/withdrawals/']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    data: standard,
    failed: false,
    role: 'admin',
    currentUserId: ADMIN_ID,
    onApprove: fn(async () => {}),
    onApproveBanned: fn(async () => null),
    onReject: fn(async () => null),
  },
  tags: ['every-toolbar'],
} satisfies Meta<typeof AdminWithdrawalsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The standard queue: approving confirms first (by keyboard here); one's own request cannot be approved. */
export const StandardQueue: Story = {
  play: async ({ canvas, args, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    await expect(canvas.getByRole('heading', { name: t(w.title), level: 1 })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: t(w.standard) })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText(t(tm.count, { count: 2 }))).toBeVisible();
    // One Approve: the admin's own request shows a note instead.
    await expect(canvas.getAllByRole('button', { name: rowAction(t(w.approve)) })).toHaveLength(1);
    await expect(canvas.getByText(t(w.ownRequest))).toBeVisible();
    canvas.getByRole('button', { name: rowAction(t(w.approve)) }).focus();
    await userEvent.keyboard('{Enter}');
    const confirm = await within(document.body).findByRole('alertdialog', {
      name: t(w.approveTitle, { amount: moneyIn(intl.locale, '24500'), name: 'GoldRushPL' }),
    });
    within(confirm)
      .getByRole('button', { name: t(w.approve) })
      .focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onApprove).toHaveBeenCalledWith(request));
  },
};

/** The VIP queue is a tab of its own. */
export const VipQueue: Story = {
  args: { data: vip },
  parameters: { route: '/withdrawals/?queue=vip' },
  play: async ({ canvas, ...context }) => {
    const intl = storyIntl(context);
    await expect(canvas.getByRole('tab', { name: intl.formatMessage(w.vip) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'frostmage' })).toBeVisible();
    await expect(canvas.getByText(asRead(moneyIn(intl.locale, '23750')))).toBeVisible();
  },
};

const retrying: AdminWithdrawal = {
  ...request,
  id: '4d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b04',
  status: 'approved',
  method: 'stripe',
  destination: 'acct_1Nv0FGQ9RKHgCVdK',
  decidedAt: '2026-11-21T09:00:00Z',
  decidedBy: { id: ADMIN_ID, name: 'admin' },
  payoutAttempts: 2,
  payoutError: 'Stripe answered 503',
  payoutNextAttemptAt: '2026-11-21T10:30:00Z',
};

const exhausted: AdminWithdrawal = {
  ...retrying,
  id: '4d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b05',
  requester: { id: '0c9f1f1e-2a5b-4a47-8d1e-6b3a4c5d6e02', name: 'frostmage' },
  payoutAttempts: 5,
  payoutError: 'Stripe answered 500',
  payoutNextAttemptAt: null,
};

/** Approved requests whose payout failed: one still retried by the job; one out of tries, which admins retry or reject. */
export const PayoutFailed: Story = {
  args: { data: { page: 1, pageSize: 20, total: 2, withdrawals: [retrying, exhausted] } },
  parameters: { route: '/withdrawals/?status=approved' },
  play: async ({ canvas, args, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    await expect(
      canvas.getByText(t(w.payoutFailed, { attempts: 2, error: 'Stripe answered 503' })),
    ).toBeVisible();
    const nextTry = intl.formatDate('2026-11-21T10:30:00Z', { dateStyle: 'medium', timeStyle: 'short' });
    await expect(canvas.getByText(asRead(t(w.nextAttempt, { date: nextTry })))).toBeVisible();
    await expect(canvas.getByText(t(w.retriesOver))).toBeVisible();
    await expect(canvas.getAllByText(t(withdrawalMethodMessages.stripe))).toHaveLength(2);
    // Only the request out of tries can be decided.
    await expect(canvas.getAllByRole('button', { name: rowAction(t(w.reject)) })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: rowAction(t(w.retry)) }));
    const confirm = await within(document.body).findByRole('alertdialog', {
      name: t(w.approveTitle, { amount: moneyIn(intl.locale, '24500'), name: 'frostmage' }),
    });
    await userEvent.click(within(confirm).getByRole('button', { name: t(w.retry) }));
    await waitFor(() => expect(args.onApprove).toHaveBeenCalledWith(exhausted));
  },
};

/** A requester banned after asking: the payout waiting for review, and one whose payout stopped at the ban. */
const bannedWaiting: AdminWithdrawal = {
  ...request,
  id: '4d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b06',
  requester: { id: '0c9f1f1e-2a5b-4a47-8d1e-6b3a4c5d6e03', name: 'cardthief' },
  requesterBanned: true,
  requesterBanReason: 'Paid with stolen cards',
};
const bannedHeld: AdminWithdrawal = {
  ...bannedWaiting,
  id: '4d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b07',
  status: 'approved',
  decidedAt: '2026-11-21T09:00:00Z',
  decidedBy: { id: ADMIN_ID, name: 'admin' },
  payoutAttempts: 1,
};

/**
 * The queue shows the ban and its reason; a banned requester's payout is approved only with the
 * reviewer's reason (audited), from the keyboard here; rejecting stays open.
 */
export const BannedRequester: Story = {
  args: { data: { page: 1, pageSize: 20, total: 2, withdrawals: [bannedWaiting, bannedHeld] } },
  play: async ({ canvas, args, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    await expect(canvas.getAllByText(t(w.requesterBanned))).toHaveLength(2);
    await expect(canvas.getAllByText(t(w.banReason, { reason: 'Paid with stolen cards' }))).toHaveLength(2);
    await expect(canvas.getByText(t(w.heldForBan))).toBeVisible();
    await expect(plainApproveButtons(canvas, t(w.approve), t(w.approveBanned))).toEqual([]);
    await expect(canvas.getAllByRole('button', { name: rowAction(t(w.reject)) })).toHaveLength(2);
    const approve = canvas.getAllByRole('button', { name: rowAction(t(w.approveBanned)) })[1] as HTMLElement;
    approve.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', {
      name: t(w.approveBannedTitle, { amount: moneyIn(intl.locale, '24500'), name: 'cardthief' }),
    });
    await expect(
      within(dialog).getByText(t(w.approveBannedBody, { reason: 'Paid with stolen cards' })),
    ).toBeVisible();
    await userEvent.keyboard('Sales before the fraud, checked with the bank');
    await userEvent.click(within(dialog).getByRole('button', { name: t(w.approveBanned) }));
    await waitFor(() =>
      expect(args.onApproveBanned).toHaveBeenCalledWith(
        bannedHeld,
        'Sales before the fraud, checked with the bank',
      ),
    );
  },
};

/** Rejecting asks for a reason, which goes to the requester. */
export const RejectDialog: Story = {
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await userEvent.click(canvas.getAllByRole('button', { name: rowAction(t(w.reject)) })[0] as HTMLElement);
    const dialog = await within(document.body).findByRole('dialog', {
      name: t(w.rejectTitle, { name: 'GoldRushPL' }),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: t(w.reject) }));
    await waitFor(() =>
      expect(within(dialog).getByText(t(reasonDialogMessages.reasonTooShort))).toBeVisible(),
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: new RegExp(escapeRegExp(t(reasonDialogMessages.reason))) }),
      'Destination mismatch',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t(w.reject) }));
    await waitFor(() => expect(args.onReject).toHaveBeenCalledWith(request, 'Destination mismatch'));
  },
};

/** Support reads the queues; only admins decide. */
export const Support: Story = {
  args: { role: 'support' },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(w.adminOnly))).toBeVisible();
    await expect(plainApproveButtons(canvas, t(w.approve), t(w.approveBanned))).toEqual([]);
    await expect(canvas.queryByRole('button', { name: rowAction(t(w.reject)) })).toBeNull();
  },
};

/** Nothing waits in this queue. */
export const Empty: Story = {
  args: { data: { page: 1, pageSize: 20, total: 0, withdrawals: [] } },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('heading', { name: t(w.empty), level: 2 })).toBeVisible();
  },
};

/** While the first page loads. */
export const Loading: Story = {
  args: { data: undefined },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('table', { name: t(w.caption) })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The list could not be loaded. */
export const LoadFailed: Story = {
  args: { data: undefined, failed: true },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(adminShellMessages.loadFailed))).toBeVisible();
  },
};

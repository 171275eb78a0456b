import type { AdminAuditResponse, OutboxResponse } from '@lootmarket/contract';
import { formatPrice } from '@lootmarket/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { asRead, storyIntl } from '../test/story-intl';
import {
  adminShellMessages,
  auditActionMessages,
  auditMessages as m,
  outboxMessages as o,
} from './admin-messages';
import { AdminAuditView, AdminOutboxView } from './audit-outbox-pages';

const admin = {
  actorId: '4d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a',
  actorUsername: 'admin',
  actorRoles: ['user', 'admin'],
};

const log: AdminAuditResponse = {
  page: 1,
  pageSize: 25,
  total: 4,
  entries: [
    {
      id: 'c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6a',
      ...admin,
      action: 'withdrawal.approve',
      targetType: 'withdrawal',
      targetId: '7c1b5b5f-5b54-4d66-8b67-4d2b3a2a1b03',
      before: { status: 'pending_review', amount: '204550', currency: 'USD', decidedBy: null },
      after: { status: 'approved', amount: '204550', currency: 'USD', decidedBy: admin.actorId },
      reason: 'Checked',
      requestId: 'req-3',
      at: '2026-11-21T08:30:00Z',
    },
    {
      id: 'd4e5f6a7-b8c9-4d0e-9f1a-2b3c4d5e6f7b',
      ...admin,
      action: 'offer.delete',
      targetType: 'offer',
      targetId: '8d2c6c6a-6c65-4e77-9c78-5e3c4b3b2c04',
      before: { title: 'Gold 10k', priceMinor: '1299', currency: 'EUR', stock: 40, active: true, photos: 2 },
      after: null,
      reason: 'Stolen goods',
      requestId: 'req-4',
      at: '2026-11-21T07:00:00Z',
    },
    {
      id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
      ...admin,
      action: 'user.ban',
      targetType: 'user',
      targetId: '0c9f1f1e-2a5b-4a47-8d1e-6b3a4c5d6e03',
      before: { banned: false },
      after: { banned: true },
      reason: 'Chargeback fraud',
      requestId: 'req-1',
      at: '2026-11-20T16:10:00Z',
    },
    {
      id: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e',
      ...admin,
      action: 'dispute.refund',
      targetType: 'dispute',
      targetId: '5b0a4a4e-4a43-4c55-9a56-3c1a2f1f0a02',
      before: { status: 'open' },
      after: { status: 'refunded' },
      reason: null,
      requestId: null,
      at: '2026-11-19T09:00:00Z',
    },
  ],
};

const meta = {
  title: 'Marketplace/Back office/Audit log',
  component: AdminAuditView,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/audit/']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { data: log, failed: false },
  tags: ['every-toolbar'],
} satisfies Meta<typeof AdminAuditView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Staff actions in words, with what they changed and why. */
export const Entries: Story = {
  play: async ({ canvas, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    await expect(canvas.getByRole('heading', { name: t(m.title), level: 1 })).toBeVisible();
    const table = canvas.getByRole('table', { name: t(m.caption) });
    await expect(within(table).getByText(t(auditActionMessages['user.ban']))).toBeVisible();
    await expect(within(table).getByText('Chargeback fraud')).toBeVisible();
    // Fields read as words, one a line: no raw JSON, money formatted from its minor units.
    await expect(within(table).getByText(`${t(m.no)} → ${t(m.yes)}`)).toBeVisible();
    await expect(within(table).getByText('open → refunded')).toBeVisible();
    await expect(within(table).getByText('pending_review → approved')).toBeVisible();
    await expect(
      within(table).getAllByText(asRead(formatPrice(204550n, 'USD', intl.locale)))[0],
    ).toBeVisible();
    await expect(within(table).getByText(asRead(formatPrice(1299n, 'EUR', intl.locale)))).toBeVisible();
    await expect(within(table).queryByText(/[{}"]/)).toBeNull();
    await expect(within(table).queryByText('204550')).toBeNull();
  },
};

/** The change reads in the reader's language: German yes / no and money. */
export const EntriesGerman: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Aktionen des Teams' });
    await expect(within(table).getByText('Nein → Ja')).toBeVisible();
    await expect(within(table).getByText('12,99 €')).toBeVisible();
  },
};

/** No action matches the filters. */
export const Empty: Story = {
  args: { data: { page: 1, pageSize: 25, total: 0, entries: [] } },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('heading', { name: t(m.empty), level: 2 })).toBeVisible();
  },
};

/** While the log loads. */
export const Loading: Story = {
  args: { data: undefined },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('table', { name: t(m.caption) })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The log could not be loaded. */
export const LoadFailed: Story = {
  args: { data: undefined, failed: true },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(adminShellMessages.loadFailed))).toBeVisible();
  },
};

const outbox: OutboxResponse = {
  mails: [
    {
      id: 'c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f',
      to: 'frostmage@example.com',
      subject: 'Confirm your e-mail address',
      text: 'Open this link to confirm your address: https://lootmarket.local/verify/abc',
      html: null,
      kind: 'email_verification',
      createdAt: '2026-11-20T10:00:00Z',
      sentAt: null,
    },
  ],
};

/** The mails the server wrote; each opens in a dialog. */
export const Outbox: Story = {
  render: () => <AdminOutboxView data={outbox} failed={false} />,
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('heading', { name: t(o.title), level: 1 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t(o.open) }));
    // The dialog opens once, from the copy clicked, in a portal on the page.
    const dialog = within(document.body).getByRole('dialog', { name: 'Confirm your e-mail address' });
    await expect(within(dialog).getByText(/Open this link/)).toBeInTheDocument();
  },
};

/** No mails yet. */
export const OutboxEmpty: Story = {
  render: () => <AdminOutboxView data={{ mails: [] }} failed={false} />,
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('heading', { name: t(o.empty), level: 2 })).toBeVisible();
  },
};

/** While the mails load. */
export const OutboxLoading: Story = {
  render: () => <AdminOutboxView data={undefined} failed={false} />,
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('table', { name: t(o.caption) })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The outbox could not be loaded. */
export const OutboxFailed: Story = {
  render: () => <AdminOutboxView data={undefined} failed />,
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(adminShellMessages.loadFailed))).toBeVisible();
  },
};

import type {
  AdminWarrantyClaim,
  AdminWarrantyClaimListResponse,
  DisputeEvidence,
} from '@lootmarket/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { disputeEvidenceMessages as e } from '../orders/order-messages';
import { warrantyClaimMessages as claimText } from '../orders/warranty-claim-messages';
import { storyIntl } from '../test/story-intl';
import { adminShellMessages, warrantyClaimsMessages as m } from './admin-messages';
import { AdminWarrantyClaimsView, type AdminWarrantyClaimsViewProps } from './warranty-claims-page';

const claim = (over: Partial<AdminWarrantyClaim>): AdminWarrantyClaim => ({
  id: '0193a4b2-0000-7000-8000-00000000c101',
  reason: 'recovered',
  description: 'The original owner took the account back.',
  status: 'open',
  replacementNote: null,
  replacedAt: null,
  decisionNote: null,
  decidedBy: null,
  refund: null,
  createdAt: '2026-11-27T09:00:00Z',
  decidedAt: null,
  clock: null,
  evidence: [],
  orderId: '5b0a4a4e-4a43-4c55-9a56-3c1a2f1f0b01',
  item: 'Level 60 account, EU',
  category: 'account',
  total: '10300',
  currency: 'USD',
  warrantyDays: 14,
  warrantyEndsAt: '2026-12-04T15:00:00Z',
  reserveStatus: 'reserved',
  buyer: { id: '0c9f1f1e-2a5b-4a47-8d1e-6b3a4c5d6e02', username: 'frostmage' },
  seller: { id: '0c9f1f1e-2a5b-4a47-8d1e-6b3a4c5d6e01', username: 'AccountsPL' },
  sellerFlags: 0,
  ...over,
});

// The buyer's screenshot sent with the claim, and the seller's answer to it.
const evidence: DisputeEvidence[] = [
  {
    id: '0193a4b2-0000-7000-8000-00000000e201',
    uploaderSide: 'buyer',
    fileName: 'login-history.png',
    contentType: 'image/png',
    sizeBytes: 184_320,
    createdAt: '2026-11-27T09:00:00Z',
    url: '/api/v1/orders/5b0a4a4e-4a43-4c55-9a56-3c1a2f1f0b01/warranty-claim/evidence/0193a4b2-0000-7000-8000-00000000e201',
  },
  {
    id: '0193a4b2-0000-7000-8000-00000000e202',
    uploaderSide: 'seller',
    fileName: 'handover-chat.pdf',
    contentType: 'application/pdf',
    sizeBytes: 48_210,
    createdAt: '2026-11-27T11:00:00Z',
    url: '/api/v1/orders/5b0a4a4e-4a43-4c55-9a56-3c1a2f1f0b01/warranty-claim/evidence/0193a4b2-0000-7000-8000-00000000e202',
  },
];

const queue: AdminWarrantyClaimListResponse = {
  claims: [
    claim({ evidence }),
    claim({
      id: '0193a4b2-0000-7000-8000-00000000c102',
      item: 'Ranked-ready account',
      reason: 'banned',
      reserveStatus: 'released',
      sellerFlags: 2,
    }),
  ],
  total: 2,
  page: 1,
  pageSize: 100,
};

const meta = {
  title: 'Marketplace/Back office/Warranty claims',
  component: AdminWarrantyClaimsView,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/warranty-claims/']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    data: queue,
    failed: false,
    role: 'admin',
    status: 'open',
    onStatus: fn(),
    onDecide: fn<AdminWarrantyClaimsViewProps['onDecide']>(async () => null),
    onDownload: fn(),
  },
  tags: ['every-toolbar'],
} satisfies Meta<typeof AdminWarrantyClaimsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open queue: each claim with its parties, the seller's covered losses and the reserve. */
export const Queue: Story = {
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('heading', { name: t(m.title), level: 1 })).toBeVisible();
    const table = canvas.getByRole('table', { name: t(m.caption) });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(canvas.getByText(t(m.flags, { count: 2 }))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: t(claimText.status, { status: 'open' }) }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The files both sides handed in, on the claim's row: staff download them before deciding. */
export const Evidence: Story = {
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const files = canvas.getByRole('list', { name: t(claimText.evidenceTitle) });
    await expect(within(files).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(
      within(files).getByRole('button', { name: t(e.download, { name: 'handover-chat.pdf' }) }),
    );
    await expect(args.onDownload).toHaveBeenCalledWith(evidence[1]);
  },
};

/** An admin upholds a claim with a note to both sides. */
export const Uphold: Story = {
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const [uphold] = canvas.getAllByRole('button', { name: new RegExp(t(m.uphold)) });
    if (!uphold) throw new Error('no uphold button');
    await userEvent.click(uphold);
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Recovered by the original owner.');
    await userEvent.click(within(dialog).getByRole('button', { name: t(m.uphold) }));
    await waitFor(() =>
      expect(args.onDecide).toHaveBeenCalledWith(queue.claims[0], {
        decision: 'uphold',
        note: 'Recovered by the original owner.',
      }),
    );
  },
};

/** Another status: the filter asks for it. */
export const Filter: Story = {
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await userEvent.click(canvas.getByRole('button', { name: t(claimText.status, { status: 'refunded' }) }));
    await expect(args.onStatus).toHaveBeenCalledWith('refunded');
  },
};

/** Support read the queue; only admins decide. */
export const SupportReads: Story = {
  args: { role: 'support' },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(m.readOnly))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: new RegExp(t(m.uphold)) })).toBeNull();
  },
};

/** Decided claims carry no actions. */
export const Decided: Story = {
  args: {
    status: 'refunded',
    data: {
      ...queue,
      claims: [
        claim({
          status: 'refunded',
          reserveStatus: 'refunded',
          decidedBy: 'staff',
          decidedAt: '2026-11-28T10:00:00Z',
          refund: {
            amount: '10300',
            coveredBy: 'reserve',
            fromReserve: '9500',
            fromSellerBalance: '0',
            fromPlatformCover: '0',
            feeReturned: '800',
          },
        }),
      ],
      total: 1,
    },
  },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.queryByRole('button', { name: new RegExp(t(m.uphold)) })).toBeNull();
  },
};

/** Nothing loaded: said above the empty table. */
export const LoadFailed: Story = {
  args: { data: undefined, failed: true },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(adminShellMessages.loadFailed))).toBeVisible();
  },
};

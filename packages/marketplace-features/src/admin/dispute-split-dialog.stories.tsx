import type { AdminDispute } from '@lootmarket/contract';
import { formatPrice } from '@lootmarket/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { errorDescriptor } from '../api/error-message';
import { partialRefundMessages as m } from '../orders/partial-refund-messages';
import { sampleListItem } from '../orders/story-fixtures';
import { rowAction } from '../test/row-action';
import { asRead, escapeRegExp, storyIntl } from '../test/story-intl';
import { disputesMessages as d } from './admin-messages';
import { type DisputeSplit, DisputeSplitDialog } from './dispute-split-dialog';

const dispute: AdminDispute = {
  order: { ...sampleListItem, disputed: true },
  dispute: {
    status: 'open',
    reason: 'Only half of the gold arrived.',
    openedAt: '2026-11-20T16:30:00Z',
    resolvedAt: null,
    note: null,
    clock: null,
  },
  sellerNet: '3800',
  fee: '318',
  currency: 'USD',
  evidence: [],
  chargeback: null,
  sellerBanned: false,
  total: '4118',
  refundProposals: [],
  split: null,
};

const label = (value: string) => new RegExp(escapeRegExp(asRead(value)));

const meta = {
  title: 'Marketplace/Back office/Dispute split',
  component: DisputeSplitDialog,
  decorators: [
    (Story) => (
      <div className="lm:max-w-[360px]">
        <Story />
      </div>
    ),
  ],
  args: { row: dispute, onSplit: fn<DisputeSplit>(async () => null) },
  tags: ['every-toolbar'],
} satisfies Meta<typeof DisputeSplitDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin splits by keyboard: the amount in the order's currency and a note. */
export const Split: Story = {
  play: async ({ canvas, args, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    canvas.getByRole('button', { name: rowAction(t(m.splitButton)) }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await within(document.body).findByRole('dialog', { name: t(m.splitTitle) }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: label(t(m.amount, { currency: 'USD' })) }),
      '12.34',
    );
    await userEvent.type(dialog.getByRole('textbox', { name: label(t(d.note)) }), 'Half delivered');
    dialog.getByRole('button', { name: t(m.splitSubmit) }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSplit).toHaveBeenCalledWith(dispute, '1234', 'Half delivered'));
  },
};

/** The whole total is no split: the dialog stays open with the error and nothing is sent. */
export const OutOfRange: Story = {
  play: async ({ canvas, args, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    await userEvent.click(canvas.getByRole('button', { name: rowAction(t(m.splitButton)) }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: t(m.splitTitle) }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: label(t(m.amount, { currency: 'USD' })) }),
      '41.18',
    );
    await userEvent.type(dialog.getByRole('textbox', { name: label(t(d.note)) }), 'Everything');
    await userEvent.click(dialog.getByRole('button', { name: t(m.splitSubmit) }));
    await waitFor(() =>
      expect(
        dialog.getAllByText(label(t(m.amountInvalid, { total: formatPrice(4118n, 'USD', intl.locale) })))
          .length,
      ).toBeGreaterThan(0),
    );
    await expect(dialog.getByText(label(t(errorDescriptor('REFUND_AMOUNT_OUT_OF_RANGE'))))).toBeVisible();
    await expect(args.onSplit).not.toHaveBeenCalled();
  },
};

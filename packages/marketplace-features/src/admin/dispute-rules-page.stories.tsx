import type { DisputeClockRules } from '@lootmarket/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { categoryMessages } from '../market/catalog-messages';
import { storyIntl } from '../test/story-intl';
import { feeRulesMessages as fm, disputeRulesMessages as m } from './admin-messages';
import { AdminDisputeRulesView, type AdminDisputeRulesViewProps } from './dispute-rules-page';

const rules: DisputeClockRules = {
  rules: [
    { category: null, sellerHours: 24, buyerHours: 48, silentSeller: 'refund', silentBuyer: 'release' },
    { category: 'account', sellerHours: 12, buyerHours: 48, silentSeller: 'refund', silentBuyer: 'release' },
    { category: 'boosting', sellerHours: 12, buyerHours: 48, silentSeller: 'refund', silentBuyer: 'release' },
  ],
};

const meta = {
  title: 'Marketplace/Back office/Dispute rules',
  component: AdminDisputeRulesView,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/disputes/rules/']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    data: rules,
    failed: false,
    role: 'admin',
    onSave: fn<AdminDisputeRulesViewProps['onSave']>(async () => null),
  },
  tags: ['every-toolbar'],
} satisfies Meta<typeof AdminDisputeRulesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin gives sellers of accounts 6 hours and saves: the whole set goes out, the default kept. */
export const AdminEdits: Story = {
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('heading', { name: t(m.title), level: 1 })).toBeVisible();
    const account = t(categoryMessages.account);
    const hours = canvas.getByRole('spinbutton', { name: t(m.sellerHoursOf, { category: account }) });
    await expect(hours).toHaveValue(12);
    await userEvent.clear(hours);
    await userEvent.type(hours, '6');
    await userEvent.click(canvas.getByRole('button', { name: t(m.save) }));
    const dialog = within(document.body).getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t(m.save) }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        rules: [rules.rules[0], { ...rules.rules[1], sellerHours: 6 }, rules.rules[2]],
      }),
    );
  },
};

/** Support reads the rules; nothing can be changed. */
export const SupportReads: Story = {
  args: { role: 'support' },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(m.readOnly))).toBeVisible();
    await expect(
      canvas.getByRole('spinbutton', { name: t(m.sellerHoursOf, { category: t(fm.default) }) }),
    ).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: t(m.save) })).toBeNull();
  },
};

export const Loading: Story = { args: { data: undefined } };
export const LoadFailed: Story = { args: { data: undefined, failed: true } };

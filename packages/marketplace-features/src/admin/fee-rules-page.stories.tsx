import type { FeeRules, FeeRulesResponse } from '@lootmarket/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { IntlShape } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { errorDescriptor } from '../api/error-message';
import { categoryMessages } from '../market/catalog-messages';
import { storyIntl } from '../test/story-intl';
import { adminShellMessages, feeRulesMessages as m } from './admin-messages';
import { AdminFeeRulesView, type AdminFeeRulesViewProps } from './fee-rules-page';

/** The story's words: the page's messages, and each rule's category as the page names it. */
function wordsOf(intl: IntlShape) {
  const t = intl.formatMessage;
  return {
    t,
    defaultRule: t(m.default),
    gold: t(categoryMessages.gold),
  };
}

const rules: FeeRulesResponse = {
  purchase: [
    { category: null, buyerFeeBps: 300, sellerFeeBps: 500 },
    { category: 'gold', buyerFeeBps: 250, sellerFeeBps: 400 },
  ],
  withdrawal: { standardFeeBps: 200, vipFeeBps: 500, standardReviewHours: 48, vipReviewHours: 4 },
  updatedAt: '2026-11-18T10:00:00Z',
};

const meta = {
  title: 'Marketplace/Back office/Fee rules',
  component: AdminFeeRulesView,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/fees/']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    data: rules,
    failed: false,
    role: 'admin',
    onSave: fn<AdminFeeRulesViewProps['onSave']>(async () => null),
  },
  tags: ['every-toolbar'],
} satisfies Meta<typeof AdminFeeRulesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rules in force: a default, one per category, and the withdrawal fees, in percent. */
export const View: Story = {
  play: async ({ canvas, ...context }) => {
    const { t, defaultRule, gold } = wordsOf(storyIntl(context));
    await expect(canvas.getByRole('heading', { name: t(m.title), level: 1 })).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: t(m.buyerFeeOf, { category: defaultRule }) }),
    ).toHaveValue('3');
    await expect(canvas.getByRole('textbox', { name: t(m.sellerFeeOf, { category: gold }) })).toHaveValue(
      '4',
    );
    await expect(canvas.getByRole('textbox', { name: t(m.vipFee) })).toHaveValue('5');
    await expect(canvas.getByRole('spinbutton', { name: t(m.vipHours) })).toHaveValue(4);
  },
};

/** Admins change a fee, remove a category's rule and save after a confirmation (by keyboard). */
export const Edit: Story = {
  play: async ({ canvas, args, ...context }) => {
    const { t, defaultRule, gold } = wordsOf(storyIntl(context));
    const defaultBuyer = canvas.getByRole('textbox', { name: t(m.buyerFeeOf, { category: defaultRule }) });
    await userEvent.clear(defaultBuyer);
    await userEvent.type(defaultBuyer, '2.75');
    await userEvent.click(canvas.getByRole('button', { name: t(m.remove, { category: gold }) }));
    await waitFor(() =>
      expect(canvas.queryByRole('textbox', { name: t(m.buyerFeeOf, { category: gold }) })).toBeNull(),
    );
    canvas.getByRole('button', { name: t(m.save) }).focus();
    await userEvent.keyboard('{Enter}');
    // The confirmation opens once, from the copy used, in a portal on the page.
    const confirm = await within(document.body).findByRole('alertdialog', { name: t(m.confirmTitle) });
    within(confirm)
      .getByRole('button', { name: t(m.save) })
      .focus();
    await userEvent.keyboard('{Enter}');
    const saved: FeeRules = {
      purchase: [{ category: null, buyerFeeBps: 275, sellerFeeBps: 500 }],
      withdrawal: rules.withdrawal,
    };
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(saved));
  },
};

/** A refused save shows the reason above the rules. */
export const SaveRefused: Story = {
  args: { onSave: fn<AdminFeeRulesViewProps['onSave']>(async () => 'VALIDATION_FAILED') },
  play: async ({ canvas, ...context }) => {
    const { t } = wordsOf(storyIntl(context));
    await userEvent.click(canvas.getByRole('button', { name: t(m.save) }));
    const confirm = await within(document.body).findByRole('alertdialog', { name: t(m.confirmTitle) });
    await userEvent.click(within(confirm).getByRole('button', { name: t(m.save) }));
    await waitFor(() => expect(canvas.getByText(t(errorDescriptor('VALIDATION_FAILED')))).toBeVisible());
  },
};

/** Support reads the rules: every field disabled, no save. */
export const SupportReadOnly: Story = {
  args: { role: 'support' },
  play: async ({ canvas, ...context }) => {
    const { t, gold } = wordsOf(storyIntl(context));
    await expect(canvas.getByText(t(m.readOnly))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t(m.vipFee) })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: t(m.save) })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t(m.remove, { category: gold }) })).toBeNull();
  },
};

/** While the rules load. */
export const Loading: Story = {
  args: { data: undefined },
  play: async ({ canvas, ...context }) => {
    const { t } = wordsOf(storyIntl(context));
    await expect(canvas.getByRole('table', { name: t(m.purchase) })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The rules could not be loaded. */
export const LoadFailed: Story = {
  args: { data: undefined, failed: true },
  play: async ({ canvas, ...context }) => {
    const { t } = wordsOf(storyIntl(context));
    await expect(canvas.getByText(t(adminShellMessages.loadFailed))).toBeVisible();
  },
};

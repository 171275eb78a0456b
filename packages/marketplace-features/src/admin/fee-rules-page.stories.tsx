import type { FeeRules, FeeRulesResponse } from '@lootmarket/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AdminFeeRulesView, type AdminFeeRulesViewProps } from './fee-rules-page';

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
} satisfies Meta<typeof AdminFeeRulesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rules in force: a default, one per category, and the withdrawal fees, in percent. */
export const View: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Fee rules', level: 1 })).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: 'Buyer fee for Default (every other category) (%)' }),
    ).toHaveValue('3');
    await expect(canvas.getByRole('textbox', { name: 'Seller fee for Gold (%)' })).toHaveValue('4');
    await expect(canvas.getByRole('textbox', { name: 'VIP fee (%)' })).toHaveValue('5');
    await expect(canvas.getByRole('spinbutton', { name: 'VIP review (hours)' })).toHaveValue(4);
  },
};

/** Admins change a fee, remove a category's rule and save after a confirmation (by keyboard). */
export const Edit: Story = {
  play: async ({ canvas, args }) => {
    const defaultBuyer = canvas.getByRole('textbox', {
      name: 'Buyer fee for Default (every other category) (%)',
    });
    await userEvent.clear(defaultBuyer);
    await userEvent.type(defaultBuyer, '2.75');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove the rule for Gold' }));
    await waitFor(() => expect(canvas.queryByRole('textbox', { name: 'Buyer fee for Gold (%)' })).toBeNull());
    canvas.getByRole('button', { name: 'Save fee rules' }).focus();
    await userEvent.keyboard('{Enter}');
    const confirm = await within(document.body).findByRole('alertdialog', {
      name: 'Save the new fee rules?',
    });
    within(confirm).getByRole('button', { name: 'Save fee rules' }).focus();
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
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save fee rules' }));
    const confirm = await within(document.body).findByRole('alertdialog', {
      name: 'Save the new fee rules?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Save fee rules' }));
    await waitFor(() => expect(canvas.getByText('Invalid data – please check the form.')).toBeVisible());
  },
};

/** Support reads the rules: every field disabled, no save. */
export const SupportReadOnly: Story = {
  args: { role: 'support' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Only administrators change fees.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'VIP fee (%)' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Save fee rules' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Remove the rule for Gold' })).toBeNull();
  },
};

/** While the rules load. */
export const Loading: Story = {
  args: { data: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Purchase fees' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The rules could not be loaded. */
export const LoadFailed: Story = {
  args: { data: undefined, failed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Could not load this page. Try again.')).toBeVisible();
  },
};

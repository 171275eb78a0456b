import { type AdminWarrantyRulesResponse, CATEGORY_SLUGS } from '@lootmarket/contract';
import { formatDateTime } from '@lootmarket/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { errorDescriptor } from '../api/error-message';
import { categoryMessages } from '../market/catalog-messages';
import { storyIntl } from '../test/story-intl';
import { adminShellMessages, warrantyRulesMessages as m } from './admin-messages';
import { AdminWarrantyRulesView, type AdminWarrantyRulesViewProps } from './warranty-rules-page';

const rules: AdminWarrantyRulesResponse = {
  rules: CATEGORY_SLUGS.map((category) =>
    category === 'account'
      ? {
          category,
          enabled: true,
          updatedAt: '2026-11-27T15:42:00Z',
          updatedBy: { id: '0192f5a0-0000-7000-8000-000000000001', username: 'boss' },
        }
      : { category, enabled: false, updatedAt: null, updatedBy: null },
  ),
};

const meta = {
  title: 'Marketplace/Back office/Warranty rules',
  component: AdminWarrantyRulesView,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/warranty-rules/']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    data: rules,
    failed: false,
    role: 'admin',
    onSave: fn<AdminWarrantyRulesViewProps['onSave']>(async () => null),
  },
  tags: ['every-toolbar'],
} satisfies Meta<typeof AdminWarrantyRulesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every category with its warranty switch and who changed it last. */
export const View: Story = {
  play: async ({ canvas, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    await expect(canvas.getByRole('heading', { name: t(m.title), level: 1 })).toBeVisible();
    const table = canvas.getByRole('table', { name: t(m.caption) });
    await expect(within(table).getAllByRole('row')).toHaveLength(CATEGORY_SLUGS.length + 1);
    const accounts = t(m.toggle, { category: t(categoryMessages.account) });
    await expect(canvas.getByRole('switch', { name: accounts })).toBeChecked();
    await expect(
      canvas.getByRole('switch', { name: t(m.toggle, { category: t(categoryMessages.gold) }) }),
    ).not.toBeChecked();
    const when = formatDateTime('2026-11-27T15:42:00Z', intl.locale);
    await expect(canvas.getByText(t(m.changedBy, { name: 'boss', when }))).toBeVisible();
  },
};

/** An admin switches a category on with the keyboard. */
export const SwitchOn: Story = {
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    canvas.getByRole('switch', { name: t(m.toggle, { category: t(categoryMessages.boosting) }) }).focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ category: 'boosting', enabled: true }));
  },
};

/** A refused change (the session ended): said above the table. */
export const SaveFailed: Story = {
  args: { onSave: fn<AdminWarrantyRulesViewProps['onSave']>(async () => 'FORBIDDEN') },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await userEvent.click(
      canvas.getByRole('switch', { name: t(m.toggle, { category: t(categoryMessages.account) }) }),
    );
    await waitFor(() => expect(canvas.getByText(t(errorDescriptor('FORBIDDEN')))).toBeVisible());
  },
};

/** Support reads the rules: no switches. */
export const SupportReadOnly: Story = {
  args: { role: 'support' },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(m.readOnly))).toBeVisible();
    await expect(canvas.queryByRole('switch')).toBeNull();
    await expect(canvas.getAllByText(t(m.on))).toHaveLength(1);
  },
};

/** While the rules load. */
export const Loading: Story = {
  args: { data: undefined },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('table', { name: t(m.caption) })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The rules could not be loaded. */
export const LoadFailed: Story = {
  args: { data: undefined, failed: true },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(adminShellMessages.loadFailed))).toBeVisible();
  },
};

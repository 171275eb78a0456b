import type { AdminCurrencyRatesResponse } from '@lootmarket/contract';
import { formatDateTime, formatUnitPrice } from '@lootmarket/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { errorDescriptor, fieldErrorDescriptor } from '../api/error-message';
import { storyIntl } from '../test/story-intl';
import { adminShellMessages, currencyRatesMessages as m } from './admin-messages';
import { AdminCurrencyRatesView, type AdminCurrencyRatesViewProps } from './currency-rates-page';

const seeded = { asOf: '2026-11-28', updatedAt: '2026-11-28T06:00:00Z', updatedBy: null };
const rates: AdminCurrencyRatesResponse = {
  rates: [
    { currency: 'USD', usdValue: '1', ...seeded },
    {
      currency: 'EUR',
      usdValue: '1.08',
      asOf: '2026-11-27',
      updatedAt: '2026-11-27T15:42:00Z',
      updatedBy: { id: '0192f5a0-0000-7000-8000-000000000001', username: 'boss' },
    },
    { currency: 'PLN', usdValue: '0.25', ...seeded },
    { currency: 'BRL', usdValue: '0.18', ...seeded },
    {
      currency: 'RUB',
      usdValue: '0.011',
      asOf: '2026-11-20',
      updatedAt: '2026-11-20T09:00:00Z',
      updatedBy: { id: '0192f5a0-0000-7000-8000-000000000002', username: null },
    },
    { currency: 'CNY', usdValue: '0.14', ...seeded },
    { currency: 'JPY', usdValue: '0.0067', ...seeded },
  ],
};

const meta = {
  title: 'Marketplace/Back office/Currency rates',
  component: AdminCurrencyRatesView,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/currency-rates/']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    data: rates,
    failed: false,
    role: 'admin',
    onSave: fn<AdminCurrencyRatesViewProps['onSave']>(async () => null),
  },
  tags: ['every-toolbar'],
} satisfies Meta<typeof AdminCurrencyRatesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every currency with its rate, its date and who changed it last; a form per currency, none for USD. */
export const View: Story = {
  tags: ['vrt'],
  play: async ({ canvas, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    await expect(canvas.getByRole('heading', { name: t(m.title), level: 1 })).toBeVisible();
    const table = canvas.getByRole('table', { name: t(m.caption) });
    await expect(within(table).getAllByRole('row')).toHaveLength(8);
    await expect(within(table).getByText(formatUnitPrice('0.0067', 'USD', intl.locale))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t(m.rateOf, { currency: 'EUR' }) })).toHaveValue('1.08');
    await expect(canvas.getByLabelText(t(m.dateOf, { currency: 'EUR' }))).toHaveValue('2026-11-27');
    await expect(canvas.queryByRole('textbox', { name: t(m.rateOf, { currency: 'USD' }) })).toBeNull();
    await expect(canvas.getByText(t(m.reference))).toBeVisible();
    const when = formatDateTime('2026-11-27T15:42:00Z', intl.locale);
    await expect(canvas.getByText(t(m.changedBy, { name: 'boss', when }))).toBeVisible();
  },
};

/** An admin changes one currency's rate and date and saves it with the keyboard. */
export const Edit: Story = {
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const rate = canvas.getByRole('textbox', { name: t(m.rateOf, { currency: 'PLN' }) });
    await userEvent.clear(rate);
    await userEvent.type(rate, '0,26');
    const date = canvas.getByLabelText(t(m.dateOf, { currency: 'PLN' }));
    await userEvent.clear(date);
    await userEvent.type(date, '2026-11-28');
    canvas.getByRole('button', { name: t(m.save, { currency: 'PLN' }) }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({ currency: 'PLN', usdValue: '0,26', asOf: '2026-11-28' }),
    );
  },
};

/** A refused rate: the field's message under the field, what was typed kept. */
export const FieldRefused: Story = {
  args: {
    onSave: fn<AdminCurrencyRatesViewProps['onSave']>(async () => ({
      code: 'VALIDATION_FAILED',
      fields: { usdValue: 'currencyRateInvalid' },
    })),
  },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const rate = canvas.getByRole('textbox', { name: t(m.rateOf, { currency: 'BRL' }) });
    await userEvent.clear(rate);
    await userEvent.type(rate, '0');
    await userEvent.click(canvas.getByRole('button', { name: t(m.save, { currency: 'BRL' }) }));
    const message = t(fieldErrorDescriptor('currencyRateInvalid'));
    await waitFor(() => expect(canvas.getByText(message)).toBeVisible());
    await expect(rate).toHaveValue('0');
    await expect(rate).toHaveAccessibleDescription(expect.stringContaining(message));
  },
};

/** A refusal without a field (the session ended): said beside the form. */
export const SaveFailed: Story = {
  args: {
    onSave: fn<AdminCurrencyRatesViewProps['onSave']>(async () => ({ code: 'FORBIDDEN', fields: {} })),
  },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await userEvent.click(canvas.getByRole('button', { name: t(m.save, { currency: 'JPY' }) }));
    await waitFor(() => expect(canvas.getByText(t(errorDescriptor('FORBIDDEN')))).toBeVisible());
  },
};

/** Support reads the rates: no forms. */
export const SupportReadOnly: Story = {
  args: { role: 'support' },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(m.readOnly))).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: t(m.save, { currency: 'EUR' }) })).toBeNull();
  },
};

/** While the rates load. */
export const Loading: Story = {
  args: { data: undefined },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('table', { name: t(m.caption) })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The rates could not be loaded. */
export const LoadFailed: Story = {
  args: { data: undefined, failed: true },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(adminShellMessages.loadFailed))).toBeVisible();
  },
};

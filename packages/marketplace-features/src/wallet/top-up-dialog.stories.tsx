import { DEPOSIT_LIMITS } from '@lootmarket/contract';
import { formatPrice } from '@lootmarket/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { IntlShape } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { paymentMethodMessages } from '../orders/order-messages';
import { asRead, storyIntl } from '../test/story-intl';
import { testModeMessages } from '../test-mode';
import { TopUpDialog } from './top-up-dialog';
import { topUpMessages as m } from './wallet-messages';

const meta = {
  title: 'Marketplace/Top-up dialog',
  component: TopUpDialog,
  // Open as it renders: side by side shows one copy (two modals would hide each other).
  parameters: { sideBySide: false },
  tags: ['every-toolbar'],
  args: {
    open: true,
    onOpenChange: fn(),
    currency: 'USD',
    methods: ['card', 'crypto'],
    sandboxMethods: [],
    onSubmit: fn(),
    busy: false,
    error: null,
  },
} satisfies Meta<typeof TopUpDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const dialogOf = (intl: IntlShape) =>
  within(body().getByRole('dialog', { name: intl.formatMessage(m.title, { currency: 'USD' }) }));
/** The USD limits as the dialog formats them, in the story's language. */
const rangeOf = (intl: IntlShape) => ({
  min: formatPrice(DEPOSIT_LIMITS.USD.min, 'USD', intl.locale),
  max: formatPrice(DEPOSIT_LIMITS.USD.max, 'USD', intl.locale),
});
// The label may carry a required marker after its text.
const amountOf = (intl: IntlShape) => {
  const label = intl.formatMessage(m.amount);
  return dialogOf(intl).getByLabelText((content) => content.startsWith(label));
};

// Not a visual baseline: the dialog renders in a portal outside #storybook-root, which the visual test captures.
export const Default: Story = {
  play: async ({ args, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    const dialog = dialogOf(intl);
    await waitFor(() => expect(dialog.getByText(asRead(t(m.limits, rangeOf(intl))))).toBeVisible());
    await userEvent.type(amountOf(intl), '25.50');
    await expect(dialog.getByRole('radio', { name: t(paymentMethodMessages.card) })).toBeChecked();
    await userEvent.click(dialog.getByRole('radio', { name: t(paymentMethodMessages.crypto) }));
    await expect(dialog.getByRole('radio', { name: t(paymentMethodMessages.crypto) })).toBeChecked();
    // Enter in the amount field submits the form.
    await userEvent.type(amountOf(intl), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ currency: 'USD', amount: '2550', method: 'crypto' });
  },
};

export const InvalidAmounts: Story = {
  play: async ({ args, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    const dialog = dialogOf(intl);
    const amount = amountOf(intl);
    const outOfRange = asRead(t(m.amountOutOfRange, rangeOf(intl)));
    await userEvent.click(dialog.getByRole('button', { name: t(m.submit) }));
    await expect(dialog.getByText(t(m.amountInvalid))).toBeVisible();
    await userEvent.type(amount, '0.50');
    await expect(dialog.getByText(outOfRange)).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '10000.01');
    await expect(dialog.getByText(outOfRange)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const CardOnlyInTestMode: Story = {
  args: { methods: ['card'], sandboxMethods: ['card'] },
  play: async (context) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    const dialog = dialogOf(intl);
    await expect(dialog.queryByRole('radio', { name: t(paymentMethodMessages.crypto) })).toBeNull();
    await expect(dialog.getByText(asRead(t(testModeMessages.checkout, { methods: 'card' })))).toBeVisible();
  },
};

export const NoMethods: Story = {
  args: { methods: [] },
  play: async (context) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    const dialog = dialogOf(intl);
    await expect(dialog.getByText(t(m.unavailable))).toBeVisible();
    await expect(dialog.queryByRole('button', { name: t(m.submit) })).toBeNull();
  },
};

export const Submitting: Story = {
  args: { busy: true },
  play: async (context) => {
    const intl = storyIntl(context);
    await expect(
      dialogOf(intl).getByRole('button', { name: intl.formatMessage(m.submitting) }),
    ).toBeDisabled();
  },
};

export const ServerError: Story = {
  // The server's own words (the story's data), shown as they come.
  args: { error: 'This top-up amount is outside the allowed range for the currency.' },
  play: async (context) => {
    await expect(
      dialogOf(storyIntl(context)).getByText(
        'This top-up amount is outside the allowed range for the currency.',
      ),
    ).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { storyIntl } from '../test/story-intl';
import { currencyMessages } from './currency-messages';
import { CurrencySelect } from './currency-select';
import {
  defaultViewerCurrency,
  VIEWER_CURRENCY_STORAGE_KEY,
  viewerCurrencyStore,
} from './viewer-currency-store';

const meta = {
  title: 'Marketplace/Currency/Currency picker',
  component: CurrencySelect,
  tags: ['every-toolbar'],
  // Each story starts from no choice: the language's currency.
  beforeEach: () => {
    window.localStorage.removeItem(VIEWER_CURRENCY_STORAGE_KEY);
    viewerCurrencyStore.reset();
  },
} satisfies Meta<typeof CurrencySelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a choice, the language's currency (en USD, de EUR, ja JPY …), shown by its code. */
export const LanguageDefault: Story = {
  play: async ({ canvas, ...context }) => {
    const intl = storyIntl(context);
    const select = canvas.getByRole('combobox', { name: intl.formatMessage(currencyMessages.label) });
    await expect(select).toHaveValue(defaultViewerCurrency(intl.locale));
    await expect(canvas.getAllByRole('option')).toHaveLength(7);
  },
};

/** Chosen with the keyboard: the choice shows at once and is remembered in localStorage `currency`. */
export const ChooseByKeyboard: Story = {
  play: async ({ canvas, canvasElement, ...context }) => {
    const intl = storyIntl(context);
    const select = canvas.getByRole('combobox', { name: intl.formatMessage(currencyMessages.label) });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'PLN');
    await expect(select).toHaveValue('PLN');
    await expect(canvasElement.querySelector('[data-slot="currency-select"]')).toHaveTextContent('PLN');
    await expect(window.localStorage.getItem(VIEWER_CURRENCY_STORAGE_KEY)).toBe('PLN');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { storyIntl } from '../test/story-intl';
import { accountMessages } from './account-messages';
import { CountryForm, countryName } from './country-form';

const meta = {
  title: 'Marketplace/My account/Country',
  component: CountryForm,
  args: { country: null, pending: false, onSave: fn() },
  tags: ['every-toolbar'],
  render: (args) => (
    <div className="lm:max-w-xl">
      <CountryForm {...args} />
    </div>
  ),
} satisfies Meta<typeof CountryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No country yet: chosen with the keyboard alone (typeahead in the list), then saved. */
export const NotSet: Story = {
  play: async ({ canvas, args, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    const poland = countryName('PL', intl.locale);
    const trigger = canvas.getByRole('combobox', { name: t(accountMessages.country) });
    await expect(trigger).toHaveTextContent(t(accountMessages.countryPlaceholder));
    const save = canvas.getByRole('button', { name: t(accountMessages.saveCountry) });
    await expect(save).toBeDisabled();
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    // Every ISO 3166-1 country, named by Intl.DisplayNames in the viewer's language.
    await expect(screen.getAllByRole('option')).toHaveLength(249);
    await userEvent.keyboard(poland);
    await waitFor(() => expect(screen.getByRole('option', { name: poland })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(trigger).toHaveTextContent(poland));
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(save).toBeEnabled();
    await userEvent.tab();
    await expect(save).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith('PL');
  },
};

/** A country set: shown by name; Save waits for a different choice. */
export const Chosen: Story = {
  args: { country: 'BR' },
  play: async ({ canvas, args, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    await expect(canvas.getByRole('combobox', { name: t(accountMessages.country) })).toHaveTextContent(
      countryName('BR', intl.locale),
    );
    await expect(canvas.getByRole('button', { name: t(accountMessages.saveCountry) })).toBeDisabled();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Names follow the viewer's language: Polish here. */
export const InPolish: Story = {
  args: { country: 'DE' },
  globals: { locale: 'pl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Kraj' })).toHaveTextContent('Niemcy');
  },
};

/** Saving: the button says so and cannot be pressed twice. */
export const Saving: Story = {
  args: { country: 'PL', pending: true },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(
      canvas.getByRole('button', { name: (name) => name.includes(t(accountMessages.saveCountry)) }),
    ).toBeDisabled();
  },
};

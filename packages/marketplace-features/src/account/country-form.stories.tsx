import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { CountryForm } from './country-form';

const meta = {
  title: 'Marketplace/My account/Country',
  component: CountryForm,
  args: { country: null, pending: false, onSave: fn() },
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
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Country' });
    await expect(trigger).toHaveTextContent('Choose your country');
    const save = canvas.getByRole('button', { name: 'Save country' });
    await expect(save).toBeDisabled();
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    // Every ISO 3166-1 country, named by Intl.DisplayNames in the viewer's language.
    await expect(screen.getAllByRole('option')).toHaveLength(249);
    await userEvent.keyboard('Poland');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Poland' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(trigger).toHaveTextContent('Poland'));
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
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveTextContent('Brazil');
    await expect(canvas.getByRole('button', { name: 'Save country' })).toBeDisabled();
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
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Save country/ })).toBeDisabled();
  },
};

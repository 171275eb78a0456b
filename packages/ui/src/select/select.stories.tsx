import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Field } from '../field/field';
import { type StoryStrings, storyStrings } from '../test/story-strings';
import { Select, type SelectOption, type SelectProps } from './select';

type Args = Omit<SelectProps, 'options'> & { options?: SelectProps['options'] };

/** The offer form's delivery times, in the toolbar language. */
function deliveryTimes(t: StoryStrings): SelectOption[] {
  return [
    { value: 'instant', label: t('catalog.delivery.instant') },
    { value: '5m', label: t('catalog.delivery.5m') },
    { value: '20m', label: t('catalog.delivery.20m') },
    { value: '1h', label: t('catalog.delivery.1h') },
    { value: '1d', label: t('catalog.delivery.1d') },
    { value: '7d', label: t('catalog.delivery.7d'), disabled: true },
  ];
}

/** The offer form's delivery-time field; `invalid` shows it as the form does when it was left empty. */
function DeliveryTimeField({ args, t, invalid = false }: { args: Args; t: StoryStrings; invalid?: boolean }) {
  return (
    <div className="lm:max-w-xs">
      <Field
        label={t('offerForm.deliveryTime')}
        {...(invalid ? { error: t('errors.offerForm.deliveryTimeRequired'), required: true } : {})}
      >
        <Select
          placeholder={t('offerForm.deliveryPlaceholder')}
          {...args}
          options={args.options ?? deliveryTimes(t)}
        />
      </Field>
    </div>
  );
}

const meta = {
  title: 'Primitives/Select',
  // Typed with the options optional (the render fills them in); the docs still read Select's props.
  component: Select as React.ComponentType<Args>,
  tags: ['every-toolbar'],
  args: { onValueChange: fn() },
  // LongText's options win.
  render: (args, context) => <DeliveryTimeField args={args} t={storyStrings(context)} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas, args, ...context }) => {
    const t = storyStrings(context);
    const trigger = canvas.getByRole('combobox', { name: t('offerForm.deliveryTime') });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await waitFor(() =>
      expect(screen.getByRole('option', { name: t('catalog.delivery.instant') })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('20m');
    await waitFor(() => expect(trigger).toHaveTextContent(t('catalog.delivery.20m')));
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard(' ');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
};

export const WithValue: Story = {
  args: { defaultValue: '1h' },
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    await expect(canvas.getByRole('combobox', { name: t('offerForm.deliveryTime') })).toHaveTextContent(
      t('catalog.delivery.1h'),
    );
  },
};

export const Invalid: Story = {
  render: (args, context) => <DeliveryTimeField args={args} t={storyStrings(context)} invalid />,
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    await expect(canvas.getByRole('combobox', { name: t('offerForm.deliveryTime') })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    await expect(canvas.getByRole('combobox', { name: t('offerForm.deliveryTime') })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    defaultValue: 'de',
    options: [
      { value: 'de', label: 'Lieferung innerhalb von vierundzwanzig Stunden nach Zahlungseingang' },
      { value: 'ru', label: 'Доставка в течение двадцати четырёх часов' },
      { value: 'ja', label: '24時間以内にお届け' },
      { value: 'zh', label: '二十四小时内送达' },
    ],
  },
};

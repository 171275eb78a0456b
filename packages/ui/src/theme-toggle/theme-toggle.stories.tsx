import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { type ThemePreference, ThemeToggle, type ThemeToggleProps } from './theme-toggle';

function Controlled(args: ThemeToggleProps) {
  const [value, setValue] = useState<ThemePreference>(args.value);
  return (
    <ThemeToggle
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/ThemeToggle',
  component: ThemeToggle,
  args: { value: 'system', onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const system = canvas.getByRole('radio', { name: 'System' });
    await expect(system).toBeChecked();
    await userEvent.tab();
    await expect(system).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    const dark = canvas.getByRole('radio', { name: 'Dark' });
    await waitFor(() => expect(dark).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('dark');
    await expect(dark).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Light' })).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith('light');
    // Choosing the chosen option again keeps it: there is always a theme.
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: 'Light' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const WithLabels: Story = {
  tags: ['vrt'],
  args: { showLabels: true, value: 'dark' },
};

export const LongText: Story = {
  args: {
    showLabels: true,
    label: 'Farbschema',
    labels: { light: 'Helles Design', dark: 'Тёмная тема', system: 'システム設定に従う' },
  },
};

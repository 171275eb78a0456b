import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { type StoryStrings, storyStrings } from '../test/story-strings';
import { type ThemePreference, ThemeToggle, type ThemeToggleProps } from './theme-toggle';

/** The site header's theme words in the toolbar language. */
function themeLabels(t: StoryStrings) {
  return { light: t('shell.theme.light'), dark: t('shell.theme.dark'), system: t('shell.theme.system') };
}

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
  tags: ['every-toolbar'],
  args: { value: 'system', onChange: fn() },
  // LongText's label and labels (its own strings) win.
  render: (args, context) => {
    const t = storyStrings(context);
    return <Controlled label={t('shell.theme.label')} labels={themeLabels(t)} {...args} />;
  },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, ...context }) => {
    const label = themeLabels(storyStrings(context));
    const system = canvas.getByRole('radio', { name: label.system });
    await expect(system).toBeChecked();
    await userEvent.tab();
    await expect(system).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    const dark = canvas.getByRole('radio', { name: label.dark });
    await waitFor(() => expect(dark).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('dark');
    await expect(dark).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: label.light })).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith('light');
    // Choosing the chosen option again keeps it: there is always a theme.
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: label.light })).toBeChecked();
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

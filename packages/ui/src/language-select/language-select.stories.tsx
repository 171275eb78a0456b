import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { LanguageSelect, type LanguageSelectProps } from './language-select';

const languages = [
  { value: 'en', label: 'English' },
  { value: 'pl', label: 'Polski' },
  { value: 'pt-BR', label: 'Português (Brasil)' },
  { value: 'de', label: 'Deutsch' },
  { value: 'ru', label: 'Русский' },
  { value: 'ja', label: '日本語' },
  { value: 'zh', label: '中文' },
];

function Controlled(args: LanguageSelectProps) {
  const [value, setValue] = useState(args.value);
  return (
    <LanguageSelect
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
  title: 'Primitives/LanguageSelect',
  component: LanguageSelect,
  args: { options: languages, value: 'en', onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof LanguageSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Language' });
    await expect(select).toHaveDisplayValue('English');
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await expect(canvas.getByRole('option', { name: 'Deutsch' })).toHaveAttribute('lang', 'de');
    await userEvent.selectOptions(select, 'Deutsch');
    await expect(args.onChange).toHaveBeenLastCalledWith('de');
    await expect(select).toHaveDisplayValue('Deutsch');
  },
};

export const LongText: Story = {
  args: { value: 'pt-BR', label: 'Sprache der Benutzeroberfläche' },
};

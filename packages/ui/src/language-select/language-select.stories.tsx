import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { storyStrings } from '../test/story-strings';
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
  tags: ['every-toolbar'],
  args: { options: languages, value: 'en', onChange: fn() },
  // The label in the toolbar language (LongText's own wins); each language keeps its own name.
  render: (args, context) => <Controlled label={storyStrings(context)('shell.language.label')} {...args} />,
} satisfies Meta<typeof LanguageSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas, args, ...context }) => {
    const select = canvas.getByRole('combobox', { name: storyStrings(context)('shell.language.label') });
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

/** The compact look: the closed control shows the code; the options still name every language. */
export const Code: Story = {
  args: { display: 'code', value: 'pt-BR' },
  play: async ({ canvas, canvasElement, args, ...context }) => {
    const select = canvas.getByRole('combobox', { name: storyStrings(context)('shell.language.label') });
    const code = canvasElement.querySelector('[data-slot="language-select-code"]');
    await expect(code).toHaveTextContent('PT-BR');
    await expect(code).toBeVisible();
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'Русский');
    await expect(args.onChange).toHaveBeenLastCalledWith('ru');
    await expect(code).toHaveTextContent('RU');
  },
};

/**
 * `auto`, as the site header uses it: the code below 640 px (the story tests' viewport is a phone's),
 * the language's name from there up.
 */
export const Auto: Story = {
  args: { display: 'auto', value: 'de' },
  play: async ({ canvas, canvasElement, ...context }) => {
    const select = canvas.getByRole('combobox', { name: storyStrings(context)('shell.language.label') });
    const code = canvasElement.querySelector('[data-slot="language-select-code"]');
    const narrow = window.matchMedia('(width < 40rem)').matches;
    if (narrow) await expect(code).toBeVisible();
    else await expect(code).not.toBeVisible();
    await expect(select).toHaveDisplayValue('Deutsch');
  },
};

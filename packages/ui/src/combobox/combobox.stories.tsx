import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Field } from '../field/field';
import { Combobox, type ComboboxOption, type ComboboxProps } from './combobox';

const games: ComboboxOption[] = [
  { value: 'wow', label: 'World of Warcraft' },
  { value: 'valorant', label: 'Valorant' },
  { value: 'lol', label: 'League of Legends' },
  { value: 'cs2', label: 'Counter-Strike 2' },
  { value: 'fortnite', label: 'Fortnite' },
];

function Controlled(args: ComboboxProps) {
  const [value, setValue] = useState(args.value);
  return (
    <div className="lm:max-w-xs">
      <Field label="Game">
        <Combobox
          {...args}
          value={value}
          onChange={(next) => {
            setValue(next);
            args.onChange(next);
          }}
        />
      </Field>
    </div>
  );
}

const meta = {
  title: 'Primitives/Combobox',
  component: Combobox,
  args: { options: games, value: null, onChange: fn(), placeholder: 'Search games' },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Game' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('le');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('option')).toHaveLength(1);
    await expect(canvas.getByText('1 result')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}');
    const option = canvas.getByRole('option', { name: 'League of Legends' });
    await expect(input).toHaveAttribute('aria-activedescendant', option.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('lol');
    await expect(input).toHaveValue('League of Legends');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const NoResults: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'zzz');
    await expect(canvas.getByText('No results')).toBeVisible();
  },
};

function AsyncSearch(args: ComboboxProps) {
  const [text, setText] = useState('');
  const [results, setResults] = useState<ComboboxOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [value, setValue] = useState<string | null>(null);
  useEffect(() => {
    if (!text) {
      setResults([]);
      return;
    }
    setLoading(true);
    // Stands in for a server search: results arrive later, the combobox just shows them.
    const timer = setTimeout(() => {
      setResults(games.filter((game) => game.label.toLowerCase().startsWith(text.toLowerCase())));
      setLoading(false);
    }, 150);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <div className="lm:max-w-xs">
      <Field label="Game">
        <Combobox
          {...args}
          options={results}
          inputValue={text}
          onInputChange={setText}
          loading={loading}
          value={value}
          onChange={(next) => {
            setValue(next);
            args.onChange(next);
          }}
        />
      </Field>
    </div>
  );
}

export const Async: Story = {
  render: (args) => <AsyncSearch {...args} />,
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Game' });
    await userEvent.type(input, 'Fo');
    await waitFor(() => expect(canvas.getByRole('option', { name: 'Fortnite' })).toBeInTheDocument());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('fortnite');
  },
};

export const LongText: Story = {
  args: {
    value: 'de',
    options: [
      { value: 'de', label: 'Die Legende von Zelda: Tränen des Königreichs (Sammleredition)' },
      { value: 'ru', label: 'Ведьмак 3: Дикая Охота' },
      { value: 'ja', label: 'ファイナルファンタジーXIV' },
    ],
  },
};

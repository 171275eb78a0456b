import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Field } from '../field/field';
import { type StoryStrings, storyStrings } from '../test/story-strings';
import { Combobox, type ComboboxOption, type ComboboxProps } from './combobox';

/** The game search's words in the toolbar language, as marketplace-features' GameSearch passes them. */
function searchStrings(t: StoryStrings) {
  return {
    placeholder: t('games.search.label'),
    listLabel: t('games.search.label'),
    loadingMessage: t('games.search.searching'),
    emptyMessage: t('games.search.noResults'),
    resultsMessage: (count: number) => t('games.search.results', { count }),
  } satisfies Partial<ComboboxProps>;
}

const games: ComboboxOption[] = [
  { value: 'wow', label: 'World of Warcraft' },
  { value: 'valorant', label: 'Valorant' },
  { value: 'lol', label: 'League of Legends' },
  { value: 'cs2', label: 'Counter-Strike 2' },
  { value: 'fortnite', label: 'Fortnite' },
];

type Labelled = ComboboxProps & { label: string };

function Controlled({ label, ...args }: Labelled) {
  const [value, setValue] = useState(args.value);
  return (
    <div className="lm:max-w-xs">
      <Field label={label}>
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
  tags: ['every-toolbar'],
  args: { options: games, value: null, onChange: fn() },
  // The field's words in the toolbar language; a story's args win. The games' names are data.
  render: (args, context) => {
    const t = storyStrings(context);
    return <Controlled {...searchStrings(t)} {...args} label={t('offerForm.game')} />;
  },
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas, args, ...context }) => {
    const t = storyStrings(context);
    const input = canvas.getByRole('combobox', { name: t('offerForm.game') });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('le');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const body = within(document.body);
    await expect(body.getAllByRole('option')).toHaveLength(1);
    await expect(canvas.getByText(t('games.search.results', { count: 1 }))).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}');
    const option = body.getByRole('option', { name: 'League of Legends' });
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
  play: async ({ canvas, ...context }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'zzz');
    await expect(
      within(document.body).getByText(storyStrings(context)('games.search.noResults')),
    ).toBeVisible();
  },
};

function AsyncSearch({ label, ...args }: Labelled) {
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
      <Field label={label}>
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
  render: (args, context) => {
    const t = storyStrings(context);
    return <AsyncSearch {...searchStrings(t)} {...args} label={t('offerForm.game')} />;
  },
  play: async ({ canvas, args, ...context }) => {
    const input = canvas.getByRole('combobox', { name: storyStrings(context)('offerForm.game') });
    await userEvent.type(input, 'Fo');
    await waitFor(() =>
      expect(within(document.body).getByRole('option', { name: 'Fortnite' })).toBeInTheDocument(),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('fortnite');
  },
};

const manyGames: ComboboxOption[] = Array.from({ length: 120 }, (_, index) => ({
  value: `game-${index + 1}`,
  label: `Game ${String(index + 1).padStart(3, '0')}`,
}));

/** True when the option is wholly inside the scrolled list's visible box. */
function inView(option: HTMLElement) {
  const list = option.closest('[role="listbox"]');
  if (!list) return false;
  const box = list.getBoundingClientRect();
  const rect = option.getBoundingClientRect();
  return rect.top >= box.top - 1 && rect.bottom <= box.bottom + 1;
}

export const LongList: Story = {
  args: { options: manyGames },
  play: async ({ canvas, args, ...context }) => {
    const input = canvas.getByRole('combobox', { name: storyStrings(context)('offerForm.game') });
    // By text, not by role: a role query over 120 options is slow, and the roles are checked by axe.
    const option = (label: string) => within(document.body).getByText(label).closest('li') as HTMLElement;
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', option('Game 001').id);
    // With the list open, End and Home jump to its ends and scroll there.
    await userEvent.keyboard('{End}');
    await expect(input).toHaveAttribute('aria-activedescendant', option('Game 120').id);
    await waitFor(() => expect(inView(option('Game 120'))).toBe(true));
    await expect(inView(option('Game 001'))).toBe(false);
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveAttribute('aria-activedescendant', option('Game 001').id);
    await waitFor(() => expect(inView(option('Game 001'))).toBe(true));
    // Arrowing down past the fold keeps the highlighted option visible.
    await userEvent.keyboard('{ArrowDown>12/}');
    await expect(input).toHaveAttribute('aria-activedescendant', option('Game 013').id);
    await waitFor(() => expect(inView(option('Game 013'))).toBe(true));
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('game-13');
    await expect(input).toHaveValue('Game 013');
  },
};

export const TypeAhead: Story = {
  args: { autoSelect: true },
  play: async ({ canvas, args, ...context }) => {
    const input = canvas.getByRole('combobox', { name: storyStrings(context)('offerForm.game') });
    await userEvent.click(input);
    // Leaving with a match highlighted chooses nothing.
    await userEvent.keyboard('val');
    await userEvent.tab();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(input).toHaveValue('val');
    await userEvent.clear(input);
    // Typing highlights the first match at once, so Enter takes it without arrowing.
    await userEvent.keyboard('coun');
    const body = within(document.body);
    await waitFor(() =>
      expect(input).toHaveAttribute(
        'aria-activedescendant',
        body.getByRole('option', { name: 'Counter-Strike 2' }).id,
      ),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('cs2');
    await expect(input).toHaveValue('Counter-Strike 2');
  },
};

export const InsideOverflowHidden: Story = {
  render: (args, context) => {
    const t = storyStrings(context);
    return (
      <div
        data-testid="clipping-box"
        className="lm:h-24 lm:max-w-xs lm:overflow-hidden lm:rounded-md lm:border lm:border-border lm:p-2"
      >
        <Controlled {...searchStrings(t)} {...args} label={t('offerForm.game')} />
      </div>
    );
  },
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    const input = canvas.getByRole('combobox', { name: t('offerForm.game') });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    const listbox = within(document.body).getByRole('listbox', { name: t('games.search.label') });
    // The popup lives in a portal: the clipping box does not hold it, and its last option is visible.
    await expect(canvas.getByTestId('clipping-box').contains(listbox)).toBe(false);
    const options = within(listbox).getAllByRole('option');
    await expect(options).toHaveLength(games.length);
    await expect(options.at(-1)).toBeVisible();
    const box = canvas.getByTestId('clipping-box').getBoundingClientRect();
    await expect(listbox.getBoundingClientRect().bottom).toBeGreaterThan(box.bottom);
  },
};

export const MinQueryLength: Story = {
  args: { minQueryLength: 2 },
  play: async ({ canvas, ...context }) => {
    const input = canvas.getByRole('combobox', { name: storyStrings(context)('offerForm.game') });
    await userEvent.click(input);
    await userEvent.keyboard('l');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.keyboard('e');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(within(document.body).getAllByRole('option')).toHaveLength(1);
  },
};

export const SearchError: Story = {
  args: { kind: 'search', inputValue: 'valo', options: [] },
  render: (args, context) => {
    const t = storyStrings(context);
    return (
      <div className="lm:max-w-xs">
        <Combobox
          {...searchStrings(t)}
          {...args}
          errorMessage={t('errors.other.gameResults')}
          aria-label={t('games.search.label')}
          onInputChange={fn()}
        />
      </div>
    );
  },
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    const input = canvas.getByRole('combobox', { name: t('games.search.label') });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(within(document.body).getByRole('alert')).toHaveTextContent(t('errors.other.gameResults'));
  },
};

export const Invalid: Story = {
  render: (args, context) => {
    const t = storyStrings(context);
    return (
      <div className="lm:max-w-xs">
        <Field label={t('offerForm.game')} error={t('errors.offerForm.gameInvalid')}>
          <Combobox {...searchStrings(t)} {...args} />
        </Field>
      </div>
    );
  },
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    const input = canvas.getByRole('combobox', { name: t('offerForm.game') });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(t('errors.offerForm.gameInvalid'));
  },
};

export const Loading: Story = {
  args: { options: [], inputValue: 'wor', loading: true },
  render: (args, context) => {
    const t = storyStrings(context);
    return (
      <div className="lm:max-w-xs">
        <Field label={t('offerForm.game')}>
          <Combobox {...searchStrings(t)} {...args} onInputChange={fn()} />
        </Field>
      </div>
    );
  },
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    const input = canvas.getByRole('combobox', { name: t('offerForm.game') });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(document.body).getByRole('status')).toHaveTextContent(t('games.search.searching'));
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, ...context }) => {
    await expect(
      canvas.getByRole('combobox', { name: storyStrings(context)('offerForm.game') }),
    ).toBeDisabled();
  },
};

export const Large: Story = {
  args: { size: 'lg', kind: 'search' },
  render: (args, context) => {
    const t = storyStrings(context);
    return (
      <Controlled
        {...searchStrings(t)}
        {...args}
        placeholder={t('games.search.placeholder')}
        label={t('offerForm.game')}
      />
    );
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

/** A square picture before each label, as the game search shows each game's cover; the name stays the option's name. */
const tile = (color: string) => (
  <svg aria-hidden="true" viewBox="0 0 32 32" className="lm:size-8">
    <rect width="32" height="32" rx="6" fill={color} />
    <circle cx="16" cy="16" r="7" fill="#fde68a" />
  </svg>
);

export const WithMedia: Story = {
  tags: ['vrt'],
  args: {
    options: [
      { value: 'wow', label: 'World of Warcraft', media: tile('#3b2a6b') },
      { value: 'wowc', label: 'World of Warcraft Classic', media: tile('#1e4d3a') },
      { value: 'wot', label: 'World of Tanks', media: tile('#5a2a1e') },
    ],
  },
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    const input = canvas.getByRole('combobox', { name: t('offerForm.game') });
    await userEvent.type(input, 'world');
    const body = within(document.body);
    // The picture is decorative: each option is named by its label alone.
    const options = body.getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'World of Warcraft',
      'World of Warcraft Classic',
      'World of Tanks',
    ]);
    for (const option of options) await expect(option.querySelector('circle')).toBeVisible();
    await expect(body.getByRole('option', { name: 'World of Warcraft Classic' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(body.getByRole('option', { name: 'World of Warcraft Classic' })).toHaveAttribute(
      'data-active',
    );
  },
};

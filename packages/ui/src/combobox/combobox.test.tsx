import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Field } from '../field/field';
import { expectNoAxeViolations } from '../test/axe';
import { Combobox } from './combobox';

const games = [
  { value: 'wow', label: 'World of Warcraft' },
  { value: 'valorant', label: 'Valorant' },
  { value: 'lol', label: 'League of Legends' },
];

function Harness({ onChange }: { onChange: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Field label="Game">
      <Combobox
        options={games}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </Field>
  );
}

describe('Combobox', () => {
  it('opens at once with defaultOpen and text long enough, and stays closed with less', async () => {
    const screen = await render(
      <Combobox
        aria-label="Game"
        options={games}
        value={null}
        onChange={() => {}}
        inputValue="wo"
        onInputChange={() => {}}
        minQueryLength={2}
        autoSelect
        defaultOpen
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Game' });
    await expect.element(input).toHaveAttribute('aria-expanded', 'true');
    await expect
      .element(screen.getByRole('option', { name: 'World of Warcraft' }))
      .toHaveAttribute('aria-selected', 'true');
    const short = await render(
      <Combobox
        aria-label="Short"
        options={games}
        value={null}
        onChange={() => {}}
        inputValue="w"
        onInputChange={() => {}}
        minQueryLength={2}
        defaultOpen
      />,
    );
    await expect
      .element(short.getByRole('combobox', { name: 'Short' }))
      .toHaveAttribute('aria-expanded', 'false');
  });

  it('filters as you type, moves with arrows and chooses with Enter', async () => {
    const onChange = vi.fn();
    const screen = await render(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Game' });
    await userEvent.tab();
    await expect.element(input).toHaveFocus();
    await userEvent.keyboard('o');
    await expect.element(input).toHaveAttribute('aria-expanded', 'true');
    // The list follows the text in the next render: polled, never read once right after a key (on a
    // loaded machine a single read once saw the list of the text before).
    await expect
      .poll(() =>
        screen
          .getByRole('option')
          .elements()
          .map((option) => option.textContent),
      )
      .toEqual(['World of Warcraft', 'Valorant', 'League of Legends']);
    await userEvent.keyboard('rl');
    await expect.poll(() => screen.getByRole('option').elements()).toHaveLength(1);
    await expectNoAxeViolations();

    await userEvent.keyboard('{ArrowDown}');
    // The highlight is polled as well: its option's id is read on each try, not once before it exists.
    await expect
      .poll(
        () =>
          input.element().getAttribute('aria-activedescendant') ===
          screen.getByRole('option', { name: 'World of Warcraft' }).elements()[0]?.id,
      )
      .toBe(true);
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => onChange.mock.lastCall).toEqual(['wow']);
    await expect.element(input).toHaveValue('World of Warcraft');
    await expect.element(input).toHaveAttribute('aria-expanded', 'false');
    await expect.element(input).toHaveFocus();
  });
});

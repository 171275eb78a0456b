import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Field } from '../field/field';
import { expectNoAxeViolations } from '../test/axe';
import { NumberInput } from './number-input';

function Quantity({ onChange }: { onChange: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(2);
  return (
    <Field label="Quantity" error={value === null ? 'Invalid quantity.' : undefined}>
      <NumberInput
        value={value}
        min={1}
        max={10}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </Field>
  );
}

describe('NumberInput', () => {
  it('steps with arrows, jumps with Home/End, clamps typed values on blur', async () => {
    const onChange = vi.fn();
    const screen = await render(<Quantity onChange={onChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.tab();
    await expect.element(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(input).toHaveValue('3');
    await userEvent.keyboard('{PageUp}');
    await expect.element(input).toHaveValue('10');
    await userEvent.keyboard('{Home}');
    await expect.element(input).toHaveAttribute('aria-valuenow', '1');
    await userEvent.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith(10);
    await expectNoAxeViolations();

    await userEvent.clear(input);
    await expect.element(input).toBeInvalid();
    await userEvent.keyboard('0');
    await userEvent.tab();
    await expect.element(input).toHaveValue('1');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });
});

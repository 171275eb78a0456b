import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../test/axe';
import { ThemeToggle } from './theme-toggle';

describe('ThemeToggle', () => {
  it('reports a new choice and never lets the choice be emptied', async () => {
    const onChange = vi.fn();
    const screen = await render(<ThemeToggle value="light" onChange={onChange} />);
    await expect.element(screen.getByRole('radiogroup', { name: 'Theme' })).toBeVisible();
    const light = screen.getByRole('radio', { name: 'Light' });
    await expect.element(light).toBeChecked();
    await userEvent.tab();
    await expect.element(light).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onChange).not.toHaveBeenCalled();
    // Radix moves roving focus on the next tick: wait for it before pressing Enter.
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(screen.getByRole('radio', { name: 'Dark' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('dark');
    await expectNoAxeViolations();
  });
});

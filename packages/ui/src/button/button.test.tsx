import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../test/axe';
import { Button } from './button';

describe('Button', () => {
  it('is a button named by its label that runs its action on click, Enter and Space', async () => {
    const onClick = vi.fn();
    const screen = await render(<Button onClick={onClick}>Buy now</Button>);
    const button = screen.getByRole('button', { name: 'Buy now' });

    await button.click();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');

    expect(onClick).toHaveBeenCalledTimes(3);
    await expect.element(button).toHaveFocus();
    await expect.element(button).toHaveAttribute('type', 'button');
    await expectNoAxeViolations();
  });

  it('is reached with Tab and shows its variant as data-variant', async () => {
    const screen = await render(
      <>
        <Button variant="outline">Cancel</Button>
        <Button variant="destructive">Delete offer</Button>
      </>,
    );
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    const destructive = screen.getByRole('button', { name: 'Delete offer' });
    await expect.element(destructive).toHaveFocus();
    await expect.element(destructive).toHaveAttribute('data-variant', 'destructive');
    await expectNoAxeViolations();
  });

  it('while loading stays focusable, is announced as busy and ignores clicks', async () => {
    const onClick = vi.fn();
    const screen = await render(
      <Button loading loadingLabel="Paying" onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Paying Pay' });
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
    await expect.element(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect.element(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    await expectNoAxeViolations();
  });

  it('renders its child as the element with asChild, keeping the link role', async () => {
    const screen = await render(
      <Button asChild variant="secondary">
        <a href="/login/">Log in to buy</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Log in to buy' });
    await expect.element(link).toHaveAttribute('href', '/login/');
    await expect.element(link).toHaveAttribute('data-slot', 'button');
    await expect.element(link).not.toHaveAttribute('type');
    await expectNoAxeViolations();
  });

  it('a disabled button cannot be focused or clicked', async () => {
    const onClick = vi.fn();
    const screen = await render(
      <Button disabled onClick={onClick}>
        Withdraw
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Withdraw' });
    await expect.element(button).toBeDisabled();
    await userEvent.tab();
    await expect.element(button).not.toHaveFocus();
  });
});

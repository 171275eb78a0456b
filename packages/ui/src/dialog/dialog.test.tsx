import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../button/button';
import { expectNoAxeViolations } from '../test/axe';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog';

function Withdraw() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Withdraw</Button>
      </DialogTrigger>
      <DialogContent closeLabel="Close dialog">
        <DialogTitle>Withdraw funds</DialogTitle>
        <DialogDescription>Funds arrive within 3 business days.</DialogDescription>
        <Button>Confirm</Button>
      </DialogContent>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens from the keyboard, keeps focus inside, closes on Escape and returns focus', async () => {
    const screen = await render(<Withdraw />);
    const trigger = screen.getByRole('button', { name: 'Withdraw' });
    await expectNoAxeViolations();

    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Withdraw funds' });
    await expect.element(dialog).toHaveAccessibleDescription('Funds arrive within 3 business days.');
    await expect.element(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Close dialog' })).toHaveFocus();
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    // Radix hides the page behind the modal and traps focus; see test/a11y-exemptions.ts.
    await expectNoAxeViolations(document, ['aria-hidden-focus']);

    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });
});

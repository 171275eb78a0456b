import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../test/axe';
import { CookieBanner } from './cookie-banner';

describe('CookieBanner', () => {
  it('is a named region whose Accept all accepts every category', async () => {
    const onAcceptAll = vi.fn();
    const onSave = vi.fn();
    const screen = await render(<CookieBanner onAcceptAll={onAcceptAll} onSave={onSave} />);
    await expect.element(screen.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    await expectNoAxeViolations();
    await screen.getByRole('button', { name: 'Accept all' }).click();
    expect(onAcceptAll).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the selection of the manage view with essential always on', async () => {
    const onSave = vi.fn();
    const screen = await render(
      <CookieBanner onAcceptAll={() => undefined} onSave={onSave} initialConsent={{ marketing: true }} />,
    );
    await screen.getByRole('button', { name: 'Manage cookies' }).click();
    const essential = screen.getByRole('switch', { name: 'Essential' });
    await expect.element(essential).toBeChecked();
    await expect.element(essential).toBeDisabled();
    await expect.element(screen.getByRole('switch', { name: 'Marketing' })).toBeChecked();
    await expectNoAxeViolations();

    await screen.getByRole('switch', { name: 'Functionality' }).click();
    await screen.getByRole('switch', { name: 'Marketing' }).click();
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Back' })).toHaveFocus();
    await screen.getByRole('button', { name: 'Save selection' }).click();
    expect(onSave).toHaveBeenCalledWith({
      essential: true,
      functionality: true,
      statistics: false,
      marketing: false,
    });
  });

  it('keeps keyboard focus when the view changes: on the first choice, then back on Manage cookies', async () => {
    const screen = await render(<CookieBanner onAcceptAll={() => undefined} onSave={() => undefined} />);
    await expect.element(screen.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Manage cookies' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('switch', { name: 'Functionality' })).toHaveFocus();
    await screen.getByRole('button', { name: 'Back' }).click();
    await expect.element(screen.getByRole('button', { name: 'Manage cookies' })).toHaveFocus();
  });
});

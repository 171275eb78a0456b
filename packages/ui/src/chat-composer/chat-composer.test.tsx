import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../test/axe';
import { ChatComposer } from './chat-composer';

describe('ChatComposer', () => {
  it('refuses an empty message with the spec message, sends on Enter, keeps Shift+Enter as a new line', async () => {
    const onSend = vi.fn();
    const screen = await render(<ChatComposer onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.tab();
    await expect.element(box).toHaveFocus();
    await userEvent.keyboard('   {Enter}');
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Cannot send an empty message.');
    await expect.element(box).toBeInvalid();
    expect(onSend).not.toHaveBeenCalled();
    await expectNoAxeViolations();

    await userEvent.keyboard('Is it{Shift>}{Enter}{/Shift}on its way?{Enter}');
    expect(onSend).toHaveBeenCalledWith('Is it\non its way?');
    await expect.element(box).toHaveValue('');
    await expect.element(box).toHaveFocus();
  });
});

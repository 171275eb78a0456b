import { otherErrorMessages, registerErrorMessages } from '@lootmarket/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent } from 'storybook/test';
import { ForgotPasswordView } from './forgot-password-page';

const meta = {
  title: 'Marketplace/Auth/Forgot password',
  component: ForgotPasswordView,
  args: {
    step: 'form',
    email: '',
    error: null,
    submitting: false,
    onEmailChange: fn(),
    onSubmit: fn(),
    onBack: fn(),
  },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/login/forgot/']}>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof ForgotPasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from "Forgot password?" on /login/: the address, then the human check runs on submit. */
export const Idle: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    const email = canvas.getByLabelText(/^Email/);
    await userEvent.type(email, 'f');
    await expect(args.onEmailChange).toHaveBeenCalledWith('f');
    // Keyboard only: Enter in the field sends the form.
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login/');
  },
};

/** The human check and the request are running: the button stays focusable but does nothing. */
export const Sending: Story = {
  args: { email: 'frostmage@example.com', submitting: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Send the link/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // It stays focusable (focus is not lost mid-action), but Enter on it sends nothing twice.
    button.focus();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Checked before anything is sent. */
export const InvalidAddress: Story = {
  args: { email: 'frostmage@', emailError: 'invalidEmail', error: registerErrorMessages.invalidData },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter a valid email address.')).toBeVisible();
  },
};

/** Spec §8: the human check did not give a proof; nothing was sent (not the register form's words). */
export const HumanCheckFailed: Story = {
  args: { email: 'frostmage@example.com', error: otherErrorMessages.captchaFailed },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('CAPTCHA verification failed – try again.');
  },
};

/** The same answer for every address: whether it has an account is said only in the mail. */
export const Sent: Story = {
  args: { step: 'sent', email: 'frostmage@example.com' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'If frostmage@example.com belongs to a Lootmarket account, we have sent it a link',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Change the address' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** A long address wraps inside the card on a 360 px phone. */
export const SentOnPhone: Story = {
  args: { step: 'sent', email: 'a.very.long.mailbox.name.for.a.guild.treasurer@subdomain.example-games.com' },
  decorators: [
    (Story) => (
      <div data-phone-frame className="lm:w-[360px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
    const card = canvasElement.querySelector('[data-phone-frame]') as HTMLElement;
    await expect(card.scrollWidth).toBeLessThanOrEqual(360);
  },
};

import { otherErrorMessages, registerErrorMessages } from '@lootmarket/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent } from 'storybook/test';
import { fieldErrorDescriptor } from '../api/error-message';
import { withValues } from '../lib/messages';
import { storyIntl } from '../test/story-intl';
import { ForgotPasswordView, forgotPasswordMessages } from './forgot-password-page';
import { registerMailSentMessages } from './register-mail-sent';
import { registerMessages } from './register-page';

/** The email field's label may carry a required marker after its text. */
const startsWith = (text: string) => (content: string) => content.startsWith(text);

const meta = {
  title: 'Marketplace/Auth/Forgot password',
  component: ForgotPasswordView,
  tags: ['every-toolbar'],
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
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(
      canvas.getByRole('heading', { level: 1, name: t(forgotPasswordMessages.title) }),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    const email = canvas.getByLabelText(startsWith(t(registerMessages.email)));
    await userEvent.type(email, 'f');
    await expect(args.onEmailChange).toHaveBeenCalledWith('f');
    // Keyboard only: Enter in the field sends the form.
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: t(forgotPasswordMessages.backToLogin) })).toHaveAttribute(
      'href',
      '/login/',
    );
  },
};

/** The human check and the request are running: the button stays focusable but does nothing. */
export const Sending: Story = {
  args: { email: 'frostmage@example.com', submitting: true },
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const button = canvas.getByRole('button', {
      name: (name) => name.includes(t(forgotPasswordMessages.submit)),
    });
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
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getByLabelText(startsWith(t(registerMessages.email)))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByText(t(fieldErrorDescriptor('invalidEmail')))).toBeVisible();
  },
};

/** Spec §8: the human check did not give a proof; nothing was sent (not the register form's words). */
export const HumanCheckFailed: Story = {
  args: { email: 'frostmage@example.com', error: otherErrorMessages.captchaFailed },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('alert')).toHaveTextContent(t(otherErrorMessages.captchaFailed));
  },
};

/** The same answer for every address: whether it has an account is said only in the mail. */
export const Sent: Story = {
  args: { step: 'sent', email: 'frostmage@example.com' },
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(
      canvas.getByRole('heading', { level: 1, name: t(registerMailSentMessages.title) }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      t(withValues(forgotPasswordMessages.sentBody), { email: args.email }),
    );
    await userEvent.click(canvas.getByRole('button', { name: t(registerMailSentMessages.back) }));
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

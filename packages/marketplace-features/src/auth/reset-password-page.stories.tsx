import { authMessages, registerErrorMessages } from '@lootmarket/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent } from 'storybook/test';
import { errorDescriptor } from '../api/error-message';
import { storyIntl } from '../test/story-intl';
import { registerMessages } from './register-page';
import { ResetPasswordView, resetPasswordMessages } from './reset-password-page';

/**
 * A field's label: its text, with the required marker after it when there is one. Not a prefix: in
 * Japanese "新しいパスワード（確認）" (repeat) begins with "新しいパスワード" (new password).
 */
const labelled = (text: string) => (content: string) => content.replace(/\*$/, '') === text;

const meta = {
  title: 'Marketplace/Auth/Reset password',
  component: ResetPasswordView,
  tags: ['every-toolbar'],
  args: {
    step: 'form',
    values: { password: '', repeatPassword: '' },
    fields: {},
    error: null,
    submitting: false,
    onChange: fn(),
    onSubmit: fn(),
  },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/login/reset/']}>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof ResetPasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mail's link opened: a new password, twice, under the registration rules. */
export const Idle: Story = {
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(
      canvas.getByRole('heading', { level: 1, name: t(resetPasswordMessages.title) }),
    ).toBeVisible();
    await expect(canvas.getByText(t(registerMessages.passwordHelp))).toBeVisible();
    await userEvent.type(canvas.getByLabelText(labelled(t(resetPasswordMessages.password))), 'c');
    await expect(args.onChange).toHaveBeenCalledWith({ password: 'c', repeatPassword: '' });
    await userEvent.type(canvas.getByLabelText(labelled(t(registerMessages.repeatPassword))), 'd');
    await expect(args.onChange).toHaveBeenLastCalledWith({ password: '', repeatPassword: 'd' });
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const Sending: Story = {
  args: {
    values: { password: 'another horse battery', repeatPassword: 'another horse battery' },
    submitting: true,
  },
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const button = canvas.getByRole('button', {
      name: (name) => name.includes(t(resetPasswordMessages.submit)),
    });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // It stays focusable (focus is not lost mid-action), but Enter on it sends nothing twice.
    button.focus();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Checked in the browser, and again by the server with the same code. */
export const PasswordsDoNotMatch: Story = {
  args: {
    values: { password: 'another horse battery', repeatPassword: 'another horse batery' },
    fields: { repeatPassword: 'passwordsDoNotMatch' },
    error: registerErrorMessages.passwordsDoNotMatch,
  },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('alert')).toHaveTextContent(t(registerErrorMessages.passwordsDoNotMatch));
    await expect(canvas.getByLabelText(labelled(t(registerMessages.repeatPassword)))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByLabelText(labelled(t(resetPasswordMessages.password)))).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Unknown, already used, or a link of another kind: ask for a new one. */
export const InvalidLink: Story = {
  args: { step: 'invalid', error: errorDescriptor('PASSWORD_RESET_LINK_INVALID') },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      t(errorDescriptor('PASSWORD_RESET_LINK_INVALID')),
    );
    await expect(canvas.queryByLabelText(labelled(t(resetPasswordMessages.password)))).toBeNull();
    await expect(canvas.getByRole('link', { name: t(resetPasswordMessages.askAgain) })).toHaveAttribute(
      'href',
      '/login/forgot/',
    );
    await expect(canvas.getByRole('link', { name: t(authMessages.logIn) })).toHaveAttribute(
      'href',
      '/login/',
    );
  },
};

/** The link works for one hour. */
export const ExpiredLink: Story = {
  args: { step: 'expired', error: errorDescriptor('PASSWORD_RESET_LINK_EXPIRED') },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      t(errorDescriptor('PASSWORD_RESET_LINK_EXPIRED')),
    );
    await expect(canvas.getByRole('link', { name: t(resetPasswordMessages.askAgain) })).toHaveAttribute(
      'href',
      '/login/forgot/',
    );
  },
};

/** Every session of the account has ended; the user signs in again (two-factor sign-in included). */
export const Success: Story = {
  args: { step: 'done' },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('status')).toHaveTextContent(t(resetPasswordMessages.done));
    const logIn = canvas.getByRole('link', { name: t(authMessages.logIn) });
    await expect(logIn).toHaveAttribute('href', '/login/');
    logIn.focus();
    await expect(logIn).toHaveFocus();
  },
};

/** The form fits a 360 px phone. */
export const OnPhone: Story = {
  decorators: [
    (Story) => (
      <div data-phone-frame className="lm:w-[360px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('[data-phone-frame]') as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(360);
  },
};

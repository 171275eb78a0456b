import { registerErrorMessages } from '@lootmarket/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent } from 'storybook/test';
import { errorDescriptor } from '../api/error-message';
import { RegisterConfirmView } from './register-confirm-page';

const meta = {
  title: 'Marketplace/Auth/Register confirm',
  component: RegisterConfirmView,
  args: {
    step: 'confirming',
    error: null,
    password: '',
    submitting: false,
    onPasswordChange: fn(),
    onSubmit: fn(),
  },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/register/confirm/']}>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof RegisterConfirmView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link opened: the page confirms at once (a POST, never on the GET a mail scanner makes). */
export const Confirming: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Confirming your email address…');
  },
};

/** Spec §8: "Account created – logging in…", then the app opens signed in. */
export const Created: Story = {
  args: { step: 'created' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Account created – logging in…');
  },
};

/** Opened in another browser than the one that registered: the password chosen then proves who it is. */
export const PasswordNeeded: Story = {
  args: { step: 'password' },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.type(canvas.getByLabelText(/^Password/), 'correct horse battery');
    await expect(args.onPasswordChange).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Create my account' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const PasswordRefused: Story = {
  args: {
    step: 'password',
    password: 'not the one',
    error: errorDescriptor('REGISTRATION_PASSWORD_REQUIRED'),
    passwordError: 'invalid',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Enter the password you chose when you registered.',
    );
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue('not the one');
  },
};

/** Used, expired, or beaten by another confirmation: register again or log in. */
export const LinkInvalid: Story = {
  args: { step: 'failed', error: errorDescriptor('REGISTRATION_LINK_INVALID') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This link is no longer valid. Please register again.',
    );
    await expect(canvas.getByRole('link', { name: 'Register again' })).toHaveAttribute('href', '/register/');
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login/');
  },
};

/** The address got an account while the mail waited (another sign-up, a provider sign-in). */
export const AlreadyRegistered: Story = {
  args: { step: 'failed', error: registerErrorMessages.emailAlreadyRegistered },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This email is already registered. Please log in.',
    );
  },
};

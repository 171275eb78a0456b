import { authMessages, registerErrorMessages, successMessages } from '@lootmarket/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent } from 'storybook/test';
import { errorDescriptor } from '../api/error-message';
import { storyIntl } from '../test/story-intl';
import { RegisterConfirmView, registerConfirmMessages } from './register-confirm-page';

/** The password field's label may carry a required marker after its text. */
const startsWith = (text: string) => (content: string) => content.startsWith(text);

const meta = {
  title: 'Marketplace/Auth/Register confirm',
  component: RegisterConfirmView,
  tags: ['every-toolbar'],
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
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('status')).toHaveTextContent(t(registerConfirmMessages.confirming));
  },
};

/** Spec §8: "Account created – logging in…", then the app opens signed in. */
export const Created: Story = {
  args: { step: 'created' },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('status')).toHaveTextContent(t(successMessages.accountCreatedLoggingIn));
  },
};

/** Opened in another browser than the one that registered: the password chosen then proves who it is. */
export const PasswordNeeded: Story = {
  args: { step: 'password' },
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.type(
      canvas.getByLabelText(startsWith(t(registerConfirmMessages.password))),
      'correct horse battery',
    );
    await expect(args.onPasswordChange).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: t(registerConfirmMessages.submit) }));
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
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      t(errorDescriptor('REGISTRATION_PASSWORD_REQUIRED')),
    );
    const password = canvas.getByLabelText(startsWith(t(registerConfirmMessages.password)));
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveValue('not the one');
  },
};

/** Used, expired, or beaten by another confirmation: register again or log in. */
export const LinkInvalid: Story = {
  args: { step: 'failed', error: errorDescriptor('REGISTRATION_LINK_INVALID') },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      t(errorDescriptor('REGISTRATION_LINK_INVALID')),
    );
    await expect(
      canvas.getByRole('link', { name: t(registerConfirmMessages.registerAgain) }),
    ).toHaveAttribute('href', '/register/');
    await expect(canvas.getByRole('link', { name: t(authMessages.logIn) })).toHaveAttribute(
      'href',
      '/login/',
    );
  },
};

/** The address got an account while the mail waited (another sign-up, a provider sign-in). */
export const AlreadyRegistered: Story = {
  args: { step: 'failed', error: registerErrorMessages.emailAlreadyRegistered },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      t(registerErrorMessages.emailAlreadyRegistered),
    );
  },
};

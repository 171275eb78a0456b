import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MessageDescriptor } from 'react-intl';
import { expect, fn, userEvent } from 'storybook/test';
import { fieldErrorDescriptor } from '../api/error-message';
import { storyIntl } from '../test/story-intl';
import { accountMessages as m } from './account-messages';
import { TwoFactorView } from './two-factor-section';

const required = fieldErrorDescriptor('required');
const invalid = fieldErrorDescriptor('invalid');
/** A field by its label, which may carry a required marker after its text. */
const label = (text: string) => (content: string) => content.startsWith(text);

const currentPasswordWrong: MessageDescriptor = {
  id: 'errors.account.currentPasswordWrong',
  defaultMessage: 'The current password is wrong.',
};
const tooManyFailedAttempts: MessageDescriptor = {
  id: 'errors.account.tooManyFailedAttempts',
  defaultMessage: 'Too many wrong attempts on this account. Please try again later.',
};
const confirmationCodeWrong: MessageDescriptor = {
  id: 'errors.account.confirmationCodeWrong',
  defaultMessage: 'The code from the email is wrong, has expired or was already used. Ask for a new one.',
};

// A 1×1 PNG stands in for the QR code.
const QR =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=';

const meta = {
  title: 'Marketplace/My account/Two-factor sign-in',
  component: TwoFactorView,
  args: {
    enabled: false,
    hasPassword: true,
    email: 'me@example.com',
    setup: null,
    recoveryCodes: null,
    pending: false,
    error: null,
    fields: {},
    onStart: fn(async () => true),
    onConfirm: fn(),
    onSendCode: fn(async () => true),
    onCancelSetup: fn(),
    onDisable: fn(async () => true),
    onRecoveryDone: fn(),
  },
  tags: ['every-toolbar'],
} satisfies Meta<typeof TwoFactorView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Off: setting up asks for the current password first. */
export const Off: Story = {
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await userEvent.click(canvas.getByRole('button', { name: t(m.twoFactorStart) }));
    const password = canvas.getByLabelText(label(t(m.twoFactorPassword)));
    await expect(password).toHaveFocus();
    // An empty password is caught here, before any call.
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(t(required))).toBeVisible();
    await expect(args.onStart).not.toHaveBeenCalled();
    await userEvent.type(password, 'correct horse battery{Enter}');
    await expect(args.onStart).toHaveBeenCalledWith('correct horse battery');
  },
};

/** The password step, as the server refused a wrong password. */
export const WrongPassword: Story = {
  args: {
    initiallyAskingPassword: true,
    error: currentPasswordWrong,
    fields: { currentPassword: 'invalid' },
  },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(currentPasswordWrong))).toBeVisible();
    await expect(canvas.getByText(t(invalid))).toBeVisible();
  },
};

/** Too many wrong passwords or codes: the account's step is locked for a while. */
export const Locked: Story = {
  args: {
    initiallyAskingPassword: true,
    error: tooManyFailedAttempts,
  },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('alert')).toHaveTextContent(t(tooManyFailedAttempts));
  },
};

/** An account without a password (provider sign-in): no password step, a recent sign-in instead. */
export const OffWithoutPassword: Story = {
  args: { hasPassword: false },
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(m.twoFactorRecentSignIn))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t(m.twoFactorStart) }));
    await expect(args.onStart).toHaveBeenCalledWith(undefined);
    await expect(canvas.queryByLabelText(label(t(m.twoFactorPassword)))).toBeNull();
  },
};

const SETUP = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Lootmarket:me?secret=x',
  qrCodeDataUrl: QR,
};

/** The new secret waits for the first code from the app. */
export const Scan: Story = {
  args: { setup: SETUP },
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('img', { name: t(m.twoFactorQrAlt) })).toBeVisible();
    await expect(canvas.queryByLabelText(label(t(m.twoFactorEmailCode)))).toBeNull();
    await userEvent.type(canvas.getByLabelText(label(t(m.twoFactorCode))), '123456{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith({ code: '123456' });
  },
};

/**
 * An account without a password: turning on needs a code mailed to its address as well (a fresh
 * session alone must not plant an authenticator).
 */
export const ScanWithoutPassword: Story = {
  args: { hasPassword: false, setup: SETUP },
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const email = 'me@example.com';
    await expect(canvas.getByText(t(m.twoFactorEmailCodeHelp, { email }))).toBeVisible();
    await userEvent.type(canvas.getByLabelText(label(t(m.twoFactorCode))), '123456{Enter}');
    // The mailed code is missing: caught here, before any call.
    await expect(canvas.getByText(t(required))).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: t(m.twoFactorSendCode) }));
    await expect(args.onSendCode).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('status')).toHaveTextContent(t(m.twoFactorCodeSent, { email }));
    await userEvent.type(canvas.getByLabelText(label(t(m.twoFactorEmailCode))), '654321{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith({ code: '123456', confirmationCode: '654321' });
  },
};

/** The server refused the mailed code (wrong, expired, or sent for an earlier setup). */
export const WrongEmailCode: Story = {
  args: {
    hasPassword: false,
    setup: SETUP,
    error: confirmationCodeWrong,
    fields: { confirmationCode: 'invalid' },
  },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('alert')).toHaveTextContent(t(confirmationCodeWrong));
    await expect(canvas.getByLabelText(label(t(m.twoFactorEmailCode)))).toHaveAccessibleDescription(
      expect.stringContaining(t(invalid)),
    );
  },
};

/** Turned on: the recovery codes, shown once. */
export const RecoveryCodes: Story = {
  args: { recoveryCodes: ['abcde-fghij', 'kmnpq-rstuv', 'wxyz2-34567', '89abc-defgh'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('kmnpq-rstuv')).toBeVisible();
  },
};

/** On: turning it off needs the password and a code. */
export const On: Story = {
  args: { enabled: true },
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await userEvent.click(canvas.getByRole('button', { name: t(m.disable) }));
    await expect(args.onDisable).not.toHaveBeenCalled();
    await expect(canvas.getAllByText(t(required))).toHaveLength(1);
    await userEvent.type(canvas.getByLabelText(label(t(m.twoFactorPassword))), 'correct horse battery');
    await userEvent.type(canvas.getByLabelText(label(t(m.disableCode))), 'abcde-fghij');
    await userEvent.click(canvas.getByRole('button', { name: t(m.disable) }));
    await expect(args.onDisable).toHaveBeenCalledWith({
      code: 'abcde-fghij',
      currentPassword: 'correct horse battery',
    });
  },
};

/** On, for an account without a password: the code alone turns it off. */
export const OnWithoutPassword: Story = {
  args: { enabled: true, hasPassword: false },
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.queryByLabelText(label(t(m.twoFactorPassword)))).toBeNull();
    await userEvent.type(canvas.getByLabelText(label(t(m.disableCode))), '654321{Enter}');
    await expect(args.onDisable).toHaveBeenCalledWith({ code: '654321' });
  },
};

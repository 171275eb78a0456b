import { authErrorMessages, authMessages, successMessages } from '@lootmarket/i18n';
import { Button, Field, Input } from '@lootmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect } from 'storybook/test';
import { storyIntl } from '../test/story-intl';
import { AuthPageShell, FormAlert, LinkProblem } from './auth-page-shell';
import { loginMessages } from './login-page';
import { registerMessages } from './register-page';
import { resetPasswordMessages } from './reset-password-page';

/** The pages' own words in the toolbar language (the render functions below build the content from them). */
const meta = {
  title: 'Marketplace/Auth page shell',
  component: AuthPageShell,
  tags: ['every-toolbar'],
  args: { title: 'Log in', children: null },
  render: (_args, context) => {
    const t = storyIntl(context).formatMessage;
    return (
      <AuthPageShell title={t(authMessages.logIn)}>
        <form className="lm:flex lm:flex-col lm:gap-4" aria-label={t(authMessages.logIn)}>
          <FormAlert>{t(authErrorMessages.invalidCredentials)}</FormAlert>
          <Field label={t(loginMessages.email)} required>
            <Input type="email" defaultValue="player@example.com" />
          </Field>
          <Button type="submit">{t(authMessages.logIn)}</Button>
        </form>
      </AuthPageShell>
    );
  },
} satisfies Meta<typeof AuthPageShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A form error stays above the fields, and the typed values stay in them. */
export const WithError: Story = {
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('alert')).toHaveTextContent(t(authErrorMessages.invalidCredentials));
    // The label may carry a required marker after its text.
    await expect(
      canvas.getByRole('textbox', { name: (name) => name.startsWith(t(loginMessages.email)) }),
    ).toHaveValue('player@example.com');
  },
};

export const Success: Story = {
  render: (_args, context) => {
    const t = storyIntl(context).formatMessage;
    return (
      <AuthPageShell title={t(registerMessages.title)}>
        <FormAlert tone="success">{t(successMessages.accountCreatedLoggingIn)}</FormAlert>
      </AuthPageShell>
    );
  },
};

/** A mailed link that failed: why, the way to a new link, and Log in. */
export const LinkFailed: Story = {
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  render: (_args, context) => {
    const t = storyIntl(context).formatMessage;
    return (
      <AuthPageShell title={t(resetPasswordMessages.title)}>
        <LinkProblem
          error={authErrorMessages.passwordResetLinkExpired}
          retryTo="/login/forgot/"
          retryLabel={t(resetPasswordMessages.askAgain)}
        />
      </AuthPageShell>
    );
  },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('alert')).toHaveTextContent(t(authErrorMessages.passwordResetLinkExpired));
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

import type { AuthProvidersResponse, HumanCheckConfigResponse } from '@lootmarket/contract';
import { otherErrorMessages, registerErrorMessages } from '@lootmarket/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { expect, userEvent } from 'storybook/test';
import { storyIntl } from '../test/story-intl';
import { AUTH_TOKEN_QUERY_KEY, AuthProvider } from './auth-provider';
import { LoginPage, type LoginPageProps, loginMessages } from './login-page';

/**
 * The real login page with a signed-out session and a human check whose widget never becomes ready
 * (a provider this page cannot load): submitting runs the check, which fails before anything is sent.
 */
function SignedOut({ children }: { children: React.ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(AUTH_TOKEN_QUERY_KEY, null);
  const config: HumanCheckConfigResponse = { provider: 'turnstile', challengeUrl: null, siteKey: null };
  client.setQueryData(['human-check', 'config'], config);
  // No sign-in provider configured: the story asks the network for nothing.
  const providers: AuthProvidersResponse = { providers: [] };
  client.setQueryData(['auth', 'providers'], providers);
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/login/']}>
        <AuthProvider>{children}</AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Marketplace/Auth/Login',
  component: LoginPage,
  args: { staff: false },
  tags: ['every-toolbar'],
  decorators: [
    (Story) => (
      <SignedOut>
        <Story />
      </SignedOut>
    ),
  ],
} satisfies Meta<LoginPageProps>;

export default meta;
type Story = StoryObj<LoginPageProps>;

/** Spec §8: a sign-in without a human-check proof says so in its own words, not the register form's. */
export const HumanCheckFailed: Story = {
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    // The label may carry a required marker after its text.
    const label = (text: string) => (content: string) => content.startsWith(text);
    await userEvent.type(canvas.getByLabelText(label(t(loginMessages.email))), 'frostmage@example.com');
    await userEvent.type(
      canvas.getByLabelText(label(t(loginMessages.password))),
      'correct horse battery staple',
    );
    await userEvent.keyboard('{Enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t(otherErrorMessages.captchaFailed));
    await expect(alert).not.toHaveTextContent(t(registerErrorMessages.recaptchaFailed));
  },
};

/** The same failure in Portuguese: translated, as in every locale. */
export const HumanCheckFailedPortuguese: Story = {
  globals: { locale: 'pt-BR' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^E-?mail/i), 'frostmage@example.com');
    await userEvent.type(canvas.getByLabelText(/^Senha/), 'correct horse battery staple');
    await userEvent.keyboard('{Enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Falha na verificação do CAPTCHA – tente novamente.');
    await expect(alert).not.toHaveTextContent('cadastro');
  },
};

import {
  isErrorCode,
  OAUTH_PROVIDERS,
  type OAuthProvider,
  oauthProviderSchema,
  type SignInMethodsResponse,
} from '@lootmarket/contract';
import { Button, Spinner } from '@lootmarket/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { errorDescriptor } from '../api/error-message';
import { FormAlert } from '../auth/auth-page-shell';
import { useAuth } from '../auth/auth-provider';
import { PROVIDER_NAMES } from '../auth/oauth-buttons';
import { withValuesAll } from '../lib/messages';
import { useToast } from '../toast/use-toast';
import {
  connectSignInMethod,
  disconnectSignInMethod,
  signInMethodsQueryKey,
  useAuthProviders,
  useSignInMethods,
} from './account-api';

export const signInMethodsMessages = withValuesAll(
  defineMessages({
    title: { id: 'account.signInMethods.title', defaultMessage: 'Sign-in methods' },
    help: {
      id: 'account.signInMethods.help',
      defaultMessage:
        'Connect {providers} to sign in with it too. Only you can connect it, here, while signed in.',
      description:
        'providers: the providers this server offers, as a list joined with "or" ("GitHub, Discord or Google").',
    },
    password: { id: 'account.signInMethods.password', defaultMessage: 'Password' },
    passwordSet: { id: 'account.signInMethods.passwordSet', defaultMessage: 'Set' },
    passwordNone: {
      id: 'account.signInMethods.passwordNone',
      defaultMessage: 'None: you sign in with a provider.',
    },
    connectedAs: { id: 'account.signInMethods.connectedAs', defaultMessage: 'Connected as {email}' },
    connected: { id: 'account.signInMethods.connected', defaultMessage: 'Connected' },
    notConnected: { id: 'account.signInMethods.notConnected', defaultMessage: 'Not connected' },
    connect: {
      id: 'account.signInMethods.connect',
      defaultMessage: 'Connect {provider}',
      description: 'Button; provider is GitHub, Discord or Google.',
    },
    disconnect: {
      id: 'account.signInMethods.disconnect',
      defaultMessage: 'Disconnect {provider}',
      description: 'Button; provider is GitHub, Discord or Google.',
    },
    onlyWay: {
      id: 'account.signInMethods.onlyWay',
      defaultMessage: 'Your only way to sign in: connect another before you disconnect this one.',
    },
    justConnected: {
      id: 'account.signInMethods.justConnected',
      defaultMessage: '{provider} is connected. You can sign in with it from now on.',
    },
    disconnected: { id: 'account.signInMethods.disconnected', defaultMessage: '{provider} is disconnected.' },
    loading: { id: 'account.signInMethods.loading', defaultMessage: 'Loading sign-in methods…' },
  }),
);

export type SignInMethodsViewProps = {
  /** Providers this server can sign in with. */
  available: readonly OAuthProvider[];
  methods: SignInMethodsResponse;
  /** The provider whose connect or disconnect is under way. */
  pending: OAuthProvider | null;
  error: MessageDescriptor | null;
  /** Back from the provider with this one connected. */
  justConnected: OAuthProvider | null;
  onConnect: (provider: OAuthProvider) => void;
  onDisconnect: (provider: OAuthProvider) => void;
};

/** My account, "Sign-in methods": the password and each provider, connected or not. */
export function SignInMethodsView({
  available,
  methods,
  pending,
  error,
  justConnected,
  onConnect,
  onDisconnect,
}: SignInMethodsViewProps) {
  const intl = useIntl();
  const titleId = useId();
  const onlyWayId = useId();
  const connected = new Map(methods.connected.map((entry) => [entry.provider, entry]));
  const shown = OAUTH_PROVIDERS.filter((provider) => available.includes(provider) || connected.has(provider));
  // The help names only the providers this server offers (none: no help, nothing to connect).
  const offered = OAUTH_PROVIDERS.filter((provider) => available.includes(provider));
  const lastWay = !methods.hasPassword && methods.connected.length === 1;
  const format = (descriptor: MessageDescriptor, provider: OAuthProvider) =>
    intl.formatMessage(descriptor, { provider: PROVIDER_NAMES[provider] });

  return (
    <section
      aria-labelledby={titleId}
      data-slot="sign-in-methods"
      className="lm:flex lm:flex-col lm:gap-4 lm:rounded-lg lm:border lm:border-border lm:bg-card lm:p-6"
    >
      <h2 id={titleId} className="lm:font-semibold lm:text-xl">
        {intl.formatMessage(signInMethodsMessages.title)}
      </h2>
      {offered.length > 0 ? (
        <p className="lm:text-muted-foreground lm:text-sm">
          {intl.formatMessage(signInMethodsMessages.help, {
            providers: intl.formatList(
              offered.map((provider) => PROVIDER_NAMES[provider]),
              { type: 'disjunction' },
            ),
          })}
        </p>
      ) : null}
      {justConnected ? (
        <FormAlert tone="success">{format(signInMethodsMessages.justConnected, justConnected)}</FormAlert>
      ) : null}
      {error ? <FormAlert>{intl.formatMessage(error)}</FormAlert> : null}
      <ul className="lm:flex lm:flex-col lm:divide-y lm:divide-border">
        <li className="lm:flex lm:flex-wrap lm:items-center lm:justify-between lm:gap-2 lm:py-3">
          <span className="lm:font-medium">{intl.formatMessage(signInMethodsMessages.password)}</span>
          <span className="lm:text-muted-foreground lm:text-sm">
            {intl.formatMessage(
              methods.hasPassword ? signInMethodsMessages.passwordSet : signInMethodsMessages.passwordNone,
            )}
          </span>
        </li>
        {shown.map((provider) => {
          const entry = connected.get(provider);
          const status = entry
            ? entry.email
              ? intl.formatMessage(signInMethodsMessages.connectedAs, { email: entry.email })
              : intl.formatMessage(signInMethodsMessages.connected)
            : intl.formatMessage(signInMethodsMessages.notConnected);
          return (
            <li
              key={provider}
              data-slot="sign-in-method"
              data-state={entry ? 'connected' : 'not-connected'}
              className="lm:flex lm:flex-wrap lm:items-center lm:justify-between lm:gap-3 lm:py-3"
            >
              <span className="lm:flex lm:min-w-0 lm:flex-col">
                <span className="lm:font-medium">{PROVIDER_NAMES[provider]}</span>
                <span className="lm:break-all lm:text-muted-foreground lm:text-sm">{status}</span>
                {entry && lastWay ? (
                  <span id={onlyWayId} className="lm:text-sm lm:text-warning-text">
                    {intl.formatMessage(signInMethodsMessages.onlyWay)}
                  </span>
                ) : null}
              </span>
              {entry ? (
                <Button
                  variant="outline"
                  loading={pending === provider}
                  disabled={lastWay || (pending !== null && pending !== provider)}
                  aria-describedby={lastWay ? onlyWayId : undefined}
                  onClick={() => onDisconnect(provider)}
                >
                  {format(signInMethodsMessages.disconnect, provider)}
                </Button>
              ) : available.includes(provider) ? (
                <Button
                  variant="outline"
                  loading={pending === provider}
                  disabled={pending !== null && pending !== provider}
                  onClick={() => onConnect(provider)}
                >
                  {format(signInMethodsMessages.connect, provider)}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Where the provider callback sends the browser back: ?connected=github or ?connectError=CODE. */
function useConnectOutcome(): { connected: OAuthProvider | null; error: MessageDescriptor | null } {
  const [params] = useSearchParams();
  const [outcome] = useState(() => {
    const connected = oauthProviderSchema.safeParse(params.get('connected'));
    const code = params.get('connectError');
    return {
      connected: connected.success ? connected.data : null,
      error: code === null ? null : errorDescriptor(isErrorCode(code) ? code : 'OAUTH_FAILED'),
    };
  });
  const returned = params.has('connected') || params.has('connectError');
  useEffect(() => {
    if (!returned) return;
    // Shown once; a reload should not repeat it.
    window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [returned]);
  return outcome;
}

/** The section with its data: the server's providers, the user's methods, connect and disconnect. */
export function SignInMethodsSection() {
  const intl = useIntl();
  const { token } = useAuth();
  const queryClient = useQueryClient();
  const { success } = useToast();
  const outcome = useConnectOutcome();
  const [pending, setPending] = useState<OAuthProvider | null>(null);
  const [error, setError] = useState<MessageDescriptor | null>(outcome.error);
  const providers = useAuthProviders();
  const methods = useSignInMethods(token);

  if (!providers.data || !methods.data) {
    return <Spinner size="sm" label={intl.formatMessage(signInMethodsMessages.loading)} />;
  }
  // A server with no providers and an account with none connected: nothing to show or do.
  if (providers.data.providers.length === 0 && methods.data.connected.length === 0) return null;

  const connect = async (provider: OAuthProvider) => {
    setPending(provider);
    setError(null);
    const result = await connectSignInMethod(token, provider);
    if (!result.ok) {
      setPending(null);
      setError(errorDescriptor(result.code));
      return;
    }
    // The answer set the flow's cookie; the provider sends the browser back to this page.
    window.location.assign(result.data.authorizeUrl);
  };

  const disconnect = async (provider: OAuthProvider) => {
    setPending(provider);
    setError(null);
    const result = await disconnectSignInMethod(token, provider);
    setPending(null);
    if (!result.ok) {
      setError(errorDescriptor(result.code));
      return;
    }
    queryClient.setQueryData(signInMethodsQueryKey(token), result.data);
    success(intl.formatMessage(signInMethodsMessages.disconnected, { provider: PROVIDER_NAMES[provider] }));
  };

  return (
    <SignInMethodsView
      available={providers.data.providers}
      methods={methods.data}
      pending={pending}
      error={error}
      justConnected={outcome.connected}
      onConnect={connect}
      onDisconnect={disconnect}
    />
  );
}

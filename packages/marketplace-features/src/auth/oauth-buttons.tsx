import { OAUTH_PROVIDERS, type OAuthProvider } from '@lootmarket/contract';
import { authMessages } from '@lootmarket/i18n';
import { Button } from '@lootmarket/ui';
import { defineMessages, useIntl } from 'react-intl';
import { withValues } from '../lib/messages';
import { useAuthProviders } from './auth-providers';

/** Provider names are brands: the same in every language. */
export const PROVIDER_NAMES: Record<OAuthProvider, string> = {
  github: 'GitHub',
  discord: 'Discord',
  google: 'Google',
};
export const oauthButtonsMessages = defineMessages({
  or: { id: 'auth.oauth.or', defaultMessage: 'or' },
});

export type OAuthButtonsViewProps = {
  /** The providers this server is configured for; none: nothing is rendered, not even the divider. */
  providers: readonly OAuthProvider[];
  returnTo: string;
};

/** Sign-in with GitHub, Discord or Google: full-page navigations to the API's OAuth start routes. */
export function OAuthButtonsView({ providers, returnTo }: OAuthButtonsViewProps) {
  const intl = useIntl();
  const offered = OAUTH_PROVIDERS.filter((provider) => providers.includes(provider));
  if (offered.length === 0) return null;
  return (
    <div className="lm:flex lm:flex-col lm:gap-3" data-slot="oauth-buttons">
      <p className="lm:flex lm:items-center lm:gap-3 lm:text-muted-foreground lm:text-sm">
        <span aria-hidden="true" className="lm:h-px lm:flex-1 lm:bg-border" />
        {intl.formatMessage(oauthButtonsMessages.or)}
        <span aria-hidden="true" className="lm:h-px lm:flex-1 lm:bg-border" />
      </p>
      {offered.map((provider) => (
        <Button key={provider} asChild variant="outline">
          <a href={`/api/auth/oauth/${provider}?returnTo=${encodeURIComponent(returnTo)}`}>
            {intl.formatMessage(withValues(authMessages.continueWith), {
              provider: PROVIDER_NAMES[provider],
            })}
          </a>
        </Button>
      ))}
    </div>
  );
}

/**
 * The buttons of the providers this server is configured for (GET /api/v1/auth/providers): none while
 * that is unknown or when it fails, so no button ever leads to "This sign-in method is not available".
 */
export function OAuthButtons({ returnTo }: { returnTo: string }) {
  const providers = useAuthProviders().data?.providers ?? [];
  return <OAuthButtonsView providers={providers} returnTo={returnTo} />;
}

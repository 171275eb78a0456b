import { OAUTH_PROVIDERS, type OAuthProvider } from '@lootmarket/contract';
import { authMessages } from '@lootmarket/i18n';
import { Button } from '@lootmarket/ui';
import { defineMessages, useIntl } from 'react-intl';
import { withValues } from '../lib/messages';

/** Provider names are brands: the same in every language. */
export const PROVIDER_NAMES: Record<OAuthProvider, string> = {
  github: 'GitHub',
  discord: 'Discord',
  google: 'Google',
};
const messages = defineMessages({
  or: { id: 'auth.oauth.or', defaultMessage: 'or' },
});

/** Sign-in with GitHub, Discord or Google: full-page navigations to the API's OAuth start routes. */
export function OAuthButtons({ returnTo }: { returnTo: string }) {
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-center gap-3 text-muted-foreground text-sm">
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
        {intl.formatMessage(messages.or)}
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
      </p>
      {OAUTH_PROVIDERS.map((provider) => (
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

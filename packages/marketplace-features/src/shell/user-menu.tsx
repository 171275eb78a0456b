import { authMessages } from '@lootmarket/i18n';
import { Button } from '@lootmarket/ui';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useAuth } from '../auth/auth-provider';

// Guests never need the menu's code; signed-in users get it right after the header renders.
const SignedInMenu = lazy(async () => ({ default: (await import('./signed-in-menu')).SignedInMenu }));

const placeholder = <span aria-hidden="true" className="lm:h-8 lm:w-24 lm:rounded-md lm:bg-skeleton" />;

/** Signed in: a menu (My account, Orders, Tickets, Log out); signed out: Log in and Register. */
export function UserMenu() {
  const intl = useIntl();
  const { status, user, signOut } = useAuth();

  if (status === 'loading') return placeholder;

  if (!user) {
    return (
      <div className="lm:flex lm:items-center lm:gap-2">
        <Button asChild variant="ghost" size="sm">
          <Link to="/login/">{intl.formatMessage(authMessages.logIn)}</Link>
        </Button>
        <Button asChild size="sm">
          <Link to="/register/">{intl.formatMessage(authMessages.registerLink)}</Link>
        </Button>
      </div>
    );
  }

  return (
    <Suspense fallback={placeholder}>
      <SignedInMenu user={user} onSignOut={() => void signOut()} />
    </Suspense>
  );
}

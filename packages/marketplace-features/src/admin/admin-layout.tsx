import type { ClientUser } from '@lootmarket/contract';
import { Button, Spinner } from '@lootmarket/ui';
import { ShieldAlert } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, NavLink, useLocation } from 'react-router';
import { useAuth } from '../auth/auth-provider';
import { ThemeToggleButton } from '../shell/theme-toggle-button';
import { adminShellMessages as m } from './admin-messages';

export type StaffRole = 'admin' | 'support';

/** The staff role that decides what the back office shows; null for everyone else. */
export function staffRoleOf(user: Pick<ClientUser, 'roles'> | null): StaffRole | null {
  if (!user) return null;
  if (user.roles.includes('admin')) return 'admin';
  if (user.roles.includes('support')) return 'support';
  return null;
}

type Section = { to: string; label: keyof typeof m; adminOnly?: boolean };

/** The back office's sections; support agents see all but the audit log. */
export const ADMIN_SECTIONS: readonly Section[] = [
  { to: '/', label: 'dashboard' },
  { to: '/users/', label: 'users' },
  { to: '/orders/', label: 'orders' },
  { to: '/disputes/', label: 'disputes' },
  { to: '/withdrawals/', label: 'withdrawals' },
  { to: '/tickets/', label: 'tickets' },
  { to: '/moderation/', label: 'moderation' },
  { to: '/catalog/', label: 'catalog' },
  { to: '/fees/', label: 'fees' },
  { to: '/currency-rates/', label: 'currencyRates' },
  { to: '/warranty-rules/', label: 'warrantyRules' },
  { to: '/warranty-claims/', label: 'warrantyClaims' },
  { to: '/audit/', label: 'audit', adminOnly: true },
  { to: '/outbox/', label: 'outbox' },
];

/** A signed-in account without a staff role. */
export function NoAccessView({ onSignOut }: { onSignOut: () => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <main
      id="main"
      className="lm:mx-auto lm:flex lm:min-h-dvh lm:max-w-xl lm:flex-col lm:items-center lm:justify-center lm:gap-4 lm:px-4 lm:py-16 lm:text-center"
    >
      <ShieldAlert aria-hidden="true" className="lm:size-10 lm:text-muted-foreground" />
      <h1 className="lm:font-bold lm:text-2xl lm:break-words lm:hyphens-auto">{t(m.noAccessTitle)}</h1>
      <p className="lm:text-muted-foreground">{t(m.noAccessBody)}</p>
      <div className="lm:flex lm:flex-wrap lm:justify-center lm:gap-2">
        <Button asChild variant="outline">
          <a href="/">{t(m.toShop)}</a>
        </Button>
        <Button onClick={onSignOut}>{t(m.signOut)}</Button>
      </div>
    </main>
  );
}

export type AdminFrameProps = {
  user: Pick<ClientUser, 'username' | 'roles'>;
  role: StaffRole;
  onSignOut: () => void;
  children: ReactNode;
};

/** Header, section navigation and the page. */
export function AdminFrame({ user, role, onSignOut, children }: AdminFrameProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const roles = user.roles
    .filter((r) => r !== 'user')
    .map((r) => t(r === 'admin' ? m.roleAdmin : m.roleSupport))
    .join(', ');
  return (
    <div className="lm:min-h-dvh lm:bg-background lm:text-foreground">
      <a
        href="#main"
        className="lm:sr-only lm:focus:not-sr-only lm:focus:absolute lm:focus:start-2 lm:focus:top-2 lm:focus:z-50 focus:rounded lm:focus:bg-background lm:focus:p-2"
      >
        {t(m.title)}
      </a>
      <header className="lm:flex lm:flex-wrap lm:items-center lm:justify-between lm:gap-3 lm:border-b lm:border-border lm:px-4 lm:py-3">
        <p className="lm:font-semibold">{t(m.title)}</p>
        <div className="lm:flex lm:flex-wrap lm:items-center lm:gap-3 lm:text-sm">
          <span className="lm:text-muted-foreground">{t(m.signedInAs, { name: user.username, roles })}</span>
          <ThemeToggleButton />
          <Button variant="outline" size="sm" onClick={onSignOut}>
            {t(m.signOut)}
          </Button>
        </div>
      </header>
      <div className="lm:flex lm:flex-col lm:md:flex-row">
        <nav
          aria-label={t(m.navigation)}
          className="lm:border-b lm:border-border lm:p-3 lm:md:min-h-[calc(100dvh-4rem)] lm:md:w-56 lm:md:border-e lm:md:border-b-0"
        >
          <ul className="lm:flex lm:flex-wrap lm:gap-1 lm:md:flex-col">
            {ADMIN_SECTIONS.filter((section) => !section.adminOnly || role === 'admin').map((section) => (
              <li key={section.to}>
                <NavLink
                  to={section.to}
                  end={section.to === '/'}
                  className={({ isActive }) =>
                    `lm:block lm:rounded-md lm:px-3 lm:py-2 lm:text-sm ${isActive ? 'lm:bg-secondary lm:font-semibold lm:text-secondary-foreground' : 'lm:hover:bg-accent'}`
                  }
                >
                  {t(m[section.label])}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="lm:flex lm:min-w-0 lm:flex-1 lm:flex-col lm:gap-6 lm:p-4 lm:md:p-6">
          {children}
        </main>
      </div>
    </div>
  );
}

/**
 * The back office's gate: guests go to the staff sign-in, accounts without a staff role see "no
 * access", staff see the frame. The server checks every call again; this only decides what to show.
 */
export function AdminLayout({ children }: { children: (role: StaffRole) => ReactNode }) {
  const intl = useIntl();
  const { status, user, signOut } = useAuth();
  const { pathname, search } = useLocation();
  const title = intl.formatMessage(m.title);
  useEffect(() => {
    document.title = title;
  }, [title]);
  if (status === 'loading') {
    return (
      <main id="main" className="lm:flex lm:min-h-dvh lm:items-center lm:justify-center">
        <Spinner label={intl.formatMessage(m.loading)} />
      </main>
    );
  }
  if (status === 'unauthenticated' || !user) {
    return <Navigate to={`/login/?returnTo=${encodeURIComponent(pathname + search)}`} replace />;
  }
  const role = staffRoleOf(user);
  if (!role) return <NoAccessView onSignOut={() => void signOut()} />;
  return (
    <AdminFrame user={user} role={role} onSignOut={() => void signOut()}>
      {children(role)}
    </AdminFrame>
  );
}

/** A page's heading and body. */
export function AdminPage({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <>
      <div className="lm:flex lm:flex-wrap lm:items-center lm:justify-between lm:gap-3">
        <h1 className="lm:min-w-0 lm:font-bold lm:text-2xl lm:break-words lm:hyphens-auto">{title}</h1>
        {actions}
      </div>
      {children}
    </>
  );
}

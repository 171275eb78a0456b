import type { AccountSession, SignOutOtherSessionsResponse } from '@lootmarket/contract';
import { RelativeTime } from '@lootmarket/i18n';
import { Badge, Button, Spinner } from '@lootmarket/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { FormAlert } from '../auth/auth-page-shell';
import { useAuth } from '../auth/auth-provider';
import { useToast } from '../toast/use-toast';
import { accountPaths, useAccountSessions } from './account-api';
import { accountMessages } from './account-messages';
import { AccountSection } from './account-section';
import { useAccountAction } from './use-account-action';

export interface SessionsViewProps {
  /** Undefined while loading. */
  sessions: AccountSession[] | undefined;
  failed: boolean;
  /** The session being signed out, or 'others' for "Sign out everywhere else". */
  pending: string | null;
  error: MessageDescriptor | null;
  onSignOut: (session: AccountSession) => void;
  onSignOutOthers: () => void;
  /** "Now" for the relative times (stories pin it). */
  now?: Date | string;
  headingRef?: React.Ref<HTMLHeadingElement>;
}

function useDeviceName() {
  const intl = useIntl();
  return (session: AccountSession) =>
    intl.formatMessage(accountMessages.sessionDevice, {
      browser: session.browser ?? intl.formatMessage(accountMessages.sessionUnknownBrowser),
      os: session.os ?? intl.formatMessage(accountMessages.sessionUnknownOs),
    });
}

/** My account → Where you are signed in: each live session, this device first, with a sign-out. */
export function SessionsView({
  sessions,
  failed,
  pending,
  error,
  onSignOut,
  onSignOutOthers,
  now,
  headingRef,
}: SessionsViewProps) {
  const intl = useIntl();
  const deviceName = useDeviceName();
  const at = (value: string) =>
    now === undefined ? <RelativeTime value={value} /> : <RelativeTime value={value} now={now} />;

  let body: React.ReactNode;
  if (failed) {
    body = <FormAlert>{intl.formatMessage(accountMessages.sessionsFailed)}</FormAlert>;
  } else if (!sessions) {
    body = <Spinner size="sm" label={intl.formatMessage(accountMessages.sessionsLoading)} />;
  } else {
    // This device first, then the most recently used.
    const ordered = [...sessions].sort((a, b) => Number(b.current) - Number(a.current));
    const others = sessions.filter((session) => !session.current).length;
    body = (
      <>
        <ul className="lm:flex lm:flex-col lm:divide-y lm:divide-border" data-slot="account-sessions">
          {ordered.map((session) => {
            const device = deviceName(session);
            return (
              <li
                key={session.id}
                data-current={session.current || undefined}
                className="lm:flex lm:flex-wrap lm:items-start lm:justify-between lm:gap-3 lm:py-3"
              >
                <div className="lm:flex lm:min-w-0 lm:flex-col lm:gap-1">
                  <p className="lm:flex lm:flex-wrap lm:items-center lm:gap-2 lm:font-medium">
                    {device}
                    {session.current ? (
                      <Badge variant="success">{intl.formatMessage(accountMessages.sessionThisDevice)}</Badge>
                    ) : null}
                  </p>
                  <dl className="lm:grid lm:grid-cols-[auto_1fr] lm:gap-x-2 lm:text-muted-foreground lm:text-sm">
                    <dt>{intl.formatMessage(accountMessages.sessionAddress)}:</dt>
                    <dd className="lm:[overflow-wrap:anywhere]">
                      {session.ip ?? intl.formatMessage(accountMessages.sessionUnknownAddress)}
                    </dd>
                    <dt>{intl.formatMessage(accountMessages.sessionSignedIn)}:</dt>
                    <dd>{at(session.createdAt)}</dd>
                    <dt>{intl.formatMessage(accountMessages.sessionLastUsed)}:</dt>
                    <dd>{at(session.lastUsedAt)}</dd>
                  </dl>
                </div>
                {session.current ? null : (
                  <Button
                    variant="outline"
                    size="sm"
                    loading={pending === session.id}
                    disabled={pending !== null && pending !== session.id}
                    aria-label={intl.formatMessage(accountMessages.sessionSignOutLabel, { device })}
                    onClick={() => onSignOut(session)}
                  >
                    {intl.formatMessage(accountMessages.sessionSignOut)}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
        {others === 0 ? (
          <p className="lm:text-muted-foreground lm:text-sm">
            {intl.formatMessage(accountMessages.onlyThisDevice)}
          </p>
        ) : (
          <Button
            variant="destructive"
            className="lm:self-start"
            loading={pending === 'others'}
            disabled={pending !== null && pending !== 'others'}
            onClick={onSignOutOthers}
          >
            {intl.formatMessage(accountMessages.signOutOthers)}
          </Button>
        )}
      </>
    );
  }

  return (
    <AccountSection title={intl.formatMessage(accountMessages.sessionsTitle)} headingRef={headingRef}>
      <p className="lm:text-muted-foreground lm:text-sm">
        {intl.formatMessage(accountMessages.sessionsHelp)}
      </p>
      {error ? <FormAlert>{intl.formatMessage(error)}</FormAlert> : null}
      {body}
    </AccountSection>
  );
}

/** SessionsView with its data: GET /api/v1/account/sessions, one sign-out, or all the others. */
export function SessionsSection() {
  const intl = useIntl();
  const { token } = useAuth();
  const { success } = useToast();
  const queryClient = useQueryClient();
  const action = useAccountAction();
  const heading = useRef<HTMLHeadingElement>(null);
  const [pending, setPending] = useState<string | null>(null);
  const sessions = useAccountSessions(token);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['account', 'sessions'] });

  const run = async <T,>(key: string, path: string, method: 'POST' | 'DELETE') => {
    setPending(key);
    const data = await action.run<T>(path, { method });
    setPending(null);
    await refresh();
    // The row (or the button) that had focus is gone: the section's heading takes it.
    heading.current?.focus();
    return data;
  };

  return (
    <SessionsView
      sessions={sessions.data?.sessions}
      failed={sessions.isError}
      pending={pending}
      error={action.error}
      headingRef={heading}
      onSignOut={async (session) => {
        const done = await run(session.id, accountPaths.session(session.id), 'DELETE');
        if (done) success(intl.formatMessage(accountMessages.sessionSignedOut));
      }}
      onSignOutOthers={async () => {
        const done = await run<SignOutOtherSessionsResponse>(
          'others',
          accountPaths.signOutOtherSessions,
          'POST',
        );
        if (done)
          success(intl.formatMessage(accountMessages.signedOutOthers, { count: done.revokedSessions }));
      }}
    />
  );
}

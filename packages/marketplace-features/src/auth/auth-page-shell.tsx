import { authMessages } from '@lootmarket/i18n';
import { Button } from '@lootmarket/ui';
import type { ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'react-router';

/** The centred card the login and register forms sit in. */
export function AuthPageShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-12">
      <h1 className="font-bold text-3xl">{title}</h1>
      <div className="flex flex-col gap-6 rounded-lg border border-border bg-card p-6 text-card-foreground">
        {children}
      </div>
    </div>
  );
}

export function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'success' }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={
        tone === 'error'
          ? 'rounded-md border border-destructive bg-destructive-subtle px-3 py-2 text-destructive-text text-sm'
          : 'rounded-md border border-success bg-success-subtle px-3 py-2 text-sm text-success-text'
      }
    >
      {children}
    </p>
  );
}

export type LinkProblemProps = {
  /** What is wrong with the link, if known. */
  error: MessageDescriptor | null;
  /** Where a new link is asked for, and that button's label. */
  retryTo: string;
  retryLabel: string;
};

/**
 * A mailed link that did not work (unknown, used or expired): why, the way to a new link, and
 * Log in. The registration and password-reset pages both end here.
 */
export function LinkProblem({ error, retryTo, retryLabel }: LinkProblemProps) {
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-4">
      {error ? <FormAlert>{intl.formatMessage(error)}</FormAlert> : null}
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to={retryTo}>{retryLabel}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/login/">{intl.formatMessage(authMessages.logIn)}</Link>
        </Button>
      </div>
    </div>
  );
}

import { authMessages } from '@lootmarket/i18n';
import { Button } from '@lootmarket/ui';
import type { ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'react-router';

/** The centred card the login and register forms sit in. */
export function AuthPageShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="lm:mx-auto lm:flex lm:w-full lm:max-w-md lm:flex-col lm:gap-6 lm:px-4 lm:py-12">
      <h1 className="lm:font-bold lm:text-3xl">{title}</h1>
      <div className="lm:flex lm:flex-col lm:gap-6 lm:rounded-lg lm:border lm:border-border lm:bg-card lm:p-6 lm:text-card-foreground">
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
          ? 'lm:rounded-md lm:border lm:border-destructive lm:bg-destructive-subtle lm:px-3 lm:py-2 lm:text-destructive-text lm:text-sm'
          : 'lm:rounded-md lm:border lm:border-success lm:bg-success-subtle lm:px-3 lm:py-2 lm:text-sm lm:text-success-text'
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
    <div className="lm:flex lm:flex-col lm:gap-4">
      {error ? <FormAlert>{intl.formatMessage(error)}</FormAlert> : null}
      <div className="lm:flex lm:flex-wrap lm:gap-3">
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

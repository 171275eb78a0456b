import type { ReactNode } from 'react';

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

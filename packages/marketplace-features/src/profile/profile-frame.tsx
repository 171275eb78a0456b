import { cn } from '@lootmarket/ui';
import type * as React from 'react';

/**
 * The frame of the profile screens: the page's heading and its actions. The site header and the
 * account navigation come from the account shell (AccountLayout) around every signed-in page.
 */
export function ProfileFrame({
  title,
  actions,
  children,
  width = 'wide',
}: {
  title: React.ReactNode;
  actions?: React.ReactNode;
  children: React.ReactNode;
  width?: 'narrow' | 'wide';
}) {
  return (
    <div
      className={cn(
        'lm:mx-auto lm:flex lm:flex-col lm:gap-6 lm:px-4 lm:py-8',
        width === 'wide' ? 'lm:max-w-6xl' : 'lm:max-w-3xl',
      )}
    >
      <div className="lm:flex lm:flex-wrap lm:items-center lm:justify-between lm:gap-4">
        <h1 className="lm:font-bold lm:text-3xl">{title}</h1>
        {actions}
      </div>
      {children}
    </div>
  );
}

/** The frame of the /order/ screens: the page's heading (the account shell has the way back to the orders). */
export function OrderFrame({
  title,
  children,
  wide = false,
}: {
  title: React.ReactNode;
  children: React.ReactNode;
  wide?: boolean;
}) {
  return (
    <div
      className={cn(
        'lm:mx-auto lm:flex lm:flex-col lm:gap-6 lm:px-4 lm:py-8',
        wide ? 'lm:max-w-6xl' : 'lm:max-w-4xl',
      )}
    >
      <h1 className="lm:font-bold lm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}

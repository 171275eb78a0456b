import type * as React from 'react';

/** Spec §9: a toast stays 5000 ms unless it says otherwise. */
export const TOAST_DEFAULT_DURATION = 5000;
/** Spec §9: at most 5 toasts are shown; a new one drops the oldest. */
export const TOAST_LIMIT = 5;

export type ToastVariant = 'success' | 'error' | 'warning' | 'info';

export type ToastAction = {
  label: string;
  /** What a screen-reader user can do instead, since the toast may vanish (Radix requires it). */
  altText?: string;
  onClick: () => void;
};

export type ToastData = {
  id: string;
  title: React.ReactNode;
  description?: React.ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it leaves on its own; `Infinity` keeps it until closed. */
  duration?: number;
  action?: ToastAction;
};

/**
 * Adds a toast to a queue and keeps the newest TOAST_LIMIT. Pure, so whichever state holder the
 * app uses (marketplace-features) gets the spec's rule without the kit holding state.
 */
export function addToast(queue: ReadonlyArray<ToastData>, toast: ToastData): ToastData[] {
  return [...queue.filter((queued) => queued.id !== toast.id), toast].slice(-TOAST_LIMIT);
}

export function removeToast(queue: ReadonlyArray<ToastData>, id: string): ToastData[] {
  return queue.filter((queued) => queued.id !== id);
}

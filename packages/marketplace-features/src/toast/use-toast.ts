import type { ToastData } from '@lootmarket/ui';
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import { type ToastInput, ToastStore } from './toast-store';

/** The page's toasts. A provider may pass its own store (Storybook, tests); otherwise one per page. */
export const defaultToastStore = new ToastStore();
export const ToastStoreContext = createContext<ToastStore>(defaultToastStore);

type ToastOptions = Omit<ToastInput, 'title' | 'variant'>;

export interface ToastApi {
  toast: (input: ToastInput) => string;
  success: (title: string, options?: ToastOptions) => string;
  error: (title: string, options?: ToastOptions) => string;
  warning: (title: string, options?: ToastOptions) => string;
  info: (title: string, options?: ToastOptions) => string;
  dismiss: (id: string) => void;
}

/** Spec §9 toasts: `const { success } = useToast(); success(intl.formatMessage(...))`. */
export function useToast(): ToastApi {
  const store = useContext(ToastStoreContext);
  return useMemo(
    () => ({
      toast: store.show,
      success: (title, options) => store.show({ ...options, title, variant: 'success' }),
      error: (title, options) => store.show({ ...options, title, variant: 'error' }),
      warning: (title, options) => store.show({ ...options, title, variant: 'warning' }),
      info: (title, options) => store.show({ ...options, title, variant: 'info' }),
      dismiss: store.remove,
    }),
    [store],
  );
}

export function useToastList(): { toasts: readonly ToastData[]; store: ToastStore } {
  const store = useContext(ToastStoreContext);
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return { toasts, store };
}

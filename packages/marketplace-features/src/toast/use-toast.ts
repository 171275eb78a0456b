import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import { type ToastInput, type ToastItem, ToastStore } from './toast-store';

/** The page's toasts. A provider may pass its own store (Storybook, tests); otherwise one per page. */
export const defaultToastStore = new ToastStore();
export const ToastStoreContext = createContext<ToastStore>(defaultToastStore);

export interface ToastApi {
  toast: (input: ToastInput) => string;
  success: (title: string, rest?: Omit<ToastInput, 'title' | 'variant'>) => string;
  error: (title: string, rest?: Omit<ToastInput, 'title' | 'variant'>) => string;
  warning: (title: string, rest?: Omit<ToastInput, 'title' | 'variant'>) => string;
  info: (title: string, rest?: Omit<ToastInput, 'title' | 'variant'>) => string;
  dismiss: (id: string) => void;
}

/** Spec §9 toasts: `const { success } = useToast(); success(intl.formatMessage(...))`. */
export function useToast(): ToastApi {
  const store = useContext(ToastStoreContext);
  return useMemo(
    () => ({
      toast: store.show,
      success: (title, rest) => store.show({ ...rest, title, variant: 'success' }),
      error: (title, rest) => store.show({ ...rest, title, variant: 'error' }),
      warning: (title, rest) => store.show({ ...rest, title, variant: 'warning' }),
      info: (title, rest) => store.show({ ...rest, title, variant: 'info' }),
      dismiss: store.dismiss,
    }),
    [store],
  );
}

export function useToastList(): { toasts: readonly ToastItem[]; store: ToastStore } {
  const store = useContext(ToastStoreContext);
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return { toasts, store };
}

/** Spec §3 Toast, §4 (appears, leaves after its duration or on close, removed after its leave animation), §9 limits. */
export const TOAST_VARIANTS = ['success', 'error', 'warning', 'info'] as const;
export type ToastVariant = (typeof TOAST_VARIANTS)[number];
export const TOAST_DEFAULT_DURATION_MS = 5000;
export const TOAST_LIMIT = 5;

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; Infinity keeps it until closed. */
  duration?: number;
  action?: ToastAction;
}

export interface ToastItem extends Required<Omit<ToastInput, 'description' | 'action'>> {
  id: string;
  description: string | undefined;
  action: ToastAction | undefined;
  /** False while it plays its leave animation; removed after that. */
  open: boolean;
}

type Listener = () => void;

export class ToastStore {
  #toasts: readonly ToastItem[] = [];
  #listeners = new Set<Listener>();
  #timers = new Map<string, ReturnType<typeof setTimeout>>();
  #next = 0;

  getSnapshot = (): readonly ToastItem[] => this.#toasts;

  subscribe = (listener: Listener): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  show = (input: ToastInput): string => {
    this.#next += 1;
    const id = `toast-${this.#next}`;
    const toast: ToastItem = {
      id,
      title: input.title,
      description: input.description,
      variant: input.variant ?? 'info',
      duration: input.duration ?? TOAST_DEFAULT_DURATION_MS,
      action: input.action,
      open: true,
    };
    let toasts = [...this.#toasts, toast];
    // At most five on screen: the oldest ones go at once, without waiting for their animation.
    const visible = toasts.filter((item) => item.open);
    const overflow = visible.length - TOAST_LIMIT;
    if (overflow > 0) {
      const dropped = new Set(visible.slice(0, overflow).map((item) => item.id));
      for (const droppedId of dropped) this.#clearTimer(droppedId);
      toasts = toasts.filter((item) => !dropped.has(item.id));
    }
    this.#toasts = toasts;
    if (Number.isFinite(toast.duration)) {
      this.#timers.set(
        id,
        setTimeout(() => this.dismiss(id), toast.duration),
      );
    }
    this.#emit();
    return id;
  };

  /** Starts the leave animation; the view calls remove() when it has finished. */
  dismiss = (id: string): void => {
    this.#clearTimer(id);
    if (!this.#toasts.some((toast) => toast.id === id && toast.open)) return;
    this.#toasts = this.#toasts.map((toast) => (toast.id === id ? { ...toast, open: false } : toast));
    this.#emit();
  };

  remove = (id: string): void => {
    this.#clearTimer(id);
    if (!this.#toasts.some((toast) => toast.id === id)) return;
    this.#toasts = this.#toasts.filter((toast) => toast.id !== id);
    this.#emit();
  };

  /** Holds the timer while the pointer or focus is on a toast (WCAG 2.2.1). */
  pause = (id: string): void => this.#clearTimer(id);

  resume = (id: string): void => {
    const toast = this.#toasts.find((item) => item.id === id);
    if (!toast?.open || !Number.isFinite(toast.duration) || this.#timers.has(id)) return;
    this.#timers.set(
      id,
      setTimeout(() => this.dismiss(id), toast.duration),
    );
  };

  #clearTimer(id: string) {
    const timer = this.#timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    this.#timers.delete(id);
  }

  #emit() {
    for (const listener of this.#listeners) listener();
  }
}

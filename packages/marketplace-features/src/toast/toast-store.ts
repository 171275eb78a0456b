import { addToast, removeToast, type ToastAction, type ToastData, type ToastVariant } from '@lootmarket/ui';

export type { ToastAction, ToastVariant };

/** Spec §3 Toast without its id: the store gives one. Duration defaults to 5000 ms (spec §9). */
export type ToastInput = Omit<ToastData, 'id'>;

type Listener = () => void;

/**
 * The page's toasts (state only). The kit's Toaster plays them: their duration, the leave
 * animation, pause on hover or focus; the kit's queue rule keeps the newest five (spec §9).
 */
export class ToastStore {
  #toasts: readonly ToastData[] = [];
  #listeners = new Set<Listener>();
  #next = 0;

  getSnapshot = (): readonly ToastData[] => this.#toasts;

  subscribe = (listener: Listener): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  show = (input: ToastInput): string => {
    this.#next += 1;
    const id = `toast-${this.#next}`;
    this.#toasts = addToast(this.#toasts, { ...input, id });
    this.#emit();
    return id;
  };

  /** Called by the Toaster once a toast has left; also takes one away at once. */
  remove = (id: string): void => {
    const next = removeToast(this.#toasts, id);
    if (next.length === this.#toasts.length) return;
    this.#toasts = next;
    this.#emit();
  };

  #emit() {
    for (const listener of this.#listeners) listener();
  }
}

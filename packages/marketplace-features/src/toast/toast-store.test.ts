import { describe, expect, it } from 'vitest';
import { ToastStore } from './toast-store';

describe('ToastStore (spec §9)', () => {
  it('keeps at most five toasts, dropping the oldest', () => {
    const store = new ToastStore();
    const ids = Array.from({ length: 7 }, (_, index) => store.show({ title: `toast ${index}` }));
    expect(store.getSnapshot().map((toast) => toast.id)).toEqual(ids.slice(2));
  });

  it('notifies subscribers and removes a toast by id once', () => {
    const store = new ToastStore();
    let calls = 0;
    store.subscribe(() => {
      calls += 1;
    });
    const id = store.show({ title: 'Saved', variant: 'success' });
    store.remove(id);
    store.remove(id);
    expect(store.getSnapshot()).toEqual([]);
    expect(calls).toBe(2);
  });
});

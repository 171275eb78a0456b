import { toastMessages } from '@lootmarket/i18n';
import { Button, cn } from '@lootmarket/ui';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { ToastItem, ToastStore, ToastVariant } from './toast-store';
import { useToastList } from './use-toast';

const variantClasses: Record<ToastVariant, string> = {
  success: 'border-success bg-success-subtle text-success-text',
  error: 'border-destructive bg-destructive-subtle text-destructive-text',
  warning: 'border-warning bg-warning-subtle text-warning-text',
  info: 'border-info bg-info-subtle text-info-text',
};
const icons = { success: CircleCheck, error: CircleAlert, warning: TriangleAlert, info: Info } as const;

/** Longest leave animation; a toast is removed after it even if no animationend arrives. */
const LEAVE_FALLBACK_MS = 400;

function ToastView({
  toast,
  store,
  closeLabel,
}: {
  toast: ToastItem;
  store: ToastStore;
  closeLabel: string;
}) {
  const Icon = icons[toast.variant];
  useEffect(() => {
    if (toast.open) return;
    const timer = setTimeout(() => store.remove(toast.id), LEAVE_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [toast.open, toast.id, store]);
  return (
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: pausing the timer while pointer or focus is inside (WCAG 2.2.1); the buttons inside stay the controls.
    <li
      data-slot="toast"
      data-variant={toast.variant}
      data-state={toast.open ? 'open' : 'closed'}
      onAnimationEnd={() => {
        if (!toast.open) store.remove(toast.id);
      }}
      onMouseEnter={() => store.pause(toast.id)}
      onMouseLeave={() => store.resume(toast.id)}
      onFocus={() => store.pause(toast.id)}
      onBlur={() => store.resume(toast.id)}
      className={cn(
        'pointer-events-auto flex w-full items-start gap-3 rounded-lg border p-4 shadow-lg',
        'data-[state=open]:animate-pop-in data-[state=closed]:animate-pop-out',
        variantClasses[toast.variant],
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-semibold text-sm">{toast.title}</p>
        {toast.description ? <p className="text-sm">{toast.description}</p> : null}
        {toast.action ? (
          <Button
            size="sm"
            variant="outline"
            className="mt-1 self-start"
            onClick={() => {
              toast.action?.onClick();
              store.dismiss(toast.id);
            }}
          >
            {toast.action.label}
          </Button>
        ) : null}
      </div>
      <button
        type="button"
        aria-label={closeLabel}
        onClick={() => store.dismiss(toast.id)}
        className="inline-flex size-7 shrink-0 items-center justify-center rounded-md hover:bg-background/60"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

/**
 * The toasts of useToast() (spec §9: 5000 ms by default, at most five). One polite live region for
 * every variant; errors are announced assertively by their own alert region.
 */
export function Toaster() {
  const intl = useIntl();
  const { toasts, store } = useToastList();
  const closeLabel = intl.formatMessage(toastMessages.close);
  const region = intl.formatMessage(toastMessages.region);
  const polite = toasts.filter((toast) => toast.variant !== 'error');
  const assertive = toasts.filter((toast) => toast.variant === 'error');
  const listClass =
    'pointer-events-none fixed end-4 bottom-4 z-toast flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2';
  return (
    <section aria-label={region}>
      <div role="status" aria-live="polite">
        <ol className={listClass}>
          {polite.map((toast) => (
            <ToastView key={toast.id} toast={toast} store={store} closeLabel={closeLabel} />
          ))}
        </ol>
      </div>
      <div role="alert" aria-live="assertive">
        <ol className={cn(listClass, 'top-4 bottom-auto')}>
          {assertive.map((toast) => (
            <ToastView key={toast.id} toast={toast} store={store} closeLabel={closeLabel} />
          ))}
        </ol>
      </div>
    </section>
  );
}

import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { buttonVariants } from '../button/button.variants';
import { cn } from '../lib/cn';
import { statusIcons } from '../lib/status-icons';
import { toastVariants } from './toast.variants';
import { TOAST_DEFAULT_DURATION, TOAST_LIMIT, type ToastData } from './toast-queue';

export type ToasterProps = {
  /** Oldest first. Only the newest TOAST_LIMIT are shown. */
  toasts: ReadonlyArray<ToastData>;
  /** Called once a toast has left: after its duration or a close, when its leave animation ended. */
  onRemove: (id: string) => void;
  closeLabel?: string;
  /** Name of the notification region; `{hotkey}` is replaced with the key that focuses it (F8). */
  label?: string;
  /** What screen readers say before each toast's text when it is announced (translate it). */
  announceLabel?: string;
  viewportClassName?: string;
};

/**
 * Shows toasts (Radix Toast): announced politely (errors assertively), paused while hovered or
 * focused and while the window is in the background, closable with the button, Escape or a swipe.
 */
export function Toaster({
  toasts,
  onRemove,
  closeLabel = 'Close',
  label = 'Notifications ({hotkey})',
  announceLabel = 'Notification',
  viewportClassName,
}: ToasterProps) {
  return (
    <ToastPrimitive.Provider duration={TOAST_DEFAULT_DURATION} swipeDirection="right" label={announceLabel}>
      {toasts.slice(-TOAST_LIMIT).map((toast) => (
        <ToastItem key={toast.id} toast={toast} onRemove={onRemove} closeLabel={closeLabel} />
      ))}
      <ToastPrimitive.Viewport
        data-slot="toast-viewport"
        label={label}
        className={cn(
          'lm:fixed lm:end-0 lm:bottom-0 lm:z-toast lm:m-0 lm:flex lm:max-h-dvh lm:w-full lm:list-none lm:flex-col lm:gap-2 lm:p-4 lm:outline-none lm:sm:max-w-sm',
          viewportClassName,
        )}
      />
    </ToastPrimitive.Provider>
  );
}

function ToastItem({
  toast,
  onRemove,
  closeLabel,
}: {
  toast: ToastData;
  onRemove: (id: string) => void;
  closeLabel: string;
}) {
  const [open, setOpen] = useState(true);
  const variant = toast.variant ?? 'info';
  const Icon = statusIcons[variant];
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={variant}
      open={open}
      onOpenChange={setOpen}
      duration={toast.duration ?? TOAST_DEFAULT_DURATION}
      type={variant === 'error' ? 'foreground' : 'background'}
      className={toastVariants({ variant })}
    >
      <RemoveAfterLeave open={open} onGone={() => onRemove(toast.id)} />
      <Icon aria-hidden="true" />
      <div className="lm:flex lm:min-w-0 lm:flex-1 lm:flex-col lm:gap-1">
        <ToastPrimitive.Title className="lm:text-sm lm:font-semibold lm:[overflow-wrap:anywhere]">
          {toast.title}
        </ToastPrimitive.Title>
        {toast.description ? (
          <ToastPrimitive.Description className="lm:text-sm lm:text-muted-foreground lm:[overflow-wrap:anywhere]">
            {toast.description}
          </ToastPrimitive.Description>
        ) : null}
        {toast.action ? (
          <ToastPrimitive.Action
            altText={toast.action.altText ?? toast.action.label}
            onClick={toast.action.onClick}
            className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'lm:mt-1 lm:self-start')}
          >
            {toast.action.label}
          </ToastPrimitive.Action>
        ) : null}
      </div>
      <ToastPrimitive.Close
        aria-label={closeLabel}
        className="lm:absolute lm:end-2 lm:top-2 lm:inline-flex lm:size-7 lm:items-center lm:justify-center lm:rounded-md lm:text-muted-foreground lm:hover:bg-accent lm:hover:text-accent-foreground"
      >
        <X aria-hidden="true" className="lm:size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/**
 * Radix unmounts a closed toast's content only when its leave animation has ended; this child goes
 * with it, so its cleanup is the moment the toast is gone. The open check keeps a remount in React's
 * StrictMode from removing a toast that is still showing.
 */
function RemoveAfterLeave({ open, onGone }: { open: boolean; onGone: () => void }) {
  const state = useRef({ open, onGone });
  state.current = { open, onGone };
  useEffect(
    () => () => {
      if (!state.current.open) state.current.onGone();
    },
    [],
  );
  return null;
}

import { lazy, Suspense, useEffect, useState } from 'react';
import { useToastList } from './use-toast';

const ToasterView = lazy(async () => ({ default: (await import('./toaster')).ToasterView }));

/**
 * Mount once per page. The toast machinery is fetched with the first toast and then stays, so the
 * leave animation of the last toast still plays; toasts shown meanwhile wait in the store.
 */
export function Toaster() {
  const { toasts } = useToastList();
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (toasts.length > 0) setNeeded(true);
  }, [toasts.length]);
  if (!needed && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}

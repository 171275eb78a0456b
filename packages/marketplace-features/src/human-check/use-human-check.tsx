import { humanCheckConfigResponseSchema } from '@lootmarket/contract';
import { useQuery } from '@tanstack/react-query';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { apiQuery } from '../api/api-client';

/** Spec §4: not mounted and not ready are failures; success yields a token; error or expiry resets. */
export type HumanCheckResult =
  | { ok: true; token: string }
  | { ok: false; reason: 'notMounted' | 'notReady' | 'failed' | 'expired' };

export interface HumanCheck {
  /** Mount this inside the form; it shows nothing unless the check needs the user. */
  widget: ReactNode;
  ready: boolean;
  /** Runs the invisible challenge now (on submit) and yields the proof the API expects. */
  execute: () => Promise<HumanCheckResult>;
}

/** How long a submit waits for a widget that is still loading before it counts as not ready. */
const READY_WAIT_MS = 15_000;

/** A promise of the loaded widget, and the function that fulfils it. */
function pendingWidget() {
  let resolve: (element: AltchaWidgetElement) => void = () => {};
  const promise = new Promise<AltchaWidgetElement>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const configQuery = {
  queryKey: ['human-check', 'config'] as const,
  queryFn: async () => humanCheckConfigResponseSchema.parse(await apiQuery('/api/v1/human-check/config')),
  staleTime: Number.POSITIVE_INFINITY,
};

/**
 * The invisible human check of the register and login forms. The API picks the provider; ALTCHA
 * (self-hosted proof of work, the default) runs in the browser's workers, loaded only on the forms
 * that need it.
 */
export function useHumanCheck(): HumanCheck {
  const container = useRef<HTMLDivElement | null>(null);
  const widgetRef = useRef<AltchaWidgetElement | null>(null);
  // A submit in the moment between the form showing and the widget's `load` (a fast typist, a password
  // manager) waits for the widget instead of failing.
  const pending = useRef(pendingWidget());
  /** The set-up under way (its script, then its `load`), or null: only a widget on its way is waited for. */
  const loading = useRef<object | null>(null);
  const expired = useRef(false);
  const [ready, setReady] = useState(false);
  const config = useQuery(configQuery);
  const challengeUrl = config.data?.provider === 'altcha' ? config.data.challengeUrl : null;

  useEffect(() => {
    const host = container.current;
    if (!host || !challengeUrl) return;
    let cancelled = false;
    let element: AltchaWidgetElement | null = null;
    const onExpired = () => {
      expired.current = true;
      element?.reset();
    };
    const setup = {};
    loading.current = setup;
    (async () => {
      await import('altcha');
      await customElements.whenDefined('altcha-widget');
      if (cancelled) return;
      element = document.createElement('altcha-widget');
      // Attributes before connecting: the widget reads them on start; its methods exist after `load`.
      element.setAttribute('challenge', challengeUrl);
      element.setAttribute('display', 'invisible');
      element.setAttribute('auto', 'off');
      element.setAttribute('name', 'humanCheck');
      element.setAttribute('configuration', JSON.stringify({ hideFooter: true, hideLogo: true }));
      element.addEventListener('expired', onExpired);
      const loaded = new Promise<void>((resolve) =>
        element?.addEventListener('load', () => resolve(), { once: true }),
      );
      host.append(element);
      await loaded;
      if (cancelled) return;
      widgetRef.current = element;
      pending.current.resolve(element);
      setReady(true);
    })()
      .catch(() => {
        // Left not ready: execute() answers notReady and the form shows the captcha message.
      })
      .finally(() => {
        if (loading.current === setup) loading.current = null;
      });
    return () => {
      cancelled = true;
      element?.removeEventListener('expired', onExpired);
      element?.remove();
      widgetRef.current = null;
      pending.current = pendingWidget();
      setReady(false);
    };
  }, [challengeUrl]);

  const execute = useCallback(async (): Promise<HumanCheckResult> => {
    if (!container.current?.isConnected) return { ok: false, reason: 'notMounted' };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const element =
      widgetRef.current ??
      (loading.current === null
        ? null
        : await Promise.race([
            pending.current.promise,
            new Promise<null>((resolve) => {
              timer = setTimeout(() => resolve(null), READY_WAIT_MS);
            }),
          ]));
    clearTimeout(timer);
    if (!element) return { ok: false, reason: 'notReady' };
    expired.current = false;
    try {
      const result = await element.verify();
      if (result?.payload) return { ok: true, token: result.payload };
      return { ok: false, reason: expired.current ? 'expired' : 'failed' };
    } catch {
      return { ok: false, reason: 'failed' };
    } finally {
      // A proof is spent once; the next submit solves a fresh challenge.
      element.reset();
    }
  }, []);

  return {
    widget: <div ref={container} data-slot="human-check" />,
    ready,
    execute,
  };
}

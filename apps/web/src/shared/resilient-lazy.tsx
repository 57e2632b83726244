// Lazily loaded code that survives a weak connection (issue 17). React.lazy remembers a
// failed import for good, so one dropped chunk on a phone used to blank the page until a
// reload. Here a failed import is tried again (twice, after 1 s and 3 s — unless the browser
// is offline, when waiting would not help), and if it still fails the component starts over
// with a fresh import the next time an error boundary asks (`retryFailedLoads`, called by
// the boundaries' "Tentar de novo" and when the connection returns). `preload()` fetches the
// code ahead of need, after the first paint, so later screens and dialogs open offline too.
import { type ComponentType, type LazyExoticComponent, createElement, lazy } from 'react';

export interface RetryOptions {
  readonly delaysMs?: readonly number[];
  readonly isOnline?: () => boolean;
  readonly sleep?: (ms: number) => Promise<void>;
}

const sleepMs = (ms: number): Promise<void> => new Promise((resolve) => { setTimeout(resolve, ms); });

/** `load()`, tried again after each delay while the browser is online; the last failure is thrown. */
export async function retryingLoad<T>(load: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const delays = options.delaysMs ?? [1_000, 3_000];
  const isOnline = options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine);
  const sleep = options.sleep ?? sleepMs;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined || !isOnline()) throw error;
      await sleep(delay);
    }
  }
}

const failedLoads = new Set<() => void>();

/** Lets every component whose code failed to load try a fresh import on its next render. */
export function retryFailedLoads(): void {
  for (const reset of [...failedLoads]) reset();
}

export type ResilientComponent<P extends object> = ComponentType<P> & { readonly preload: () => Promise<void> };

export function resilientLazy<P extends object>(load: () => Promise<ComponentType<P>>): ResilientComponent<P> {
  let current: LazyExoticComponent<ComponentType<P>>;
  const reset = (): void => {
    failedLoads.delete(reset);
    current = make();
  };
  function make(): LazyExoticComponent<ComponentType<P>> {
    return lazy(() => retryingLoad(load).then(
      (component) => ({ default: component }),
      (error: unknown) => {
        failedLoads.add(reset);
        throw error;
      },
    ));
  }
  current = make();
  function Resilient(props: P) {
    return createElement(current, props);
  }
  // The import is cached by the browser once it succeeds: the lazy component then resolves at once.
  const preload = (): Promise<void> => load().then(() => undefined, () => undefined);
  return Object.assign(Resilient, { preload });
}

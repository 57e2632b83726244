import { createElement, Suspense, type ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as LazyCharts from '../src/features/dashboard/charts/lazy-charts';

// lazy-charts.ts listens for Vite's `vite:preloadError` on window when it loads: give it a
// window (an EventTarget is all it uses) before importing it.
const win = new EventTarget();
vi.stubGlobal('window', win);
let mod: typeof LazyCharts;
beforeAll(async () => { mod = await import('../src/features/dashboard/charts/lazy-charts'); });
afterEach(() => { vi.restoreAllMocks(); });

interface Seen { readonly type: string; readonly detail: unknown; readonly payload: unknown }
function listen(): Seen[] {
  const seen: Seen[] = [];
  win.addEventListener('vite:preloadError', (e) => {
    seen.push({ type: e.constructor.name, detail: e instanceof CustomEvent ? (e as CustomEvent<unknown>).detail : undefined, payload: (e as Event & { payload?: unknown }).payload });
  });
  return seen;
}

async function html(Component: ComponentType<{ readonly name: string }>): Promise<{ html: string; errors: unknown[] }> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(createElement(Suspense, { fallback: 'loading' }, createElement(Component, { name: 'Ana' })), {
    onError: (e) => { errors.push(e); },
  });
  return { html: await new Response(prelude).text(), errors };
}

describe('reportPreloadError', () => {
  it('dispatches vite:preloadError with the error in detail and payload', () => {
    const seen = listen();
    const error = new TypeError('Failed to fetch dynamically imported module');
    expect(mod.reportPreloadError(error)).toBe(true);
    expect(seen).toEqual([{ type: 'CustomEvent', detail: error, payload: error }]);
    // The same failure is never announced twice.
    expect(mod.reportPreloadError(error)).toBe(false);
    expect(seen).toHaveLength(1);
  });

  it('stays quiet when Vite already fired for this error', () => {
    const seen = listen();
    const error = new TypeError('chunk gone after a deploy');
    const viteEvent = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error });
    win.dispatchEvent(viteEvent);
    expect(mod.reportPreloadError(error)).toBe(false);
    expect(seen.map((s) => s.type)).toEqual(['Event']);
  });

  it('dispatches on the target it is given', () => {
    const target = new EventTarget();
    const got: Event[] = [];
    target.addEventListener('vite:preloadError', (e) => got.push(e));
    expect(mod.reportPreloadError(new Error('x'), target)).toBe(true);
    expect(got).toHaveLength(1);
    expect(got[0]?.cancelable).toBe(true);
  });
});

describe('lazyWithRetry', () => {
  it('reports a failed import, and retry() imports again instead of replaying the rejection', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const seen = listen();
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/dashboard-charts.js');
    const Hello: ComponentType<{ readonly name: string }> = ({ name }) => createElement('p', null, `Olá ${name}`);
    const load = vi.fn<() => Promise<ComponentType<{ readonly name: string }>>>()
      .mockRejectedValueOnce(failure)
      .mockResolvedValue(Hello);
    const charts = mod.lazyWithRetry(load);

    const first = await html(charts.Component);
    expect(first.errors).toEqual([failure]);
    expect(first.html).not.toContain('Olá');
    expect(seen).toEqual([{ type: 'CustomEvent', detail: failure, payload: failure }]);

    // React.lazy caches the rejection: the same component fails again without importing.
    const again = await html(charts.Component);
    expect(again.errors).toEqual([failure]);
    expect(load).toHaveBeenCalledTimes(1);

    const before = charts.Component;
    const fresh = charts.retry();
    expect(fresh).not.toBe(before);
    expect(charts.Component).toBe(fresh);
    const second = await html(fresh);
    expect(second.errors).toEqual([]);
    expect(second.html).toContain('Olá Ana');
    expect(load).toHaveBeenCalledTimes(2);
    expect(seen).toHaveLength(1); // the success announced nothing
  });

  it('a successful import is loaded once and kept', async () => {
    const Hello: ComponentType<{ readonly name: string }> = ({ name }) => createElement('p', null, `Hi ${name}`);
    const load = vi.fn(() => Promise.resolve(Hello));
    const charts = mod.lazyWithRetry(load);
    expect((await html(charts.Component)).html).toContain('Hi Ana');
    expect((await html(charts.Component)).html).toContain('Hi Ana');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

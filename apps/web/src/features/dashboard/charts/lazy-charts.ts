// The one entry to the dashboard charts: a tiny module (no recharts here!) that imports the
// chart chunk lazily, shows a skeleton of the same height while it arrives, and — if the
// download fails — reports `vite:preloadError` (spec §2) and offers to try again.
// Usage: <LazyDashboardCharts aggregates={aggregates} />.
import {
  type ComponentType, type LazyExoticComponent, type ReactNode,
  Suspense, createElement, lazy, useCallback, useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { type Aggregates } from '@kumbu/core/aggregates';
import { ChartBoundary } from './chart-boundary';

export const PRELOAD_ERROR_EVENT = 'vite:preloadError';

/** Errors Vite's preload helper has already announced, so they are never announced twice. */
const announced = new WeakSet<object>();
if (typeof window !== 'undefined') {
  window.addEventListener(PRELOAD_ERROR_EVENT, (event) => {
    const payload: unknown = (event as Event & { payload?: unknown }).payload ?? (event instanceof CustomEvent ? (event as CustomEvent<unknown>).detail : undefined);
    if (typeof payload === 'object' && payload !== null) announced.add(payload);
  });
}

/**
 * Dispatches `vite:preloadError` on window for a failed import, unless Vite already did for
 * this very error (its helper fires a plain Event with `payload` when a preloaded dependency
 * or the import fails). Ours is a CustomEvent with the error in `detail` and in `payload`,
 * cancelable like Vite's, so one listener serves both. Returns true if it dispatched.
 */
export function reportPreloadError(error: unknown, target: EventTarget | undefined = typeof window === 'undefined' ? undefined : window): boolean {
  if (!target || (typeof error === 'object' && error !== null && announced.has(error))) return false;
  const event = new CustomEvent<unknown>(PRELOAD_ERROR_EVENT, { detail: error, cancelable: true });
  Object.defineProperty(event, 'payload', { value: error });
  if (typeof error === 'object' && error !== null) announced.add(error);
  target.dispatchEvent(event);
  return true;
}

export interface LazyWithRetry<P extends object> {
  /** The lazy component of the latest attempt. */
  readonly Component: LazyExoticComponent<ComponentType<P>>;
  /** A fresh lazy() that imports again: React.lazy keeps a rejected import forever. */
  retry(): LazyExoticComponent<ComponentType<P>>;
}

/** React.lazy that reports a failed import (see reportPreloadError) and can start over. */
export function lazyWithRetry<P extends object>(load: () => Promise<ComponentType<P>>): LazyWithRetry<P> {
  const make = (): LazyExoticComponent<ComponentType<P>> => lazy(() => load().then(
    (component) => ({ default: component }),
    (error: unknown) => {
      reportPreloadError(error);
      throw error;
    },
  ));
  let current = make();
  return {
    get Component() { return current; },
    retry() {
      current = make();
      return current;
    },
  };
}

export interface DashboardChartsProps {
  readonly aggregates: Aggregates;
}

/** An error that must not be announced again (Vite already fired `vite:preloadError` for the failure). */
function alreadyAnnounced(error: Error): Error {
  announced.add(error);
  return error;
}

const charts = lazyWithRetry<DashboardChartsProps>(() => import('./dashboard-charts').then(
  (m: { readonly DashboardCharts?: ComponentType<DashboardChartsProps> } | undefined) => {
    // Vite's helper resolves to undefined when a `vite:preloadError` listener called
    // preventDefault(): the failure was announced already; still show the retry box.
    if (!m?.DashboardCharts) throw alreadyAnnounced(new Error('The dashboard charts module did not load'));
    return m.DashboardCharts;
  },
));

/** Four card outlines the height of the charts (the first two across), shown while the chunk downloads. */
export function ChartsSkeleton(): ReactNode {
  const { t } = useTranslation();
  const card = (i: number) => createElement('div', { key: i, className: `chart-card chart-card--skeleton${i < 2 ? ' chart-card--wide' : ''}`, 'aria-hidden': true },
    createElement('div', { className: 'chart-card__head' }, createElement('div', { className: 'chart-card__title' })),
    createElement('div', { className: 'chart-card__plot' }));
  return createElement('div', { className: 'charts', role: 'status', 'aria-busy': true },
    createElement('span', { className: 'visually-hidden' }, t('charts.loading')),
    card(0), card(1), card(2), card(3));
}

/** The dashboard charts, ready to mount: lazy chunk + skeleton + retry on failure. */
export function LazyDashboardCharts({ aggregates }: DashboardChartsProps): ReactNode {
  const [Charts, setCharts] = useState(() => charts.Component);
  const onRetry = useCallback(() => setCharts(() => charts.retry()), []);
  return createElement(ChartBoundary, {
    onRetry,
    children: createElement(Suspense, { fallback: createElement(ChartsSkeleton) }, createElement(Charts, { aggregates })),
  });
}

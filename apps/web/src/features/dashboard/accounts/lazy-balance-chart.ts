// The account balance chart's entry: a tiny module (no recharts here) that loads the chart
// chunk lazily with a placeholder of its height, and offers a retry if the download fails
// (the dashboard charts' lazyWithRetry and ChartBoundary).
import { type ComponentType, type ReactNode, Suspense, createElement, useCallback, useState } from 'react';
import { ChartBoundary } from '../charts/chart-boundary';
import { lazyWithRetry } from '../charts/lazy-charts';
import type { BalanceChartProps } from './balance-chart';

const chart = lazyWithRetry<BalanceChartProps>(() => import('./balance-chart').then(
  (m: { readonly BalanceChart?: ComponentType<BalanceChartProps> } | undefined) => {
    if (!m?.BalanceChart) throw new Error('The balance chart module did not load');
    return m.BalanceChart;
  },
));

export function LazyBalanceChart(props: BalanceChartProps): ReactNode {
  const [Chart, setChart] = useState(() => chart.Component);
  const onRetry = useCallback(() => setChart(() => chart.retry()), []);
  return createElement(ChartBoundary, {
    onRetry,
    children: createElement(Suspense, { fallback: createElement('div', { className: 'chart-card__plot account-chart__plot chart-card--skeleton', 'aria-hidden': true }) },
      createElement(Chart, props)),
  });
}

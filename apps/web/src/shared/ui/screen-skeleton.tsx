// Grey outlines of what is coming — a title, the four summary cards, a few rows — instead
// of a bare "A carregar…" while an app screen's code or data arrives on a slow link
// (issue 17). Announced once to screen readers; the shimmer stops for reduced motion.
import { useTranslation } from 'react-i18next';

export function RowsSkeleton({ rows = 6 }: { readonly rows?: number }) {
  return (
    <div className="skeleton-rows" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => <div key={i} className="skeleton skeleton--row" />)}
    </div>
  );
}

export function ScreenSkeleton({ label }: { readonly label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="container screen-skeleton" role="status" aria-busy="true" data-testid="screen-skeleton">
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
      <div className="skeleton skeleton--title" aria-hidden="true" />
      <div className="skeleton-cards" aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => <div key={i} className="skeleton skeleton--card" />)}
      </div>
      <RowsSkeleton />
    </div>
  );
}

import { useTranslation } from 'react-i18next';

/** A settings section that is not built yet: its title and "Em breve" / "coming soon". */
export function ComingSoonCard({ title }: { readonly title: string }) {
  const { t } = useTranslation();
  return (
    <section className="panel panel--muted settings-card settings-card--soon">
      <h3>{title}</h3>
      <span className="tag tag--soon">{t('account.settings.comingSoon')}</span>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { screenTitle, useDocumentTitle } from '../shared/use-document-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(screenTitle(t('notFound.title')));
  return (
    <section className="container not-found">
      <p className="not-found__code" aria-hidden="true">404</p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link className="button button--primary" to="/">{t('common.backHome')}</Link>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, useLocation, useParams } from 'react-router';
import { screenTitle, useDocumentTitle } from '../../shared/use-document-title';
import { useLang } from '../../shared/use-lang';
import { DOCS } from 'virtual:kumbu-docs';
import { DocsArticleView } from './docs-article';
import { DOCS_SECTIONS, docsPath, findDocsArticle, isInPageLink, resolveDocsLocation } from './docs-sections';
import './docs.css';

export function DocsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const params = useParams();
  const location = useLocation();
  const state: unknown = location.state;
  const { section, redirectTo } = resolveDocsLocation(params.section, location.search, isInPageLink(state));
  const article = section === null ? undefined : findDocsArticle(DOCS[lang], section);
  useDocumentTitle(screenTitle(article?.title ?? t('docs.title')));

  // /docs, ?section=… and unknown sections are replaced (not pushed), so Back still works.
  if (redirectTo !== null) return <Navigate to={redirectTo} replace />;

  return (
    <div className="container docs">
      <aside className="docs__sidebar">
        <h1 className="docs__title">{t('docs.title')}</h1>
        <nav aria-label={t('docs.sidebarLabel')}>
          <ul>
            {DOCS_SECTIONS.map((s) => (
              <li key={s}>
                <NavLink to={docsPath(s)}>{t(`docs.sections.${s}`)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      {article ? (
        <DocsArticleView article={article} />
      ) : (
        <article className="docs__article">
          <h2>{t('docs.notFound')}</h2>
          <p>{t('docs.notFoundBody')}</p>
        </article>
      )}
    </div>
  );
}

import { type MouseEvent, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type RenderedDoc } from 'virtual:kumbu-docs';
import { IN_PAGE_LINK } from './docs-sections';

// The HTML comes from our own Markdown, rendered at build time with raw HTML escaped
// (vite-plugins/docs-markdown.ts), so setting it directly is safe.
export function DocsArticleView({ article }: { readonly article: RenderedDoc }) {
  const navigate = useNavigate();
  const { hash } = useLocation();
  // A link to a part of a document (the footer's cookies policy: /docs/privacy#sessao-e-navegador)
  // opens at that heading; the router does not scroll to anchors by itself.
  useEffect(() => {
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, article]);
  // Links between sections are plain <a> in the Markdown; follow them inside the SPA so the
  // page does not reload. They are marked as followed from inside the page: an unknown
  // section reached that way shows "Section not found" (spec §2), where a typed one is
  // replaced with the overview.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/docs/')) return;
    event.preventDefault();
    void navigate(href, { state: IN_PAGE_LINK });
  };
  return (
    <article className="docs__article">
      <h2>{article.title}</h2>
      {/* Clicks bubble from the links inside; the container itself is not interactive. */}
      <div className="docs__body" onClick={onClick} dangerouslySetInnerHTML={{ __html: article.html }} />
    </article>
  );
}

import { type DocsArticle } from './content/docs-content-types';

export function DocsArticleView({ article }: { readonly article: DocsArticle }) {
  return (
    <article className="docs__article">
      <h2>{article.title}</h2>
      <p className="docs__lead">{article.lead}</p>
      {article.blocks.map((block) => (
        <section key={block.heading}>
          <h3>{block.heading}</h3>
          {block.paragraphs?.map((p) => <p key={p}>{p}</p>)}
          {block.items && (
            <ul>
              {block.items.map((item) => <li key={item}>{item}</li>)}
            </ul>
          )}
          {block.code !== undefined && <pre><code>{block.code}</code></pre>}
        </section>
      ))}
    </article>
  );
}

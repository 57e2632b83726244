// Which documentation section a URL means (spec §2). Pure, so it is unit-tested without a
// browser: /docs → overview, /docs?section=privacy → /docs/privacy, an unknown or oddly
// cased section in the path → replaced with the canonical path.
export const DOCS_SECTIONS = ['overview', 'privacy', 'terms', 'data-deletion', 'api', 'user-guide', 'whatsapp', 'support'] as const;
export type DocsSection = (typeof DOCS_SECTIONS)[number];
export const DEFAULT_DOCS_SECTION: DocsSection = 'overview';

export function isDocsSection(value: unknown): value is DocsSection {
  return typeof value === 'string' && (DOCS_SECTIONS as readonly string[]).includes(value);
}

export function docsPath(section: DocsSection): string {
  return `/docs/${section}`;
}

export interface DocsResolution {
  readonly section: DocsSection;
  /** Where to `replace` the URL, or null when it is already canonical. */
  readonly redirectTo: string | null;
}

/**
 * @param pathSection the `:section` path segment (undefined on bare /docs)
 * @param search the query string, with or without the leading '?'
 */
export function resolveDocsLocation(pathSection: string | undefined, search = ''): DocsResolution {
  if (pathSection === undefined || pathSection === '') {
    const fromQuery = new URLSearchParams(search).get('section')?.trim().toLowerCase();
    const section = isDocsSection(fromQuery) ? fromQuery : DEFAULT_DOCS_SECTION;
    return { section, redirectTo: docsPath(section) };
  }
  if (isDocsSection(pathSection)) return { section: pathSection, redirectTo: null };
  const normalised = pathSection.trim().toLowerCase();
  const section = isDocsSection(normalised) ? normalised : DEFAULT_DOCS_SECTION;
  return { section, redirectTo: docsPath(section) };
}

/** Looks a section up in a content map; undefined means "Section not found" in the page. */
export function findDocsArticle<A>(content: Readonly<Partial<Record<string, A>>>, key: string): A | undefined {
  return Object.hasOwn(content, key) ? content[key] : undefined;
}

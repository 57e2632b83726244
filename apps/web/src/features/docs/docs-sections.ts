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

/** Navigation state of a link followed from inside a docs page (see resolveDocsLocation). */
export const IN_PAGE_LINK = { kumbuDocsLink: true } as const;

/** The navigation came from a link inside a docs page. */
export function isInPageLink(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'kumbuDocsLink' in state && state.kumbuDocsLink === true;
}

export interface DocsResolution {
  /** The section to show; null: an unknown one reached from inside the page ("Section not found"). */
  readonly section: DocsSection | null;
  /** Where to `replace` the URL, or null when it is already canonical. */
  readonly redirectTo: string | null;
}

/**
 * @param pathSection the `:section` path segment (undefined on bare /docs)
 * @param search the query string, with or without the leading '?'
 * @param inPage the navigation followed a link inside a docs page (IN_PAGE_LINK)
 */
export function resolveDocsLocation(pathSection: string | undefined, search = '', inPage = false): DocsResolution {
  if (pathSection === undefined || pathSection === '') {
    const fromQuery = new URLSearchParams(search).get('section')?.trim().toLowerCase();
    const section = isDocsSection(fromQuery) ? fromQuery : DEFAULT_DOCS_SECTION;
    return { section, redirectTo: docsPath(section) };
  }
  if (isDocsSection(pathSection)) return { section: pathSection, redirectTo: null };
  const normalised = pathSection.trim().toLowerCase();
  if (isDocsSection(normalised)) return { section: normalised, redirectTo: docsPath(normalised) };
  // Unknown: typed or linked from elsewhere → the overview; followed from inside the page →
  // stay, and say the section does not exist.
  return inPage ? { section: null, redirectTo: null } : { section: DEFAULT_DOCS_SECTION, redirectTo: docsPath(DEFAULT_DOCS_SECTION) };
}

/** Looks a section up in a content map; undefined means "Section not found" in the page. */
export function findDocsArticle<A>(content: Readonly<Partial<Record<string, A>>>, key: string): A | undefined {
  return Object.hasOwn(content, key) ? content[key] : undefined;
}

import { type DocsSection } from '../docs-sections';

/** One titled part of a documentation page; any of paragraphs, a list and a code sample. */
export interface DocsBlock {
  readonly heading: string;
  readonly paragraphs?: readonly string[];
  readonly items?: readonly string[];
  readonly code?: string;
}

export interface DocsArticle {
  readonly title: string;
  readonly lead: string;
  readonly blocks: readonly DocsBlock[];
}

export type DocsContent = Readonly<Record<DocsSection, DocsArticle>>;

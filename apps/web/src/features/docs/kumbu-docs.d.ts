// The module apps/web/vite-plugins/docs-markdown.ts generates from content/<lang>/<section>.md.
declare module 'virtual:kumbu-docs' {
  /** One section, rendered at build time; `html` has raw HTML escaped and ids on headings. */
  export interface RenderedDoc {
    readonly title: string;
    readonly html: string;
  }
  /** Language → section id → rendered page. Partial on purpose: look sections up, never assume. */
  export const DOCS: Readonly<Record<'pt' | 'en', Readonly<Partial<Record<string, RenderedDoc>>>>>;
}

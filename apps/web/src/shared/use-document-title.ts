import { useEffect } from 'react';

/** Sets the tab title, so browser history and bookmarks name the right screen. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** "Painel Financeiro — Kumbu" */
export function screenTitle(screen: string): string {
  return `${screen} — Kumbu`;
}

import { describe, expect, it } from 'vitest';
import { DOCS_SECTIONS, IN_PAGE_LINK, findDocsArticle, isDocsSection, isInPageLink, resolveDocsLocation } from '../src/features/docs/docs-sections';

describe('resolveDocsLocation', () => {
  it('an unknown section followed from a link inside the page stays, to say it is not found', () => {
    expect(resolveDocsLocation('no-such-section', '', true)).toEqual({ section: null, redirectTo: null });
    expect(resolveDocsLocation('no-such-section', '', false)).toEqual({ section: 'overview', redirectTo: '/docs/overview' });
    expect(resolveDocsLocation('Privacy', '', true)).toEqual({ section: 'privacy', redirectTo: '/docs/privacy' });
    expect(isInPageLink(IN_PAGE_LINK)).toBe(true);
    expect(isInPageLink(null)).toBe(false);
    expect(isInPageLink({ other: true })).toBe(false);
  });
  it('shows a known section as it is', () => {
    for (const section of DOCS_SECTIONS) {
      expect(resolveDocsLocation(section)).toEqual({ section, redirectTo: null });
    }
  });

  it('sends bare /docs to overview', () => {
    expect(resolveDocsLocation(undefined)).toEqual({ section: 'overview', redirectTo: '/docs/overview' });
    expect(resolveDocsLocation('')).toEqual({ section: 'overview', redirectTo: '/docs/overview' });
  });

  it('honours ?section= on bare /docs', () => {
    expect(resolveDocsLocation(undefined, '?section=privacy')).toEqual({ section: 'privacy', redirectTo: '/docs/privacy' });
    expect(resolveDocsLocation(undefined, 'section=Data-Deletion')).toEqual({ section: 'data-deletion', redirectTo: '/docs/data-deletion' });
    expect(resolveDocsLocation(undefined, '?section=nope')).toEqual({ section: 'overview', redirectTo: '/docs/overview' });
  });

  it('replaces an unknown section with overview', () => {
    expect(resolveDocsLocation('pricing')).toEqual({ section: 'overview', redirectTo: '/docs/overview' });
    expect(resolveDocsLocation('__proto__')).toEqual({ section: 'overview', redirectTo: '/docs/overview' });
  });

  it('canonicalises the case of a known section', () => {
    expect(resolveDocsLocation('API')).toEqual({ section: 'api', redirectTo: '/docs/api' });
    expect(resolveDocsLocation(' User-Guide ')).toEqual({ section: 'user-guide', redirectTo: '/docs/user-guide' });
  });
});

describe('isDocsSection and findDocsArticle', () => {
  it('accepts only the eight sections', () => {
    expect(DOCS_SECTIONS).toHaveLength(8);
    expect(isDocsSection('support')).toBe(true);
    expect(isDocsSection('toString')).toBe(false);
    expect(isDocsSection(undefined)).toBe(false);
  });

  it('finds own keys only, so the page can say "Section not found"', () => {
    const content: Partial<Record<string, string>> = { overview: 'o' };
    expect(findDocsArticle(content, 'overview')).toBe('o');
    expect(findDocsArticle(content, 'missing')).toBeUndefined();
    expect(findDocsArticle(content, 'constructor')).toBeUndefined();
  });
});

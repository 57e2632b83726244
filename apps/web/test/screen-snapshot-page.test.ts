// The dashboard's picture on a repeat visit (issue 17): the service worker puts it in
// index.html's #root, inert, only for the address it was taken at.
import { describe, expect, it } from 'vitest';
import { snapshotFits, snapshotPage } from '../src/sw/screen-snapshot-page';

const INDEX = '<!doctype html><html lang="pt"><head><link rel="modulepreload" crossorigin href="/assets/v.js">\n<link rel="stylesheet" href="/assets/i.css"></head><body><div id="root"></div><script type="module" src="/assets/i.js"></script></body></html>';

describe('snapshotPage', () => {
  it('puts the picture inside #root, inert and marked, with the stylesheet still in <head>', () => {
    const page = snapshotPage(INDEX, '<main><p>8 001,14 Kz</p></main>');
    expect(page).toContain('<div id="root"><div class="screen-snapshot" data-snapshot inert><main><p>8 001,14 Kz</p></main></div></div>');
    expect(page?.indexOf('i.css')).toBeLessThan(page?.indexOf('</head>') ?? 0);
  });
  it('leaves out the modulepreload links (the code is on the device already) and keeps the script', () => {
    const page = snapshotPage(INDEX, '<p/>') ?? '';
    expect(page).not.toContain('modulepreload');
    expect(page).toContain('<script type="module" src="/assets/i.js">');
  });
  it('gives up on a page whose #root is not empty', () => {
    expect(snapshotPage(INDEX.replace('<div id="root"></div>', '<div id="root">x</div>'), '<p/>')).toBeNull();
  });
});

describe('snapshotFits', () => {
  const at = (path: string): URL => new URL(`https://kumbu.ao${path}`);
  it('fits the dashboard at the address it was taken at, and nothing else', () => {
    expect(snapshotFits(at('/dashboard'), '')).toBe(true);
    expect(snapshotFits(at('/dashboard/'), '')).toBe(true);
    expect(snapshotFits(at('/dashboard?preset=lastMonth'), '?preset=lastMonth')).toBe(true);
    // Another period, another screen, or no picture at all.
    expect(snapshotFits(at('/dashboard?preset=lastMonth'), '')).toBe(false);
    expect(snapshotFits(at('/accounts'), '')).toBe(false);
    expect(snapshotFits(at('/dashboard'), null)).toBe(false);
  });
});

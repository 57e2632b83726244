// The accessibility check shared by the browser tests (e2e/a11y.test.ts) and the landing
// benchmark (bench/landing.bench.ts, through the `@kumbu/e2e/axe-check` export): axe-core's
// own script injected into the page, run with its default rules limited to WCAG 2 A/AA.
// It lives here, not in bench/, because checking the rendered page is a browser-test
// concern and `npm test` must catch a regression; the bench only reuses it.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { DOCS_SECTIONS } from '../apps/web/src/features/docs/docs-sections';

/** WCAG 2.0 and 2.1, levels A and AA: the rules the bar is about. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/** Impacts that fail the check (the issue: "no serious or critical violations"). */
export const BLOCKING_IMPACTS: readonly string[] = ['serious', 'critical'];

export interface AxeViolation {
  readonly id: string;
  readonly impact: string;
  readonly help: string;
  /** One CSS selector per offending node (axe's `target`, nested frames joined by " >> "). */
  readonly targets: readonly string[];
}

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeResultShape {
  readonly violations: readonly {
    readonly id: string;
    readonly impact?: string | null;
    readonly help: string;
    readonly nodes: readonly { readonly target: readonly unknown[] }[];
  }[];
}

/**
 * Options for a browser context whose pages axe will check: the server's Content-Security-
 * Policy (script-src 'self') rightly refuses the inline script addScriptTag injects.
 */
export const AXE_CONTEXT_OPTIONS = { bypassCSP: true } as const;

/** Runs axe on the page as it is now, in a context made with AXE_CONTEXT_OPTIONS. */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: AXE_SOURCE });
  // A string, not a function: the bench runs under tsx, whose name-keeping helper does not
  // exist in the page, and this keeps the page-side code free of compiled artefacts.
  const result = await page.evaluate<AxeResultShape>(
    `window.axe.run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(AXE_TAGS)} }, resultTypes: ['violations'] })`,
  );
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? 'unknown',
    help: v.help,
    targets: v.nodes.map((n) => n.target.map(String).join(' >> ')),
  }));
}

export function blockingOf(violations: readonly AxeViolation[]): AxeViolation[] {
  return violations.filter((v) => BLOCKING_IMPACTS.includes(v.impact));
}

/** "color-contrast (serious): .hero__lead, .footer a — Elements must meet minimum color contrast" */
export function describeViolation(v: AxeViolation, maxTargets = 5): string {
  const more = v.targets.length > maxTargets ? ` (+${v.targets.length - maxTargets} more)` : '';
  return `${v.id} (${v.impact}): ${v.targets.slice(0, maxTargets).join(', ')}${more} — ${v.help}`;
}

/** The public screens the issue holds to the bar: the landing page and every docs section. */
export const A11Y_PATHS: readonly string[] = ['/', ...DOCS_SECTIONS.map((s) => `/docs/${s}`)];

/** The signed-in app's screens (issue 17), checked on the demo account. */
export const APP_A11Y_PATHS: readonly string[] = ['/dashboard', '/accounts', '/import', '/reports', '/settings'];

/**
 * Waits until the screen's own content is on the page (its heading inside <main>, the lazy
 * chunk's loading message and any skeleton gone), so axe sees the screen and not the loading state.
 */
export async function waitForScreen(page: Page): Promise<void> {
  await page.waitForFunction(
    `document.querySelector('#main h1, #main h2') !== null && document.querySelector('#main .page-message') === null && document.querySelector('.skeleton') === null`,
    null,
    { timeout: 30_000 },
  );
  await page.evaluate('document.fonts.ready.then(() => true)');
}

/** The init script that makes a fresh context start in `lang` (the app's stored choice). */
export function langInitScript(lang: 'pt' | 'en'): { content: string } {
  return { content: `localStorage.setItem('kumbu.lang', ${JSON.stringify(lang)});` };
}

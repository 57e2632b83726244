// Lighthouse's mobile preset (its default config: a Moto G Power-sized screen, simulated
// slow 4G — 150 ms RTT, 1.6 Mbps down — and a 4× slower CPU) on the system Chromium,
// launched by Lighthouse's own chrome-launcher with the path given: nothing is downloaded.
// One fresh browser per run, so no run inherits another's cache.
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { median } from './stats';

export interface LighthouseRun {
  readonly lcpMs: number;
  /** 0–100, Lighthouse's performance category score. */
  readonly score: number;
  readonly fcpMs: number;
  readonly tbtMs: number;
}

export interface LighthouseSummary extends LighthouseRun {
  readonly runs: readonly LighthouseRun[];
}

const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu'];

async function once(url: string, chromePath: string): Promise<LighthouseRun> {
  const chrome = await launch({ chromePath, chromeFlags: FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = result?.lhr;
    if (lhr === undefined) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string): number => {
      const value = lhr.audits[id]?.numericValue;
      if (typeof value !== 'number') throw new Error(`Lighthouse measured no ${id} for ${url}`);
      return value;
    };
    return {
      lcpMs: audit('largest-contentful-paint'),
      fcpMs: audit('first-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART, "Please run
 * Lighthouse again"): such a run is retried, up to `RETRIES` times, and said so.
 */
const RETRIES = 2;

async function onceWithRetries(url: string, chromePath: string): Promise<LighthouseRun> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await once(url, chromePath);
    } catch (error) {
      if (attempt >= RETRIES) throw error;
      console.log(`    (Lighthouse run failed, retrying: ${error instanceof Error ? error.message : String(error)})`);
    }
  }
}

/** `runs` Lighthouse runs in a row; each figure is the median over the runs. */
export async function lighthouseMedian(url: string, chromePath: string, runs: number): Promise<LighthouseSummary> {
  const all: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) all.push(await onceWithRetries(url, chromePath));
  return {
    runs: all,
    lcpMs: median(all.map((r) => r.lcpMs)),
    fcpMs: median(all.map((r) => r.fcpMs)),
    tbtMs: median(all.map((r) => r.tbtMs)),
    score: median(all.map((r) => r.score)),
  };
}

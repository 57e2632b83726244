// The Node.js versions the README promises are the ones the product really runs on: every
// package installed for the running product (the server, the web app, the pure packages and
// everything they pull in, read from package-lock.json) must accept every Node version of
// the stated range in its `engines.node`. Tools used only by tests and benchmarks are
// listed apart (README, "Quick start"), and must be in the lockfile as what they are.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

interface LockEntry {
  readonly version?: string;
  readonly link?: boolean;
  readonly resolved?: string;
  readonly dev?: boolean;
  readonly optional?: boolean;
  readonly devOptional?: boolean;
  readonly dependencies?: Readonly<Record<string, string>>;
  readonly optionalDependencies?: Readonly<Record<string, string>>;
  readonly peerDependencies?: Readonly<Record<string, string>>;
  readonly peerDependenciesMeta?: Readonly<Record<string, { readonly optional?: boolean }>>;
  readonly engines?: Readonly<Record<string, string>> | readonly string[];
}

interface Lock { readonly packages: Readonly<Record<string, LockEntry>> }

/** The workspaces whose code runs in production (e2e and bench are test tools). */
const PRODUCT_WORKSPACES = ['', 'packages/core', 'packages/db', 'packages/agent', 'packages/imports', 'apps/server', 'apps/web'];

/**
 * Test and benchmark tools that need a newer Node than the product (README says so). unpdf is
 * not one: statement imports read PDFs with unpdf 1.7.0, which accepts every Node; the server's
 * tests keep 1.8.1 (Node ≥ 22 declared) as a test tool.
 */
const TOOL_ONLY = ['lighthouse', 'puppeteer-core', '@puppeteer/browsers', 'chromium-bidi', 'unpdf@1.8.1'];

const lock = JSON.parse(readFileSync(`${ROOT}package-lock.json`, 'utf8')) as Lock;
const rootPackage = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as { engines?: { node?: string } };

/** Node's lookup, on the lockfile's paths: the nearest node_modules/<name> above `from`. */
function resolve(from: string, name: string): string | null {
  let dir = from;
  for (;;) {
    const candidate = `${dir === '' ? '' : `${dir}/`}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (dir === '') return null;
    const cut = dir.lastIndexOf('/node_modules/');
    if (cut >= 0) dir = dir.slice(0, cut);
    else dir = dir.includes('/') && !dir.startsWith('node_modules/') ? dir.slice(0, dir.lastIndexOf('/')) : '';
  }
}

/** Every installed package the product loads: its workspaces' dependencies, followed through. */
function productClosure(): Map<string, LockEntry> {
  const seen = new Map<string, LockEntry>();
  const queue = [...PRODUCT_WORKSPACES];
  while (queue.length > 0) {
    const path = queue.shift() as string;
    if (seen.has(path)) continue;
    const entry = lock.packages[path];
    if (!entry) continue;
    if (entry.link && entry.resolved) {
      queue.push(entry.resolved);
      continue;
    }
    seen.set(path, entry);
    const optionalPeers = new Set(Object.entries(entry.peerDependenciesMeta ?? {}).filter(([, m]) => m.optional).map(([n]) => n));
    const names = [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.peerDependencies ?? {}).filter((n) => !optionalPeers.has(n)),
    ];
    for (const name of names) {
      const found = resolve(path, name);
      if (found) queue.push(found);
    }
  }
  return seen;
}

function nodeRangeOf(entry: LockEntry): string | null {
  const engines = entry.engines;
  if (!engines || Array.isArray(engines)) return null;
  return (engines as Readonly<Record<string, string>>).node ?? null;
}

/** "You need Node.js … (`<range>`)" in the README's quick start. */
function readmeRange(): string {
  const readme = readFileSync(`${ROOT}README.md`, 'utf8');
  const line = readme.split('\n').find((l) => l.startsWith('You need Node.js'));
  const range = /`([^`]+)`/.exec(line ?? '')?.[1];
  if (!range) throw new Error(`README: no Node.js range in backticks on the "You need Node.js" line: ${line ?? '(missing)'}`);
  return range;
}

describe('Node.js versions', () => {
  it('the README states the same range as package.json engines, and it is a valid range', () => {
    const stated = readmeRange();
    expect(semver.validRange(stated)).not.toBeNull();
    expect(rootPackage.engines?.node).toBe(stated);
  });

  it('every production dependency accepts every Node version of the stated range', () => {
    const stated = readmeRange();
    const closure = productClosure();
    // The walk really covers the server's runtime (a broken walk would pass vacuously).
    for (const name of ['fastify', 'better-auth', '@fastify/static', 'content-disposition', 'light-my-request', 'cookie', 'react']) {
      expect([...closure.keys()].some((p) => p === `node_modules/${name}` || p.endsWith(`/node_modules/${name}`)), name).toBe(true);
    }
    const refused = [...closure].flatMap(([path, entry]) => {
      const range = nodeRangeOf(entry);
      if (range === null || entry.optional) return [];
      return semver.subset(stated, range, { includePrerelease: false }) ? [] : [`${path}@${entry.version ?? '?'} wants node ${range}`];
    });
    expect(refused).toEqual([]);
  });

  it('the tools that need a newer Node are test or benchmark tools, never the product', () => {
    const closure = productClosure();
    const names = [...closure].flatMap(([p, entry]) => {
      const name = p.slice(p.lastIndexOf('node_modules/') + 'node_modules/'.length);
      return [name, `${name}@${entry.version ?? '?'}`];
    });
    for (const tool of TOOL_ONLY) expect(names, tool).not.toContain(tool);
  });
});

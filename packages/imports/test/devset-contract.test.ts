// The first hold-out (27 files by a blind writer, 7 Dec 2026), retired into the development set on
// 8 Dec once its misses had been seen (the old score printed them): from then on it tunes the
// readers like any development case, and a new hold-out by another hand is scored instead.
import { describe, expect, it } from 'vitest';
import { caseNames, runCase } from './contract-compare';

const DIR = new URL('./devset-contract/', import.meta.url);

describe('development set in the contract shape (the retired first hold-out)', () => {
  const files = caseNames(DIR);
  it('holds the 27 retired files', () => {
    expect(files.length).toBe(27);
  });
  it.each(files.map((f) => [f] as const))('%s reads as expected', async (file) => {
    const outcome = await runCase(DIR, file);
    expect(outcome.unexpectedThrow).toBeNull();
    expect(outcome.passed ? [] : outcome.notes.filter((n) => !n.startsWith('(warnings'))).toEqual([]);
  });
});

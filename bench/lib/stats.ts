// Small numeric helpers shared by the benchmarks.

/** The q-quantile (0..1) of the samples, nearest-rank on a sorted copy. */
export function quantile(samples: readonly number[], q: number): number {
  if (samples.length === 0) throw new RangeError('no samples');
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export function median(samples: readonly number[]): number {
  if (samples.length === 0) throw new RangeError('no samples');
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? Number.NaN) + (sorted[mid] ?? Number.NaN)) / 2;
}

/** 1234567.8 → "1,234,568" (requests per second read best as whole numbers). */
export function thousands(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}

/** Milliseconds with a precision that suits their size: 21.3, 0.12, 0.034. */
export function ms(n: number): string {
  if (n >= 10) return n.toFixed(1);
  if (n >= 1) return n.toFixed(2);
  return n.toPrecision(2);
}

// What one family of the audit tried and what went wrong, for the summary table.
export interface Finding {
  /** What was wrong: "leak", "server error", "A changed", "lost", "doubled", … */
  readonly kind: string;
  /** The request (method, path, instance, a short body) or the message that showed it. */
  readonly request: string;
  readonly detail: string;
}

export class Tally {
  attempts = 0;
  readonly failures: Finding[] = [];
  /** Informational figures printed under the table (never a failure by themselves). */
  readonly notes: string[] = [];

  constructor(readonly family: string) {}

  fail(kind: string, request: string, detail: string): void {
    this.failures.push({ kind, request, detail: detail.length > 400 ? `${detail.slice(0, 400)}…` : detail });
  }
}

/** A request shown in a finding: bodies cut short, control characters made visible. */
export function describe(instance: string, method: string, path: string, body?: unknown): string {
  const shownBody = body === undefined ? '' : ` ${typeof body === 'string' ? body : JSON.stringify(body)}`;
  return visible(`[${instance}] ${method} ${path}${shownBody.length > 240 ? `${shownBody.slice(0, 240)}…` : shownBody}`);
}

export function visible(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`)
    .replace(/[\ud800-\udfff]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
}

export function printSummary(tallies: readonly Tally[], seconds: number): void {
  const rows = tallies.map((t) => [t.family, String(t.attempts), String(t.failures.length)]);
  const head = ['family', 'attempts', 'failures'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]): string => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
  console.log('');
  console.log(line(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  for (const t of tallies) {
    for (const note of t.notes) console.log(`  ${t.family}: ${note}`);
  }
  for (const t of tallies) {
    if (t.failures.length === 0) continue;
    console.log(`\n${t.family} — ${String(t.failures.length)} failure(s):`);
    const byKind = new Map<string, number>();
    for (const f of t.failures) byKind.set(f.kind, (byKind.get(f.kind) ?? 0) + 1);
    console.log(`  by kind: ${[...byKind].map(([k, n]) => `${k} ${String(n)}`).join(', ')}`);
    for (const f of t.failures.slice(0, 40)) console.log(`  - ${f.kind}: ${f.request}\n      ${f.detail}`);
    if (t.failures.length > 40) console.log(`  … and ${String(t.failures.length - 40)} more`);
  }
  const total = tallies.reduce((n, t) => n + t.failures.length, 0);
  console.log(`\naudit: ${String(tallies.reduce((n, t) => n + t.attempts, 0))} attempts, ${String(total)} failure(s), ${seconds.toFixed(0)} s`);
}

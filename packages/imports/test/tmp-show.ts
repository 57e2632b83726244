import { readFileSync } from 'node:fs';
import { readStatementBytes } from '../src/read-statement';
for (const f of process.argv.slice(2)) {
  try {
    const r = await readStatementBytes(new Uint8Array(readFileSync(f)));
    console.log(f, JSON.stringify({ ...r, movements: r.movements.map((m) => [m.date, m.amountCents, m.description, m.balanceCents, m.role]) }, null, 0));
  } catch (e) { console.log(f, String(e)); }
}

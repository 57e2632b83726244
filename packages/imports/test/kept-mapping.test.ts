// A column mapping kept for a layout, applied to the next file of that layout: its header row
// is taken where the layout's row is in that file (the bank's next export may have more or
// fewer lines above the header; kept as a number, it would point at a movement and lose the
// lines before it). The server passes the layout with the mapping it kept (imports routes).
import { describe, expect, it } from 'vitest';
import { readStatementBytes } from '../src/read-statement';

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('a kept mapping in the next file', () => {
  it('fewer lines above the header than when it was kept: every movement still read', async () => {
    // Kept from an export with three lines above the header; this one has one.
    const kept = { headerRow: 3, date: 0, description: 1, amount: 2, decimalMark: ',' as const };
    const next = bytes(['Extracto', 'Data Mov.;Descritivo;Montante', '16/11/2024;Luz;-4.500,00', '17/11/2024;Água;-3.000,00', '18/11/2024;Venda;20.000,00'].join('\n'));
    const r = await readStatementBytes(next, { mapping: kept, layout: 'data mov.|descritivo|montante' });
    expect(r.mapping?.headerRow).toBe(1);
    expect(r.movements.map((m) => m.amountCents)).toEqual([-450_000, -300_000, 2_000_000]);
    // A layout this file does not have: the mapping as given.
    expect((await readStatementBytes(next, { mapping: kept, layout: 'outra|coisa' })).mapping?.headerRow).toBe(3);
  });

  it('more lines above the header than when it was kept: the preamble is not read as movements', async () => {
    const kept = { headerRow: 0, date: 0, description: 1, amount: 2, decimalMark: ',' as const };
    const next = bytes(['Extracto', 'Conta 123', 'Data Mov.;Descritivo;Montante', '16/11/2024;Luz;-4.500,00', '18/11/2024;Venda;20.000,00'].join('\n'));
    const r = await readStatementBytes(next, { mapping: kept, layout: 'data mov.|descritivo|montante' });
    expect(r.mapping?.headerRow).toBe(2);
    expect(r.movements.map((m) => m.amountCents)).toEqual([-450_000, 2_000_000]);
    expect(r.warnings).toEqual([]);
  });
});

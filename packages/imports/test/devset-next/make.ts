// Writes the development set: every statement file and its expected JSON, deterministically
// (seeded data, fixed document dates, zip timestamps pinned). Run from the worktree root:
//   node --import tsx packages/imports/test/devset-next/make.ts
// Written blind to the importer: nothing here reads packages/imports/src or other test sets.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Case } from './gen/common';
import { bankTextA } from './gen/bank-text-a';
import { bankTextB } from './gen/bank-text-b';
import { walletText } from './gen/wallet-text';
import { xlsxA } from './gen/xlsx-cases-a';
import { xlsxB } from './gen/xlsx-cases-b';
import { pdfA } from './gen/pdf-cases-a';
import { pdfB } from './gen/pdf-cases-b';
import { ofxCases } from './gen/ofx-cases';
import { camtCases } from './gen/camt-cases';
import { saftCases } from './gen/saft-cases';

const HERE = fileURLToPath(new URL('./', import.meta.url));
const cases: Case[] = [...bankTextA, ...bankTextB, ...walletText, ...xlsxA, ...xlsxB, ...pdfA, ...pdfB, ...ofxCases, ...camtCases, ...saftCases];

const NEGATIVE_OK = new Set(['04', '35', '38']);
const seen = new Set<string>();
for (const c of cases) {
  const nn = c.name.slice(0, 2);
  if (!/^\d\d-[a-z0-9-]+$/.test(c.name) || seen.has(nn)) throw new Error(`bad or repeated case name ${c.name}`);
  seen.add(nn);
  const { bytes, expected } = await c.build();
  // Balances are printed unsigned in most files, so a negative one would be a generator bug,
  // except where the file marks the sign itself (04: a D/C column beside the balance; 35: a card's
  // balance owed as a negative LEDGERBAL; 38: an overdrawn opening marked DBIT).
  const negative = [expected.openingBalance, expected.closingBalance, ...expected.movements.map((m) => m.balance)].some((b) => b !== null && b < 0);
  if (negative && !NEGATIVE_OK.has(nn)) throw new Error(`${c.name}: a balance went below zero`);
  writeFileSync(`${HERE}${c.name}.${c.ext}`, bytes);
  writeFileSync(`${HERE}${c.name}.expected.json`, `${JSON.stringify(expected, null, 2)}\n`);
}
console.log(`${cases.length} cases written to ${HERE}`);

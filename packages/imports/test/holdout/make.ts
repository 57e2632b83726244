// Writes the hold-out files and their expected JSON next to this script. Run from the worktree
// root: `node --import tsx packages/imports/test/holdout/make.ts`. Deterministic: the same
// bytes every run (seeded randomness, fixed PDF/XLSX dates).
import { fileURLToPath } from 'node:url';
import { type Case, writeCase } from './gen/common';
import { case01, case02, case03, case04, case05, case06 } from './gen/bank-text-a';
import { case07, case08, case09, case10, case11, case12 } from './gen/bank-text-b';
import { case13, case14, case15, case16, case17, case18 } from './gen/wallet-text';
import { case19, case20, case21, case22 } from './gen/xlsx';
import { case23, case24, case25 } from './gen/pdf';
import { case26, case27, case28, case29, case30 } from './gen/ofx-camt';
import { case31, case32 } from './gen/saft';

const DIR = fileURLToPath(new URL('./', import.meta.url));

const cases: Case[] = [
  case01(), case02(), case03(), case04(), case05(), case06(), case07(), case08(), case09(), case10(), case11(), case12(),
  case13(), case14(), case15(), case16(), case17(), case18(),
  await case19(), await case20(), await case21(), await case22(),
  await case23(), await case24(), await case25(),
  case26(), case27(), case28(), case29(), case30(), case31(), case32(),
];
for (const c of cases) writeCase(DIR, c);
console.log(`${cases.length} cases written to ${DIR}`);

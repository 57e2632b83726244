// Deals packages/agent/test/data/messages.jsonl into train.jsonl (¾) and holdout.jsonl (¼)
// with the seeded shuffle in src/dataset.ts. Run once after the set changes, before any
// tuning: `npx tsx packages/agent/test/make-split.ts`. dataset.test.ts checks the files
// are exactly this split, so nobody can move an item by hand.
import { readFileSync, writeFileSync } from 'node:fs';
import { parseJsonl, splitDataset, toJsonl } from '../src/dataset';

const dir = new URL('./data/', import.meta.url);
const all = parseJsonl(readFileSync(new URL('messages.jsonl', dir), 'utf8'));
const { train, holdout } = splitDataset(all);
writeFileSync(new URL('train.jsonl', dir), toJsonl(train));
writeFileSync(new URL('holdout.jsonl', dir), toJsonl(holdout));
console.log(`${all.length} messages → train ${train.length}, hold-out ${holdout.length}`);

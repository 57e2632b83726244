// Issue 18: "como envio o extrato do banco?" is help about sending a statement file, in pt and
// en; "relatório de outubro" and "quanto gastei em outubro" keep their meaning.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { understand } from '../src/understand';
import { fold } from '../src/text';
import { STATEMENT_HELP, asksHowToSendStatement } from '../src/statement-rules';
import { statementHelpReply } from '../src/reply/replies';

const u = (text: string) => understand(text, { today: '2026-11-20' });

describe('statement-help rule (named, with its corpus)', () => {
  it.each(STATEMENT_HELP.examples.map((e) => [e]))('%s → help (statement)', (text) => {
    expect(asksHowToSendStatement(fold(text))).toBe(true);
    expect(u(text)).toMatchObject({ intent: 'help', helpTopic: 'statement' });
  });
  it.each(STATEMENT_HELP.negativeExamples.map((e) => [e]))('%s is not a statement question', (text) => {
    expect(asksHowToSendStatement(fold(text))).toBe(false);
    expect(u(text).helpTopic).not.toBe('statement');
  });
  it('keeps the report and the question their meaning', () => {
    expect(u('relatório de outubro').intent).toBe('report');
    expect(u('quanto gastei em outubro').intent).toBe('query');
  });
  it('answers in pt and en with the Import page', () => {
    expect(statementHelpReply('https://kumbu.ao', 'pt').text).toContain('https://kumbu.ao/import');
    expect(statementHelpReply('https://kumbu.ao', 'en').text).toMatch(/^📄 To import/u);
  });
});

// Scored on messages written by other hands, blind to the rule (data/README.md): the
// development set was used to write the general reading; the hold-out was only ever scored
// (its counts, never its misses). Floors at the level reached, so a change that loses ground fails.
interface Labelled { readonly text: string; readonly statementHelp: boolean }
function score(file: string): { precision: number; recall: number; total: number } {
  const rows = readFileSync(new URL(`./data/${file}`, import.meta.url), 'utf8').split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l) as Labelled);
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const row of rows) {
    const got = u(row.text).helpTopic === 'statement';
    if (got && row.statementHelp) tp++;
    else if (got) fp++;
    else if (row.statementHelp) fn++;
  }
  return { precision: tp / Math.max(1, tp + fp), recall: tp / Math.max(1, tp + fn), total: rows.length };
}

describe('statement-help on messages by other hands', () => {
  it('development set (90 messages): every question found, no near miss taken', () => {
    const s = score('statement-help-dev.jsonl');
    expect(s.total).toBe(90);
    expect(s.precision).toBe(1);
    expect(s.recall).toBe(1);
  });
  it('hold-out (80 messages, never tuned on): precision ≥ 97 % and recall ≥ 93 % (it was 100 % and 20 % before the general reading)', () => {
    const s = score('statement-help-holdout.jsonl');
    expect(s.total).toBe(80);
    expect(s.precision).toBeGreaterThanOrEqual(0.97);
    expect(s.recall).toBeGreaterThanOrEqual(0.93);
  });
});

// Issue 18: "como envio o extrato do banco?" is help about sending a statement file, in pt and
// en; "relatório de outubro" and "quanto gastei em outubro" keep their meaning.
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

// Follow-ups and places (issue 16, items 2 and 3): what a message leaves out comes from the
// conversation state; a state that is malformed is forgotten, never trusted.
import { describe, expect, it } from 'vitest';
import { EMPTY_STATE, parseState, rememberQuery, rememberRecords, type ConversationState } from '../src/conversation-state';
import { withFollowUp } from '../src/follow-ups';
import { toCents } from '@kumbu/core/money';
import { recordPosition } from '../src/record-position';
import { understand } from '../src/understand';

const TODAY = '2026-11-20';
const read = (text: string, state: ConversationState) => withFollowUp(text, understand(text, { today: TODAY }), state, TODAY);
const asked = (text: string): ConversationState => {
  const q = understand(text, { today: TODAY }).query;
  if (!q) throw new Error(`not a question: ${text}`);
  return rememberQuery(EMPTY_STATE, q);
};
const ID = '0b7c1f0e-2a4b-4c3d-9e8f-123456789abc';

describe('follow-ups', () => {
  it.each([
    ['quanto gastei este mês?', 'e em transporte?', { type: 'spending', period: 'thisMonth', category: 'transport' }],
    ['quanto gastei este mês?', 'e no mês passado?', { type: 'spending', period: 'lastMonth' }],
    ['how much did I spend on food this month?', 'and last month?', { type: 'spending', period: 'lastMonth', category: 'groceries' }],
    ['how much did I spend this month?', 'what about transport?', { type: 'spending', category: 'transport' }],
    ['quanto me deve o Pedro?', 'e a Joana?', { type: 'owedToMe', party: 'Joana' }],
    ['quanto devo ao Sr. Kanda?', 'e à tia Rosa?', { type: 'iOwe', party: 'Tia Rosa' }],
  ])('%s → %s', (first, next, query) => {
    const u = read(next, asked(first));
    expect(u.intent).toBe('query');
    expect(u.query).toMatchObject(query);
  });

  it('leaves a message that stands alone, and one with no conversation, as the rules read it', () => {
    const state = asked('quanto gastei este mês?');
    expect(read('gastei 5 mil no taxi', state)).toMatchObject({ intent: 'record', amountCents: 500000 });
    expect(read('e em transporte?', EMPTY_STATE).query?.period).toBeUndefined();
    // A long message is not a follow-up.
    expect(read('e depois fui ao mercado com a minha mãe e a minha irmã comprar coisas', state).intent).not.toBe('query');
  });

  it('"metade" and "o resto" repay the debt or loan the last message recorded', () => {
    const lent = rememberRecords(EMPTY_STATE, [{ id: ID, kind: 'loanGiven', amountCents: toCents(2000000), currency: 'AOA', party: 'Zé', category: null }]);
    expect(read('ele devolveu metade', lent)).toMatchObject({ intent: 'record', kind: 'loanReceivedPayment', amountCents: 1000000, party: 'Zé' });
    expect(read('pagou o resto', lent)).toMatchObject({ intent: 'record', kind: 'loanReceivedPayment', amountCents: null, party: 'Zé', followUp: 'rest' });
    const owed = rememberRecords(EMPTY_STATE, [{ id: ID, kind: 'debtTaken', amountCents: toCents(3000000), currency: 'AOA', party: 'Tio Nando', category: null }]);
    expect(read('já paguei metade', owed)).toMatchObject({ kind: 'debtPaid', amountCents: 1500000, party: 'Tio Nando' });
    // No debt or loan before: nothing to lean on.
    expect(read('ele devolveu metade', EMPTY_STATE).amountCents).toBeNull();
  });

  it('reads back only what it wrote', () => {
    expect(parseState(null)).toEqual(EMPTY_STATE);
    expect(parseState({ query: { type: 'drop table' }, records: [{ id: 'x', kind: 'expense', amountCents: 1, currency: 'AOA' }] })).toEqual(EMPTY_STATE);
    expect(parseState({ query: { type: 'spending', period: { start: '2026-11-01', end: '2026-11-20' }, category: 'transport' } })).toEqual({ query: { type: 'spending', period: { start: '2026-11-01', end: '2026-11-20' }, category: 'transport' } });
    expect(parseState({ records: [{ id: ID, kind: 'expense', amountCents: -5, currency: 'AOA' }] })).toEqual(EMPTY_STATE);
  });
});

describe('records named by their place', () => {
  it.each([
    ['apaga o 2', { from: 'list', n: 2 }],
    ['anula o segundo', { from: 'list', n: 2 }],
    ['delete number 3', { from: 'list', n: 3 }],
    ['apaga o penúltimo', { from: 'end', n: 2 }],
    ['o antepenúltimo era transporte', { from: 'end', n: 3 }],
    ['the second one was 5k', { from: 'list', n: 2 }],
  ])('%s', (text, position) => expect(recordPosition(text)).toEqual(position));

  it.each(['apaga o último', 'gastei 2 mil no taxi', 'o 2º dia do mês', 'apaga o de 2 mil'])('no place: %s', (text) => expect(recordPosition(text)).toBeNull());

  it('a correction by place carries the place and the new value', () => {
    expect(understand('o segundo era 5 mil', { today: TODAY })).toMatchObject({ intent: 'undo', undo: { action: 'correct', amountCents: 500000, position: { from: 'list', n: 2 } } });
    expect(understand('o penúltimo era transporte', { today: TODAY })).toMatchObject({ intent: 'undo', undo: { action: 'correct', category: 'transport', position: { from: 'end', n: 2 } } });
  });
});

// Issue 14, item 19: the Sim button carries the repayment it confirms; only a well-formed one
// is ever recorded, and it always fits WhatsApp's 256-character button id.
import { describe, expect, it } from 'vitest';
import { toCents } from '@kumbu/core/money';
import {
  DECLINE_REPAYMENT_ID, confirmRepaymentButtonId, parseConfirmRepayment, repaymentAlreadyConfirmedReply, repaymentDeclinedReply, unrecordedRepaymentReply,
  type RepaymentProposal,
} from '../src/reply/repayment-check';

const plain = (s: string | undefined): string => (s ?? '').replace(/[\u00a0\u202f]/gu, ' ');
const zeca: RepaymentProposal = { kind: 'debtPaid', amountCents: toCents(1_000_000), currency: 'AOA', party: 'Zeca', day: '2026-11-20', description: 'Zeca', questionId: 42 };

describe('repayment of nothing on record', () => {
  it('asks in pt and en with Sim/Não (Yes/No)', () => {
    const pt = unrecordedRepaymentReply(zeca, 'pt');
    expect(plain(pt.text)).toBe('Não tenho dívida registada a Zeca — quer registar que lhe pagou 10 000,00 Kz?');
    expect(pt.buttons?.map((b) => b.title)).toEqual(['Sim', 'Não']);
    expect(pt.buttons?.[1]?.id).toBe(DECLINE_REPAYMENT_ID);
    const en = unrecordedRepaymentReply({ ...zeca, kind: 'loanReceivedPayment', party: 'João' }, 'en');
    expect(plain(en.text)).toBe('I have no loan to João on record — do you want to record that João paid you AOA 10,000.00?');
    expect(en.buttons?.map((b) => b.title)).toEqual(['Yes', 'No']);
    expect(repaymentDeclinedReply('pt').text).toBe('Está bem, não registei nada.');
    expect(repaymentAlreadyConfirmedReply('en').text).toMatch(/already recorded/);
  });
  it('the Sim button carries the proposal back exactly, within 256 characters even with a long description', () => {
    expect(parseConfirmRepayment(confirmRepaymentButtonId(zeca))).toEqual(zeca);
    const long = { ...zeca, party: 'Tio Nando da Mutamba', description: 'x'.repeat(400) };
    const id = confirmRepaymentButtonId(long);
    expect(id.length).toBeLessThanOrEqual(256);
    expect(parseConfirmRepayment(id)).toMatchObject({ party: 'Tio Nando da Mutamba', amountCents: 1_000_000 });
  });
  it.each([
    'repay:', 'repay:{}', 'repay:[1,2,3]', 'repay:["d",0,"AOA","2026-11-20","Zeca","",1]', 'repay:["d",1.5,"AOA","2026-11-20","Zeca","",1]',
    'repay:["d",100,"ZAR","2026-11-20","Zeca","",1]', 'repay:["d",100,"AOA","2026-13-40","Zeca","",1]', 'repay:["d",100,"AOA","2026-11-20","  ","",1]',
    'undo:123', 'repay:["d",100,"AOA","2026-11-20","Zeca","",-1]', 'repay:["d",100,"AOA","2026-11-20","Zeca","","7"]', 'repay:["d",100000000000001,"AOA","2026-11-20","Zeca","",1]', `repay:["d",100,"AOA","2026-11-20","${'z'.repeat(300)}","",1]`,
  ])('refuses a broken or forged id: %s', (id) => {
    expect(parseConfirmRepayment(id)).toBeNull();
  });
});

// How imported statement lines are categorised (statement-import.ts): the keyword tables and the
// person's memory read the line without the bank's operation words (category-text.ts), and the
// learned model is not asked. Charges stay bank fees however the bank abbreviates them; a
// withdrawal or a transfer to a person is no fee for naming the ATM or the transfer.
import { describe, expect, it } from 'vitest';
import { classify } from '@kumbu/agent/classify';
import { fold } from '@kumbu/agent/text';
import { categoryText } from '@kumbu/imports/category-text';

const category = (line: string, side: 'expense' | 'income' = 'expense') => classify(line, fold(categoryText(line)), side, undefined, { model: false });

describe('categories of statement lines', () => {
  it('keeps charges in bank fees, as banks abbreviate them', () => {
    for (const line of ['MANUTENCAO CONTA ME', 'COMISSAO MANUTENCAO DE CONTA', 'COMISSÃO SMS ALERTA', 'PAG ANUIDADE CARTAO', 'SWIFT CHARGES FT24XK', 'TRANSFER FEE']) expect(category(line), line).toBe('fees');
  });
  it('files a withdrawal or a transfer to a person as other, never as a fee', () => {
    for (const line of ['LEV ATM BFA KILAMBA', 'TRANSFERÊNCIA P/ JOÃO BAPTISTA', 'TRF INTRABANCARIA P/ 0012 3344', 'CASH WITHDRAWAL ATM', 'PAGAMENTO REFERENCIA MULTICAIXA']) expect(category(line), line).toBe('other');
  });
  it('still reads what the line is for', () => {
    expect(category('COMPRA TPA SHOPRITE MORRO BENTO')).toBe('groceries');
    expect(category('PAGAMENTO NETFLIX')).toBe('leisure');
    expect(category('TRF RECEBIDA SALARIO NOVEMBRO', 'income')).toBe('salary');
    expect(category('TRF MCX EXPRESS RECEBIDA 923456789', 'income')).toBe('other_income');
  });
});

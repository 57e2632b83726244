// What a statement line tells the category classifier (category-text.ts): the bank's operation,
// channel, direction and bank-name words go; what names a charge, a merchant or a person stays.
import { describe, expect, it } from 'vitest';
import { categoryText } from '../src/category-text';

describe('categoryText', () => {
  it('leaves out how the money moved and through which bank', () => {
    expect(categoryText('LEV ATM BFA KILAMBA')).toBe('kilamba');
    expect(categoryText('TRANSFERÊNCIA P/ JOÃO BAPTISTA')).toBe('p joao baptista');
    expect(categoryText('TRF MCX EXPRESS RECEBIDA 923456789')).toBe('923456789');
    expect(categoryText('COMPRA TPA SHOPRITE MORRO BENTO')).toBe('shoprite morro bento');
    expect(categoryText('VISA PURCHASE EMIRATES AIRLINE DXB')).toBe('emirates airline dxb');
  });
  it('keeps the words that name a charge or what was paid', () => {
    expect(categoryText('COMISSÃO CARTÃO MULTICAIXA')).toBe('comissao');
    expect(categoryText('PAG ANUIDADE CARTAO')).toBe('anuidade');
    expect(categoryText('SWIFT CHARGES FT24XK')).toBe('charges ft24xk');
    expect(categoryText('Manutenção de conta')).toBe('manutencao de conta');
    expect(categoryText('PAGAMENTO NETFLIX')).toBe('netflix');
  });
});

import { describe, expect, it } from 'vitest';
import { statementFacts } from '../src/tabular/statement-facts';

describe('statementFacts: the wallet number', () => {
  it.each([
    ['Número: 923 456 781'],
    ['Telefone: +244 923 456 781'],
    ['Telemóvel +244923456781'],
    ['MSISDN 244923456781'],
    ['Wallet 00244923456781'],
    ['Carteira: 00244 923-456-781'],
  ])('reads %j as +244923456781', (line) => {
    expect(statementFacts([line], []).wallet).toBe('+244923456781');
  });

  it('does not take digits inside a longer number for a phone', () => {
    expect(statementFacts(['Conta: 1244923456781'], []).wallet).not.toBe('+244923456781');
    expect(statementFacts(['Cliente: 5244923456781'], []).wallet).toBeNull();
  });
});

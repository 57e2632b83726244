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

describe('statementFacts: a bank the list does not know', () => {
  it.each([
    ['Banco Inventado do Cuito, S.A.', 'Banco Inventado do Cuito'],
    ['BANCO INVENTADO DO CUITO SA', 'BANCO INVENTADO DO CUITO'],
    ['Kwanza Trust Bank Ltd', 'Kwanza Trust Bank'],
  ])('names %j as %j from its company name at the top', (line, name) => {
    expect(statementFacts([line, 'Extracto de conta'], [])).toMatchObject({ institution: name, institutionKind: 'bank' });
  });

  it.each([['Bank Statement'], ['Banco Nacional de Angola'], ['Banco: 0040'], ['Extracto de Conta Bancária'], ['Banco - Extracto de movimentos']])('does not take %j for a name', (line) => {
    expect(statementFacts([line], []).institution).toBeNull();
  });

  it('prefers a known bank, and the IBAN\'s bank code', () => {
    expect(statementFacts(['Banco Inventado do Cuito, S.A.', 'IBAN: AO06 0040 0000 8120 4473 1958 9'], []).institution).toBe('BAI');
  });
});

describe('statementFacts: the institution\'s own numbers', () => {
  it.each([['Linha de apoio ao cliente: 923 190 870'], ['Customer care: +244 923 190 870'], ['Atendimento ao cliente 923190870']])('does not take %j for the wallet', (line) => {
    expect(statementFacts([line], []).wallet).toBeNull();
  });
});

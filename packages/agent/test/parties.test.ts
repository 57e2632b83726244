import { describe, expect, it } from 'vitest';
import { findParty } from '../src/parties';

describe('findParty', () => {
  it.each([
    ['emprestei 20 mil ao João', 'João'],
    ['o João devolveu 10 mil', 'João'],
    ['peguei 50 mil emprestados à Maria', 'Maria'],
    ['paguei 25 mil à Maria', 'Maria'],
    ['devo 10 mil à tia Rosa', 'Tia Rosa'],
    ['lent 5k to Peter', 'Peter'],
    ['kilapi de 5 mil com o Sr António', 'Sr António'],
    ['o kota Manuel emprestou-me 100 mil', 'Kota Manuel'],
    ['peguei 200 mil emprestado ao meu irmão', 'Irmão'],
    ['fiz kilapi na cantina do Mateus', 'Mateus'],
    ['I owe Sarah 15000', 'Sarah'],
    ['Peter paid back 2k', 'Peter'],
    ['got 5k back from Mary', 'Mary'],
    ['emprestei 10 mil ao mano Zé', 'Mano Zé'],
  ])('%s → %s', (text, party) => {
    expect(findParty(text)).toBe(party);
  });
  it('finds nobody in a plain expense', () => {
    expect(findParty('gastei 5 mil no Kero')).toBeNull();
    expect(findParty('paguei a renda')).toBeNull();
  });
});

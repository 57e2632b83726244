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
    ['emprestei 5 mil à vovó Rosa', 'Vovó Rosa'],
    ['o vovô Zeca devolveu 3 mil', 'Vovô Zeca'],
    ['I owe Sarah 15000', 'Sarah'],
    ['Peter paid back 2k', 'Peter'],
    ['got 5k back from Mary', 'Mary'],
    ['emprestei 10 mil ao mano Zé', 'Mano Zé'],
    // A title alone is qualified by what follows it; an honorific after a role names the person.
    ['o vizinho do 3º andar emprestou-me 7 mil', 'Vizinho do 3º andar'],
    ['devolvi 25 mil ao chefe da repartição ontem', 'Chefe da repartição'],
    ['devolvi 8 mil a kixikila do mercado', 'Kixikila do mercado'],
    ['dei 10 mil à avó do que ela me emprestou', 'Avó'],
    ['peguei 200 mil emprestado da kixikila da dona Fátima', 'Dona Fátima'],
    ['my neighbour Mrs. Tavares borrowed 8k', 'Mrs Tavares'],
    ['dei 12 paus de kilapi ao taxista Neto', 'Taxista Neto'],
    ['gave my classmate Jessica 3k', 'Classmate Jessica'],
  ])('%s → %s', (text, party) => {
    expect(findParty(text)).toBe(party);
  });
  it('takes the one who lent or paid when several people are named', () => {
    expect(findParty('fui com o Zé e a Ana ao mercado e a Ana emprestou-me 5 mil')).toBe('Ana');
    expect(findParty('so uncle Ben lent me 10k, my mum was there too')).toBe('Uncle Ben');
  });
  it('reads roles, kin titles and groups formal and street writers use', () => {
    expect(findParty('fiado de 2 mil na quitandeira Tia Rosa')).toBe('Tia Rosa');
    expect(findParty('paguei 10 paus à patroa do fiado')).toBe('Patroa');
    expect(findParty('A congregação adiantou-me 40 mil')).toBe('Congregação');
    expect(findParty('I lent 20k to my niece Ana')).toBe('Niece Ana');
  });
  it('finds nobody in a plain expense', () => {
    expect(findParty('gastei 5 mil no Kero')).toBeNull();
    expect(findParty('paguei a renda')).toBeNull();
  });
});

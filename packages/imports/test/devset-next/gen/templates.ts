// Description templates in the styles banks print: host-system capitals with abbreviations,
// sentence case from online banking, English for foreign-currency accounts.
import { type Rng } from './common';
import { EMPLOYERS, PEOPLE, PLACES, SHOPS, phone } from './names';
import { type Template } from './series';

const up = (s: string): string => s.toUpperCase();
export const title = (s: string): string => s.toLowerCase().replace(/(^|\s)(\p{L})/gu, (_m, a: string, c: string) => a + c.toUpperCase());

export function hostCaps(): Template[] {
  const list: Template[] = [
    { w: 10, sign: -1, min: 1500, max: 65000, step: 50, text: (r) => `COMPRA TPA ${r.digits(8)} ${r.pick(SHOPS)}` },
    { w: 4, sign: -1, min: 5000, max: 60000, step: 500000, text: (r) => `LEV. ATM ${r.digits(8)} ${r.pick(PLACES)}` },
    { w: 4, sign: 1, min: 15000, max: 250000, step: 100, text: (r) => `TRF. SPTR RECEBIDA DE ${up(r.pick(PEOPLE))}` },
    { w: 4, sign: -1, min: 5000, max: 150000, step: 100, text: (r) => `TRF. MCX EXPRESS P/ ${phone(r.int(1, 1e6), '92')}` },
    { w: 3, sign: -1, min: 3000, max: 45000, step: 1, text: (r) => `PAG. SERVICOS ENDE REF ${r.digits(9)}` },
    { w: 2, sign: -1, min: 1500, max: 12000, step: 1, text: (r) => `PAG. SERVICOS EPAL REF ${r.digits(9)}` },
    { w: 2, sign: -1, min: 1000, max: 10000, step: 50000, text: (r) => `CARREGAMENTO UNITEL ${phone(r.int(1, 1e6), '93')}` },
    { w: 1, sign: 1, min: 20000, max: 300000, step: 100000, text: (r) => `DEPOSITO NUMERARIO BALCAO ${r.pick(PLACES)}` },
    { w: 1, sign: -1, min: 25000, max: 180000, step: 100, text: (r) => `TRF. INTERBANCARIA P/ ${up(r.pick(PEOPLE))}` },
  ];
  return list;
}

export function onlineSentence(): Template[] {
  return [
    { w: 10, sign: -1, min: 1500, max: 65000, step: 50, text: (r) => `Compra ${title(r.pick(SHOPS))}` },
    { w: 4, sign: -1, min: 5000, max: 60000, step: 500000, text: (r) => `Levantamento ATM ${title(r.pick(PLACES))}` },
    { w: 4, sign: 1, min: 15000, max: 250000, step: 100, text: (r) => `Transferência recebida de ${r.pick(PEOPLE)}` },
    { w: 4, sign: -1, min: 5000, max: 150000, step: 100, text: (r) => `Transferência Multicaixa Express para ${phone(r.int(1, 1e6), '92')}` },
    { w: 3, sign: -1, min: 3000, max: 45000, step: 1, text: (r) => `Pagamento de serviços ENDE - ref. ${r.digits(9)}` },
    { w: 2, sign: -1, min: 1000, max: 10000, step: 50000, text: (r) => `Recarga Unitel ${phone(r.int(1, 1e6), '93')}` },
    { w: 1, sign: -1, min: 25000, max: 180000, step: 100, text: (r) => `Transferência para ${r.pick(PEOPLE)}` },
  ];
}

export const salary = (r: Rng, month: string): string => `SALARIO ${month} ${r.pick(EMPLOYERS)}`;

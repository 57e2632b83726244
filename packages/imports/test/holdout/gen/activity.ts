// A month of plausible activity on a personal or small-business account in Angola, as facts
// (what happened, to whom, how much). Each case then words the facts its own bank's way.
// Every person, company, merchant, phone and reference is invented.
import { type Currency, type Rng, clock, spreadDates } from './common';

export type Act =
  | { k: 'salary'; payer: string; ref: string }
  | { k: 'tpa'; merchant: string; terminal: string; city: string }
  | { k: 'atm'; place: string; atm: string }
  | { k: 'trfOut'; to: string; ref: string }
  | { k: 'trfIn'; from: string; ref: string }
  | { k: 'mcx'; phone: string }
  | { k: 'utility'; who: 'ENDE' | 'EPAL'; ref: string }
  | { k: 'airtime'; op: 'UNITEL' | 'AFRICELL' | 'MOVICEL'; phone: string }
  | { k: 'tv'; who: 'DSTV' | 'ZAP'; ref: string }
  | { k: 'fee' }
  | { k: 'stamp' }
  | { k: 'deposit'; ref: string }
  | { k: 'cheque'; no: string }
  | { k: 'loan'; contract: string }
  | { k: 'card'; merchant: string };

export interface Event { date: string; time: string; cents: number; act: Act }

export const PEOPLE = [
  'MARIA DA CONCEICAO NETO', 'JOAO BAPTISTA KIALA', 'ANTONIO SEBASTIAO MANUEL', 'ISABEL CATARINA DOMINGOS',
  'PAULO ANDRE CAPITA', 'TERESA NZINGA LUMBO', 'FRANCISCO MIGUEL CANGA', 'ROSA MARIA TCHIPILICA',
  'DOMINGOS VUNGE FILIPE', 'ALBERTINA CAXALA', 'EDUARDO KASSOMA', 'LUISA MBEMBA JOAQUIM', 'NELSON CHIPINDO',
  'HELENA SAKAITA', 'MANUEL ZANGO PEDRO', 'CELESTINA MUHONGO',
];
export const COMPANIES = [
  'KALUNGA SERVICOS LDA', 'MWANGOLE CONSTRUCOES LDA', 'TCHOTO LOGISTICA SA', 'KISSAMA AGRO LDA',
  'MUKUAXI CONSULTORES LDA', 'BENGO FRESCOS COMERCIO LDA', 'LUENA TRANSPORTES LDA', 'NGOLA DIGITAL SA',
];
export const MERCHANTS = [
  'SUPERMERCADO KIANDA', 'HIPER MUXIMA VIANA', 'FARMACIA BOA SAUDE', 'BOMBA COMBUSTIVEL KM30',
  'PADARIA BAIRRO AZUL', 'LOJA TECNO KILAMBA', 'RESTAURANTE O CAJUEIRO', 'MERCEARIA TIA ROSA',
  'TALHO MUTAMBA', 'CLINICA VIDA NOVA', 'LIVRARIA KUDIJIMBA', 'MODA KAMBAS TALATONA', 'CAFE DA MARGINAL',
];
export const CITIES = ['LUANDA', 'VIANA', 'TALATONA', 'CACUACO', 'BENGUELA', 'LOBITO', 'HUAMBO', 'LUBANGO'];
export const PLACES = ['MAIANGA', 'KINAXIXI', 'MUTAMBA', 'ALVALADE', 'MORRO BENTO', 'NOVA VIDA', 'ZANGO', 'PRENDA', 'RANGEL'];
export const ONLINE = ['NETFLIX.COM', 'SPOTIFY AB', 'GOOGLE *YOUTUBE', 'AMAZON MKTPLACE', 'BOOKING.COM', 'APPLE.COM/BILL'];

export function phone(r: Rng, prefix?: string): string {
  const p = prefix ?? r.pick(['92', '93', '94', '95', '91', '99']);
  return `${p}${r.digits(7)}`;
}

function roundTo(r: Rng, lo: number, hi: number, step: number): number {
  return Math.round(r.int(lo, hi) / step) * step;
}

/** Cêntimos for one act; foreign-currency accounts move smaller sums. */
function amountFor(r: Rng, k: Act['k'], cur: Currency): number {
  const f = cur === 'AOA' ? 1 : 1 / 900;
  const kz = (lo: number, hi: number): number => Math.max(1, Math.round(r.int(Math.round(lo * f * 100), Math.round(hi * f * 100))));
  switch (k) {
    case 'salary': return cur === 'AOA' ? roundTo(r, 38_000_000, 120_000_000, 100) : kz(450_000, 2_700_000);
    case 'tpa': return -kz(1_250, 86_000);
    case 'atm': return cur === 'AOA' ? -roundTo(r, 500_000, 4_000_000, 500_000) : -roundTo(r, 5_000, 40_000, 1_000);
    case 'trfOut': return -kz(5_000, 250_000);
    case 'trfIn': return kz(8_000, 300_000);
    case 'mcx': return -roundTo(r, 100_000, 5_000_000, 50_000);
    case 'utility': return -kz(2_300, 28_000);
    case 'airtime': return -r.pick([50_000, 100_000, 200_000, 300_000, 500_000]);
    case 'tv': return -r.pick([1_490_000, 2_190_000, 899_000, 3_450_000]);
    case 'fee': return cur === 'AOA' ? -r.pick([150_000, 200_000, 250_000]) : -r.pick([500, 750, 1_000]);
    case 'stamp': return cur === 'AOA' ? -r.pick([1_500, 2_000, 3_000]) : -r.pick([5, 8, 10]);
    case 'deposit': return kz(10_000, 500_000);
    case 'cheque': return -kz(20_000, 400_000);
    case 'loan': return -kz(45_000, 180_000);
    case 'card': return -kz(4_500, 60_000);
  }
}

function actFor(r: Rng, k: Act['k']): Act {
  switch (k) {
    case 'salary': return { k, payer: r.pick(COMPANIES), ref: `${r.int(1, 12)}/2026` };
    case 'tpa': return { k, merchant: r.pick(MERCHANTS), terminal: r.digits(8), city: r.pick(CITIES) };
    case 'atm': return { k, place: r.pick(PLACES), atm: r.digits(5) };
    case 'trfOut': return { k, to: r.pick(PEOPLE), ref: r.digits(9) };
    case 'trfIn': return { k, from: r.chance(0.3) ? r.pick(COMPANIES) : r.pick(PEOPLE), ref: r.digits(9) };
    case 'mcx': return { k, phone: phone(r) };
    case 'utility': return { k, who: r.pick(['ENDE', 'EPAL'] as const), ref: r.digits(9) };
    case 'airtime': return { k, op: r.pick(['UNITEL', 'AFRICELL', 'MOVICEL'] as const), phone: phone(r) };
    case 'tv': return { k, who: r.pick(['DSTV', 'ZAP'] as const), ref: r.digits(10) };
    case 'fee': return { k };
    case 'stamp': return { k };
    case 'deposit': return { k, ref: r.digits(6) };
    case 'cheque': return { k, no: r.digits(8) };
    case 'loan': return { k, contract: `${r.digits(3)}/${r.digits(6)}` };
    case 'card': return { k, merchant: r.pick(ONLINE) };
  }
}

const MIX: readonly Act['k'][] = [
  'tpa', 'tpa', 'tpa', 'tpa', 'tpa', 'atm', 'atm', 'trfOut', 'trfOut', 'trfIn', 'trfIn', 'mcx', 'mcx',
  'utility', 'airtime', 'airtime', 'tv', 'deposit', 'cheque', 'card',
];

export interface MonthOptions { from: string; to: string; count: number; currency: Currency; salary?: string; loan?: string; fees?: boolean; kinds?: readonly Act['k'][] }

/** `count` events in date order: the salary and loan on their days, the fee pair on the last day. */
export function month(r: Rng, o: MonthOptions): Event[] {
  const fixed = (o.salary === undefined ? 0 : 1) + (o.fees === true ? 2 : 0) + (o.loan === undefined ? 0 : 1);
  const dates = spreadDates(r, o.from, o.to, Math.max(0, o.count - fixed));
  const events: Event[] = dates.map((date) => {
    const k = r.pick(o.kinds ?? MIX);
    return { date, time: clock(r), cents: amountFor(r, k, o.currency), act: actFor(r, k) };
  });
  const at = (day: string, time: string, k: Act['k']): void => {
    const act = actFor(r, k);
    // A salary names the month it pays.
    if (act.k === 'salary') act.ref = `${day.slice(5, 7)}/${day.slice(0, 4)}`;
    events.push({ date: day, time, cents: amountFor(r, k, o.currency), act });
  };
  if (o.salary !== undefined) at(o.salary, '06:05', 'salary');
  if (o.loan !== undefined) at(o.loan, '05:30', 'loan');
  if (o.fees === true) {
    at(o.to, '23:10', 'fee');
    at(o.to, '23:10', 'stamp');
  }
  // By date and time; the stable sort keeps the month-end fee before its stamp duty.
  const key = (e: Event): string => `${e.date} ${e.time}`;
  return events.map((e, i) => ({ e, i })).sort((a, b) => (key(a.e) < key(b.e) ? -1 : key(a.e) > key(b.e) ? 1 : a.i - b.i)).map((x) => x.e);
}

/** Keeps the balance from going below zero by turning the spending that would into a deposit. */
export function keepPositive(events: Event[], opening: number, cushion = 5_000_000): Event[] {
  let bal = opening;
  return events.map((e) => {
    if (bal + e.cents < 0) {
      const lift = Math.ceil(-(bal + e.cents) / 10_000) * 10_000 + cushion;
      const fixed: Event = { date: e.date, time: e.time, cents: Math.abs(e.cents) + lift, act: { k: 'deposit', ref: String(100000 + Math.abs(e.cents) % 900000) } };
      bal += fixed.cents;
      return fixed;
    }
    bal += e.cents;
    return e;
  });
}

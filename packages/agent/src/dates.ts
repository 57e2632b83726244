// The day a message talks about, relative to the user's today in Luanda: "hoje", "ontem",
// "anteontem", "sexta-feira passada", "na segunda", "dia 15", "15/11", "3 de outubro",
// "on the 3rd", "yesterday", "last Friday". Past by default — people record what already
// happened — so "dia 25" on the 20th is last month's 25th; only "próxima"/"next" looks ahead.
import { type DayString, addDays, dayNumber, isDayString } from '@kumbu/core/date-range';
import { foldKeepingPositions } from './text';

export interface FoundDate { readonly date: DayString; readonly start: number; readonly end: number }

const WEEKDAYS: Readonly<Record<string, number>> = {
  domingo: 0, segunda: 1, terca: 2, quarta: 3, quinta: 4, sexta: 5, sabado: 6,
  sunday: 0, monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6,
};

export const MONTHS: Readonly<Record<string, number>> = {
  janeiro: 1, fevereiro: 2, marco: 3, abril: 4, maio: 5, junho: 6, julho: 7, agosto: 8, setembro: 9, outubro: 10,
  novembro: 11, dezembro: 12, january: 1, february: 2, march: 3, april: 4, may: 5, june: 6, july: 7, august: 8,
  september: 9, october: 10, november: 11, december: 12,
  jan: 1, fev: 2, feb: 2, mar: 3, abr: 4, apr: 4, jun: 6, jul: 7, ago: 8, aug: 8, set: 9, sep: 9, sept: 9, out: 10,
  oct: 10, nov: 11, dez: 12, dec: 12,
};

const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
const WEEKDAY_NAMES = Object.keys(WEEKDAYS).join('|');
const MONTH_NAMES = Object.keys(MONTHS).sort((a, b) => b.length - a.length).join('|');

const SMALL_NUMBERS: Readonly<Record<string, number>> = {
  um: 1, uma: 1, dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9, dez: 10,
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
};
const SMALL = Object.keys(SMALL_NUMBERS).join('|');
/** "há 3 dias", "ha tres dias", "3 days ago", "two days ago". */
const DAYS_AGO = new RegExp(`${B}(?:ha|há)\\s+(?:(\\d{1,2})|(${SMALL}))\\s+dias?${E}|${B}(?:(\\d{1,2})|(${SMALL}))\\s+days?\\s+ago${E}`, 'u');
const RELATIVE = new RegExp(`${B}(anteontem|antes de ontem|the day before yesterday|day before yesterday|ontem|onte|onti|yesterday|last night|hoje|hj|today)${E}`, 'u');
const WEEKDAY = new RegExp(
  `${B}(?:(proxima|proximo|next|esta|este|this|last|na|no|nesta|neste|on|de)\\s+)?(${WEEKDAY_NAMES})(?:[\\s-]*feira)?(?:\\s+(passada|passado|que vem))?${E}`, 'u');
const WEEKDAY_ALL = new RegExp(WEEKDAY.source, 'gu');
const NUMERIC = /(?<![\p{L}\p{N}.,/-])(\d{1,2})[/-](\d{1,2})(?:[/-](\d{4}|\d{2}))?(?![\p{L}\p{N}/-])/u;
const DAY_MONTH = new RegExp(`${B}(\\d{1,2})(?:st|nd|rd|th|º)?\\s+(?:de\\s+|of\\s+)?(${MONTH_NAMES})(?:\\s+(?:de\\s+)?(\\d{4}))?${E}`, 'u');
// Not "outubro 1.800.000", "março 15 mil", "march 15k": a figure in thousands after a month is that month's money.
const MONTH_DAY = new RegExp(`${B}(${MONTH_NAMES})\\s+(\\d{1,2})(?:st|nd|rd|th)?${E}(?![.,]\\d|\\s*(?:mil|k|kz|kzs|kwanzas?|aoa|usd|eur|euros?|d[oó]lares|dollars?|bucks?|paus?|contos?|milh[oõ]es|milh[aã]o|thousand|grand|million)(?![\\p{L}]))`, 'u');
// Not "dia 8/7": that is a whole date, read by NUMERIC.
// Not "prato do dia 6.500": a figure grouped in thousands is a price.
const DIA_N = new RegExp(`${B}(?:(?:no|on|em)\\s+)?dia\\s+(\\d{1,2})${E}(?![/-]\\d)(?![.,]\\d)`, 'u');
/** "em 3 do corrente", "a 12 do corrente mês": formal letters name a day of this month so. */
const DAY_OF_CURRENT = new RegExp(`${B}(?:(?:em|a|no|dia)\\s+)?(\\d{1,2})\\s+do\\s+corrente(?:\\s+mes)?${E}`, 'u');
// Not "the 2nd term", "3rd instalment", "1st prize", "the 2nd of 6": an ordinal before a noun or a count ranks it.
const ORDINAL = new RegExp(`${B}(?:on\\s+)?(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)${E}(?!\\s+(?:term|semester|trimester|quarter|year|grade|class|place|prize|floor|round|time|instal+ments?|payments?|tranche|hand|edition|child|kid|son|daughter|anniversary|birthday|week|month)${E})(?!\\s+of\\s+\\d)`, 'u');
/** "sexta à noite", "segunda de manhã": a time of day right after makes a bare weekday a day. */
const TIME_OF_DAY_AFTER = /^\s+(?:(?:a|à|de|da|ao|pela|in the|at|on|this)\s+)?(?:noite|manha|tarde|madrugada|night|morning|evening|afternoon)(?![\p{L}])/u;

/** "semana passada na sexta", "na quarta da semana passada", "last week on Friday": the weekday of the week before this one. */
const LAST_WEEK_BEFORE = /(?<![\p{L}])(?:(?:a|na)\s+)?(?:semana\s+passada|last\s+week)\s*,?\s*$/u;
const LAST_WEEK_AFTER = /^\s*,?\s*(?:(?:da|de|na)\s+semana\s+passada|last\s+week)(?![\p{L}])/u;
/**
 * "…que lhe devia, sexta", "depositei 60 mil na conta sexta": a bare weekday closing the message
 * is the day, not "sixth" (an ordinal needs its noun after it; "paguei a sexta" keeps its article).
 */
const CLOSING_WEEKDAY = (before: string, after: string): boolean => /^[\s.!]*$/u.test(after) && !/(?<![\p{L}])(?:a|o|da|do|na|no|the)\s*$/u.test(before);

function parts(day: DayString): { y: number; m: number; d: number } {
  return { y: Number(day.slice(0, 4)), m: Number(day.slice(5, 7)), d: Number(day.slice(8, 10)) };
}

function makeDay(y: number, m: number, d: number): DayString | null {
  const s = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return isDayString(s) ? s : null;
}

/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export function weekday(day: DayString): number {
  return (((dayNumber(day) + 4) % 7) + 7) % 7;
}

/** The latest day ≤ today with day-of-month `d` (walking back over months that lack it). */
function pastDayOfMonth(today: DayString, d: number): DayString | null {
  let { y, m } = parts(today);
  for (let i = 0; i < 12; i++) {
    const day = makeDay(y, m, d);
    if (day && day <= today) return day;
    m -= 1;
    if (m === 0) { m = 12; y -= 1; }
  }
  return null;
}

/** dd/mm without a year: this year's, or last year's when that would be in the future. */
function pastDayMonth(today: DayString, d: number, m: number, y?: number): DayString | null {
  if (y !== undefined) return makeDay(y < 100 ? 2000 + y : y, m, d);
  const { y: ty } = parts(today);
  const day = makeDay(ty, m, d);
  if (day && day <= today) return day;
  return makeDay(ty - 1, m, d);
}

function weekdayDate(today: DayString, target: number, modifier: string | undefined, suffix: string | undefined): DayString {
  const current = weekday(today);
  if (modifier === 'proxima' || modifier === 'proximo' || modifier === 'next' || suffix === 'que vem') {
    const ahead = (target - current + 7) % 7;
    return addDays(today, ahead === 0 ? 7 : ahead);
  }
  // Otherwise the most recent one strictly before today: nobody says "na quinta" for today
  // (but "este domingo", said on a Sunday, is today).
  const back = (current - target + 7) % 7;
  if (back === 0 && (modifier === 'este' || modifier === 'esta' || modifier === 'this' || modifier === 'neste' || modifier === 'nesta')) return today;
  return addDays(today, back === 0 ? -7 : -back);
}

/**
 * "almoço de domingo", "Sunday lunch", "o culto de domingo" said on that day: today's meal or
 * service (the weekday names it), not last week's. `around` is the text before, "|", the text after.
 */
const MEAL_OF_THE_DAY = /(?:(?<![\p{L}])(?:almoco|jantar|lanche|pequeno almoco|mata bicho|brunch|lunch|dinner|breakfast|culto|missa)\s+(?:(?:de|do|da)\s+)?\|)|(?:\|\s*(?:brunch|lunch|dinner|breakfast|roast)(?![\p{L}]))/u;

/** The first date expression in `text`, resolved against `today`; null when none. */
/** Right before a day: words that make it the day of something else than the money (folded). */
const OTHER_DAY_BEFORE = /(?<![\p{L}])(?:volto|voltar|voltamos|marquei|marcamos|marcado|marcada|marcou|agendei|agendado|agendada|faz|faco|fazemos|fazem|que e|que sera|vai ser|sera|is on|turns|turned|turning|leaving|leave|returning|flying|vence|vencimento|expires|due|until|sinistro de|do sinistro|referente a|referente ao|referentes a|prazo|outra vez)(?:\s+[\p{L}\p{N}]+){0,2}\s+(?:no|na|o|a|em|dia|on|the|de|pra|para|ate)?\s*$/u;
/** Right before "4 de Fevereiro", "11 de Novembro": a place named after a day (the airport, a stadium, an avenue). */
const PLACE_NAMED_BY_DAY = /(?<![\p{L}])(?:aeroporto|estadio|avenida|av|rua|largo|bairro|hospital|escola|praca|ponte|airport|stadium)\s+(?:(?:do|da|de)\s+)?$/u;
/** Right after an ordinal: a street ("5th street"). */
const STREET_AFTER = /^\s*(?:street|st|avenue|ave|rua|avenida)(?![\p{L}])/u;

/** A day said for a return, an appointment, a trip, a place's or a street's name (folded text `t`). */
function dayOfSomethingElse(t: string, f: FoundDate): boolean {
  if (OTHER_DAY_BEFORE.test(t.slice(Math.max(0, f.start - 40), f.start))) return true;
  if (/^\d/u.test(t.slice(f.start, f.end)) && PLACE_NAMED_BY_DAY.test(t.slice(Math.max(0, f.start - 20), f.start))) return true;
  return STREET_AFTER.test(t.slice(f.end, f.end + 12));
}

export function findDate(text: string, today: DayString): FoundDate | null {
  const t = foldKeepingPositions(text);
  const found: FoundDate[] = [];
  const push = (m: RegExpExecArray | null, date: DayString | null): void => {
    if (m && date) found.push({ date, start: m.index, end: m.index + m[0].length });
  };
  let m = RELATIVE.exec(t);
  if (m) {
    const w = m[1] ?? '';
    const offset = w === 'hoje' || w === 'hj' || w === 'today' ? 0 : w === 'ontem' || w === 'onte' || w === 'onti' || w === 'yesterday' || w === 'last night' ? -1 : -2;
    push(m, addDays(today, offset));
  }
  // "de segunda mão … no domingo": a weekday word that is not a day leaves the next one to be read.
  for (const wm of t.matchAll(WEEKDAY_ALL)) {
    m = wm;
    const target = WEEKDAYS[m[2] ?? ''];
    // "segunda" alone is also "second"; only count it with a preposition or "feira"/"passada".
    const bare = m[1] === undefined && m[3] === undefined && !/feira/u.test(m[0]);
    // At the very start ("sexta fiei 8 mil") it can only be the day.
    const before = t.slice(0, m.index);
    const after = t.slice(m.index + m[0].length);
    const lastWeekBefore = m[3] === undefined ? LAST_WEEK_BEFORE.exec(before) : null;
    const lastWeekAfter = m[3] === undefined && !lastWeekBefore ? LAST_WEEK_AFTER.exec(after) : null;
    const lastWeek = lastWeekBefore ?? lastWeekAfter;
    // "então sexta fui…", "epá segunda paguei…": a filler before it still leaves the weekday first.
    // "paguei sexta a internet": right after a verb in the past, with no article, it is the day too.
    const first = /^\s*(?:(?:entao|epa|olha|pronto|okay|ok|so|tipo|bem)[\s,]+)*$/u.test(before) || /(?<![\p{L}])\p{L}{2,}(?:ei|ou|amos|aram|emos|eram|imos|iram)\s+$/u.test(before);
    const ambiguous = bare && (m[2] === 'segunda' || m[2] === 'sexta') && !first && !TIME_OF_DAY_AFTER.test(after) && !lastWeek && !CLOSING_WEEKDAY(before, after);
    // "vendas de sexta" is Friday's; "de segunda mão" is second-hand and "ovos de quinta" are farm eggs.
    const notADay = (m[1] === 'de' && (m[2] === 'segunda' || m[2] === 'quinta')) || (m[2] === 'segunda' && /^\s*(?:mao|hand)(?![\p{L}])/u.test(after));
    if (target !== undefined && !ambiguous && !notADay) {
      if (lastWeek) {
        // The week runs Monday to Sunday: go back to this week's Monday, then one week more.
        const monday = addDays(today, -((weekday(today) + 6) % 7));
        // The span takes the week words in too, so they are not read as anything else.
        const start = lastWeekBefore ? lastWeekBefore.index : m.index;
        const end = m.index + m[0].length + (lastWeekAfter ? lastWeekAfter[0].length : 0);
        found.push({ date: addDays(monday, ((target + 6) % 7) - 7), start, end });
      } else if (target === weekday(today) && MEAL_OF_THE_DAY.test(`${before.slice(-24)}|${after.slice(0, 24)}`)) push(m, today);
      else push(m, weekdayDate(today, target, m[1], m[3]));
      break;
    }
  }
  m = DAY_MONTH.exec(t);
  if (m) push(m, pastDayMonth(today, Number(m[1]), MONTHS[m[2] ?? ''] ?? 0, m[3] === undefined ? undefined : Number(m[3])));
  m = MONTH_DAY.exec(t);
  if (m) push(m, pastDayMonth(today, Number(m[2]), MONTHS[m[1] ?? ''] ?? 0));
  m = NUMERIC.exec(t);
  if (m) push(m, pastDayMonth(today, Number(m[1]), Number(m[2]), m[3] === undefined ? undefined : Number(m[3])));
  m = DAYS_AGO.exec(t);
  if (m) {
    const n = Number(m[1] ?? m[3]) || SMALL_NUMBERS[m[2] ?? m[4] ?? ''] || 0;
    if (n > 0 && n <= 60) push(m, addDays(today, -n));
  }
  m = DIA_N.exec(t);
  if (m) push(m, pastDayOfMonth(today, Number(m[1])));
  m = DAY_OF_CURRENT.exec(t);
  if (m) push(m, pastDayOfMonth(today, Number(m[1])));
  m = ORDINAL.exec(t);
  if (m) push(m, pastDayOfMonth(today, Number(m[1])));
  // "volto dia 22", "ela faz 70 anos dia 3", "leaving on the 18th", "aeroporto 4 de Fevereiro":
  // the day of something else (a return, a birthday, a trip, a place's name), not of the money.
  const ofMoney = found.filter((f) => !dayOfSomethingElse(t, f));
  if (ofMoney.length === 0) return null;
  // The earliest expression wins; at the same place the longest ("3 de outubro" over "3rd").
  ofMoney.sort((a, b) => a.start - b.start || b.end - a.end);
  return ofMoney[0] ?? null;
}

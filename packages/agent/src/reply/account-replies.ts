// The co-pilot's answers about accounts, transfers and exchange rates (issue 15), from plain
// figures the server computed. Pure; every sentence in pt and en beside the functions (a test
// checks both languages carry the same placeholders).
import { type Cents, type Currency } from '@kumbu/core/money';
import { type DayString } from '@kumbu/core/date-range';
import { type Bilingual, type Lang, interpolate } from '@kumbu/core/lang';
import { type AccountType, accountTypeLabel } from '@kumbu/core/money-accounts';
import { type DayRate, type ForeignCurrency } from '@kumbu/core/fx';
import { type Reply, undoButtonId } from './replies';
import { formatDay, money, say as sayReply, spokenDay } from './format';
import { conversionLines, formatRate } from './rates-note';

export const ACCOUNT_TEXTS = {
  transfer: { pt: '🔁 Transferência: {from} → {to} · {amount}{day}', en: '🔁 Transfer: {from} → {to} · {amount}{day}' },
  exchange: { pt: '💱 Câmbio: {amount} → {toAmount} ({rate} Kz/{currency}){day}', en: '💱 Exchange: {amount} → {toAmount} ({rate} Kz/{currency}){day}' },
  exchangeAccounts: { pt: '{from} → {to}', en: '{from} → {to}' },
  fee: { pt: '🧾 Taxa: {amount} · {category}', en: '🧾 Fee: {amount} · {category}' },
  feeUndone: { pt: '🗑️ E a taxa registada com ela: {amount}.', en: '🗑️ And the fee recorded with it: {amount}.' },
  created: { pt: '🆕 Criei a conta {name} ({type}, {currency}).', en: '🆕 I created the account {name} ({type}, {currency}).' },
  onAccount: { pt: 'Conta: {name}', en: 'Account: {name}' },
  // Kwanza given for a currency named without its figure ("troquei 300 mil kwanzas por dólares").
  exchangeNeedsForeign: {
    pt: 'Não registei nada: falta saber quantos {foreign} recebeu. Escreva, por exemplo: "troquei {amount} por 320 {foreign}" ou "troquei {amount} a 940 o {one}".',
    en: 'Nothing was recorded: I need to know how many {foreign} you got. Write, for example: "exchanged {amount} for 320 {foreign}" or "exchanged {amount} at 940 per {one}".',
  },
  exchangeNeedsRate: {
    pt: 'Não registei nada: falta saber quanto recebeu. Escreva, por exemplo: "troquei {amount} por 95 mil" ou "troquei {amount} a 950".',
    en: 'Nothing was recorded: I need to know what you got for it. Write, for example: "exchanged {amount} for 95k" or "exchanged {amount} at 950".',
  },
  askAccount: {
    pt: 'Não registei nada: de que conta ({type})? Tem {names}. Escreva, por exemplo: "{example}".',
    en: 'Nothing was recorded: which account ({type})? You have {names}. Write, for example: "{example}".',
  },
  askNoAccount: {
    pt: 'Não registei nada: ainda não tem nenhuma conta do tipo {type}. Diga qual, por exemplo: "{example}", ou crie-a: "cria conta BAI".',
    en: 'Nothing was recorded: you have no {type} account yet. Say which one, for example: "{example}", or create it: "create account BAI".',
  },
  sameAccount: { pt: 'Não registei nada: a transferência sai e entra na mesma conta ({name}).', en: 'Nothing was recorded: the transfer leaves and enters the same account ({name}).' },
  wrongCurrency: {
    pt: 'Não registei nada: a conta {name} é em {accountCurrency}, e o valor está em {currency}.',
    en: 'Nothing was recorded: the account {name} is in {accountCurrency}, and the amount is in {currency}.',
  },
  archived: { pt: 'Não registei nada: a conta {name} está arquivada. Reative-a no painel primeiro.', en: 'Nothing was recorded: the account {name} is archived. Restore it on the dashboard first.' },
  accountLimit: { pt: 'Não criei a conta: já tem o máximo de contas (50). Arquive as que já não usa.', en: 'I did not create the account: you already have the most accounts allowed (50). Archive the ones you no longer use.' },
  accountOpened: { pt: '🆕 Conta criada: {name} ({type}, {currency}). Para a usar, escreva por exemplo: "{example}".', en: '🆕 Account created: {name} ({type}, {currency}). To use it, write for example: "{example}".' },
  accountExists: { pt: 'Já tem uma conta chamada {name}: não criei outra.', en: 'You already have an account called {name}: I did not create another.' },
  balancesTitle: { pt: '💼 Os seus saldos:', en: '💼 Your balances:' },
  balanceLine: { pt: '• {name}: {amount}{kz}', en: '• {name}: {amount}{kz}' },
  balanceOne: { pt: '💼 {name}: {amount}{kz}', en: '💼 {name}: {amount}{kz}' },
  kzAside: { pt: ' (≈ {amount})', en: ' (≈ {amount})' },
  balancesTotal: { pt: 'Total: {amount}', en: 'Total: {amount}' },
  balancesNone: { pt: 'Não encontrei contas{which}.', en: 'I found no accounts{which}.' },
  inCurrency: { pt: ' em {currency}', en: ' in {currency}' },
  notFound: { pt: 'Não encontrei a conta {name}. As suas contas: {names}.', en: 'I could not find the account {name}. Your accounts: {names}.' },
  fxConverted: { pt: '💱 {amount} = {converted}', en: '💱 {amount} = {converted}' },
  fxRate: { pt: 'Câmbio {source} de {day}: 1 {currency} = {rate} Kz', en: '{source} rate of {day}: 1 {currency} = {rate} Kz' },
  fxRateTitle: { pt: '💱 Câmbios guardados:', en: '💱 Stored exchange rates:' },
  fxFallback: { pt: ' (o mais recente: ainda não há câmbio de hoje)', en: ' (the latest: there is no rate for today yet)' },
  fxNoRate: {
    pt: 'Ainda não tenho câmbio do {currency} guardado, por isso não sei converter. Quando houver, respondo com o câmbio e a data.',
    en: 'I have no {currency} exchange rate stored yet, so I cannot convert it. Once there is one, I will answer with the rate and its date.',
  },
  fxStreet: { pt: 'É o câmbio oficial guardado; na rua (kinguilas) costuma ser outro.', en: 'This is the stored official rate; the street rate (kinguilas) is usually different.' },
} as const satisfies Readonly<Record<string, Bilingual>>;

type Key = keyof typeof ACCOUNT_TEXTS;
const say = (key: Key, lang: Lang, values: Readonly<Record<string, string | number>> = {}): string => interpolate(ACCOUNT_TEXTS[key][lang], values);

const CURRENCY_NAMES: Readonly<Record<Currency, Readonly<Record<Lang, string>>>> = {
  AOA: { pt: 'kwanzas', en: 'kwanzas' }, USD: { pt: 'dólares', en: 'dollars' }, EUR: { pt: 'euros', en: 'euros' },
};
const dayTail = (day: DayString, today: DayString, lang: Lang): string => (day === today ? '' : ` · ${spokenDay(day, today, lang)}`);

export interface TransferFacts {
  readonly recordId: string;
  readonly from: string;
  readonly to: string;
  readonly amountCents: Cents;
  readonly currency: Currency;
  readonly day: DayString;
  readonly today: DayString;
  /** Exchanges: what arrived and the rate used (Kz per unit, micros). */
  readonly exchange?: { readonly toAmountCents: Cents; readonly toCurrency: Currency; readonly rateMicros: number; readonly foreign: ForeignCurrency };
  /** A fee recorded beside it as an expense, with its category's label. */
  readonly fee?: { readonly amountCents: Cents; readonly category: string };
  /** Accounts created on the way ("Criei a conta Unitel Money"). */
  readonly created: readonly CreatedAccount[];
}

export interface CreatedAccount { readonly name: string; readonly type: AccountType; readonly currency: Currency }

/** "🆕 Criei a conta Unitel Money (Carteira móvel, kwanzas)." per account created on the way. */
export function createdLines(created: readonly CreatedAccount[], lang: Lang): string[] {
  return created.map((c) => say('created', lang, { name: c.name, type: accountTypeLabel(c.type, lang), currency: CURRENCY_NAMES[c.currency][lang] }));
}

/** "🔁 Transferência: BAI → Carteira · 40 000,00 Kz", or "💱 Câmbio: 100,00 US$ → 95 000,00 Kz (950,00 Kz/USD)", with Undo. */
export function transferReply(f: TransferFacts, lang: Lang): Reply {
  const day = dayTail(f.day, f.today, lang);
  const lines = f.exchange
    ? [
      say('exchange', lang, {
        amount: money(f.amountCents, f.currency, lang), toAmount: money(f.exchange.toAmountCents, f.exchange.toCurrency, lang),
        rate: formatRate(f.exchange.rateMicros, lang), currency: f.exchange.foreign, day,
      }),
      say('exchangeAccounts', lang, { from: f.from, to: f.to }),
    ]
    : [say('transfer', lang, { from: f.from, to: f.to, amount: money(f.amountCents, f.currency, lang), day })];
  if (f.fee) lines.push(say('fee', lang, { amount: money(f.fee.amountCents, f.currency, lang), category: f.fee.category }));
  lines.push(...createdLines(f.created, lang));
  return { text: lines.join('\n'), buttons: [{ id: undoButtonId(f.recordId), title: sayReply('undoButton', lang) }] };
}

/** A record filed on a named account: "Conta: BAI", and the account created for it, if any. */
export function recordAccountLines(name: string | null, created: readonly CreatedAccount[], lang: Lang): string[] {
  return [...(name === null ? [] : [say('onAccount', lang, { name })]), ...createdLines(created, lang)];
}

/** Undo of a transfer took its fee with it. */
export function feeUndoneLine(amountCents: Cents, currency: Currency, lang: Lang): string {
  return say('feeUndone', lang, { amount: money(amountCents, currency, lang) });
}

const FOREIGN_NAMES: Readonly<Record<'USD' | 'EUR', Readonly<Record<Lang, readonly [string, string]>>>> = {
  USD: { pt: ['dólares', 'dólar'], en: ['dollars', 'dollar'] },
  EUR: { pt: ['euros', 'euro'], en: ['euros', 'euro'] },
};

/** Nothing recorded: an exchange without what came back. `toCurrency` when kwanza were given for it. */
export function exchangeNeedsRateReply(amountCents: Cents, currency: Currency, lang: Lang, toCurrency?: Currency): Reply {
  const amount = money(amountCents, currency, lang);
  if (currency === 'AOA' && (toCurrency === 'USD' || toCurrency === 'EUR')) {
    const [foreign, one] = FOREIGN_NAMES[toCurrency][lang];
    return { text: say('exchangeNeedsForeign', lang, { amount, foreign, one }) };
  }
  return { text: say('exchangeNeedsRate', lang, { amount }) };
}

/** Which account, when a generic word ("banco", "multicaixa") fits none or several; nothing recorded. */
export function askAccountReply(type: AccountType, names: readonly string[], example: string, lang: Lang): Reply {
  const label = accountTypeLabel(type, lang).toLowerCase();
  return {
    text: names.length === 0
      ? say('askNoAccount', lang, { type: label, example })
      : say('askAccount', lang, { type: label, names: names.join(', '), example }),
  };
}

export type TransferRefusal =
  | { readonly reason: 'same'; readonly name: string }
  | { readonly reason: 'currency'; readonly name: string; readonly accountCurrency: Currency; readonly currency: Currency }
  | { readonly reason: 'archived'; readonly name: string }
  | { readonly reason: 'limit' };

export function transferRefusedReply(r: TransferRefusal, lang: Lang): Reply {
  switch (r.reason) {
    case 'same': return { text: say('sameAccount', lang, { name: r.name }) };
    case 'currency': return { text: say('wrongCurrency', lang, { name: r.name, accountCurrency: CURRENCY_NAMES[r.accountCurrency][lang], currency: CURRENCY_NAMES[r.currency][lang] }) };
    case 'archived': return { text: say('archived', lang, { name: r.name }) };
    case 'limit': return { text: say('accountLimit', lang) };
  }
}

export function accountOpenedReply(a: CreatedAccount, lang: Lang): Reply {
  const example = lang === 'pt' ? `transferi 10 mil da Carteira para ${a.name}` : `moved 10k from Carteira to ${a.name}`;
  return { text: say('accountOpened', lang, { name: a.name, type: accountTypeLabel(a.type, lang), currency: CURRENCY_NAMES[a.currency][lang], example }) };
}

export function accountExistsReply(name: string, lang: Lang): Reply {
  return { text: say('accountExists', lang, { name }) };
}

export function accountLimitReply(lang: Lang): Reply {
  return { text: say('accountLimit', lang) };
}

/** An account's balance now, and its kwanza equivalent at the latest rate when it is foreign. */
export interface AccountBalance {
  readonly name: string;
  readonly currency: Currency;
  readonly balanceCents: Cents;
  /** null for kwanza accounts, or when the currency has no rate (said under the total). */
  readonly kzCents: Cents | null;
}

export interface BalancesFacts {
  readonly accounts: readonly AccountBalance[];
  /** Kwanza plus every foreign balance that had a rate. */
  readonly totalKzCents: Cents;
  /** The rate each foreign currency was converted at (the latest on or before today). */
  readonly rates: readonly DayRate[];
  /** Foreign balances with no rate at all: said plainly, left out of the total. */
  readonly unconverted: readonly { readonly currency: ForeignCurrency; readonly cents: Cents; readonly count: number }[];
  /** "em euros": the currency the question was about (the total is then that currency's). */
  readonly only?: Currency;
}

/** "💼 Os seus saldos:" one line per account, the total in Kz, the rates used and what had none. */
export function balancesReply(f: BalancesFacts, lang: Lang): Reply {
  if (f.accounts.length === 0) {
    return { text: say('balancesNone', lang, { which: f.only ? say('inCurrency', lang, { currency: CURRENCY_NAMES[f.only][lang] }) : '' }) };
  }
  const lines = f.accounts.map((a) => say(f.accounts.length > 1 ? 'balanceLine' : 'balanceOne', lang, {
    name: a.name, amount: money(a.balanceCents, a.currency, lang), kz: a.kzCents === null ? '' : say('kzAside', lang, { amount: money(a.kzCents, 'AOA', lang) }),
  }));
  if (f.accounts.length > 1) lines.unshift(say('balancesTitle', lang));
  const foreign = f.accounts.some((a) => a.currency !== 'AOA');
  if (f.accounts.length > 1 || foreign) lines.push(say('balancesTotal', lang, { amount: money(f.totalKzCents, 'AOA', lang) }));
  lines.push(...conversionLines({
    ratesUsed: f.rates.map((r) => ({ currency: r.currency, rates: [r], fallbackCount: 0 })),
    unconverted: f.unconverted,
  }, lang));
  return { text: lines.join('\n') };
}

export function accountNotFoundReply(name: string, names: readonly string[], lang: Lang): Reply {
  return { text: say('notFound', lang, { name, names: names.join(', ') }) };
}

/** One rate as a question about it is answered: the rate, its day and source, and a note when it is an earlier day's. */
export interface FxAnswer {
  readonly currency: ForeignCurrency;
  readonly rate: DayRate | null;
  readonly fallback: boolean;
  /** The sum asked about and its converted value: foreign → Kz, or Kz → foreign. */
  readonly conversion?: { readonly fromCents: Cents; readonly fromCurrency: Currency; readonly toCents: Cents; readonly toCurrency: Currency };
}

function rateLine(a: FxAnswer & { rate: DayRate }, lang: Lang): string {
  const source = a.rate.source.length <= 4 ? a.rate.source.toUpperCase() : a.rate.source;
  return say('fxRate', lang, { source, day: formatDay(a.rate.day, lang), currency: a.currency, rate: formatRate(a.rate.micros, lang) }) + (a.fallback ? say('fxFallback', lang) : '');
}

/** "💱 100,00 US$ = 95 000,00 Kz" with the rate and its date, or plainly that there is no rate. */
export function fxReply(answers: readonly FxAnswer[], street: boolean, lang: Lang): Reply {
  const lines: string[] = [];
  const known = answers.filter((a): a is FxAnswer & { rate: DayRate } => a.rate !== null);
  if (answers.length > 1 && known.length > 0) lines.push(say('fxRateTitle', lang));
  for (const a of answers) {
    if (a.rate === null) { lines.push(say('fxNoRate', lang, { currency: a.currency })); continue; }
    if (a.conversion) {
      lines.push(say('fxConverted', lang, { amount: money(a.conversion.fromCents, a.conversion.fromCurrency, lang), converted: money(a.conversion.toCents, a.conversion.toCurrency, lang) }));
    }
    lines.push(rateLine({ ...a, rate: a.rate }, lang));
  }
  if (street && known.length > 0) lines.push(say('fxStreet', lang));
  return { text: lines.join('\n') };
}

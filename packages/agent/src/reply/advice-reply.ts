// Answers to advice questions ("posso gastar 50 mil este fim de semana?"), pt and en. With a
// model, its words come first and a line of the figures Kumbu itself computed follows, so the
// answer quotes real numbers even when the model's prose drifts. Without one, an honest "I
// cannot advise on that with certainty" and the nearest figures Kumbu can compute.
import { type Cents, saturatingCents } from '@kumbu/core/money';
import { type Bilingual, type Lang, interpolate } from '@kumbu/core/lang';
import { type AdviceTopic } from '../advice-rules';
import { money } from './format';
import { type Reply } from './replies';

const TEXTS = {
  honest: {
    pt: '🤔 Não sei aconselhar sobre isso com certeza, mas eis o que sei:',
    en: '🤔 I cannot advise on that with certainty, but here is what I know:',
  },
  month: { pt: '• Este mês: entradas {income}, despesas {expense}, sobra {left}.', en: '• This month: income {income}, spending {expense}, left {left}.' },
  week: { pt: '• Esta semana já gastou {expense}.', en: '• This week you have spent {expense}.' },
  accounts: { pt: '• Nas suas contas: {total}.', en: '• In your accounts: {total}.' },
  fits: {
    pt: '• {amount} cabe no que sobra este mês ({left}), mas contas que ainda não registou não entram aqui.',
    en: '• {amount} fits in what is left this month ({left}), but bills you have not recorded yet are not counted.',
  },
  exceeds: { pt: '• {amount} é mais do que sobra este mês ({left}).', en: '• {amount} is more than what is left this month ({left}).' },
  budgetsNear: { pt: '• Orçamentos quase gastos: {list}.', en: '• Budgets nearly spent: {list}.' },
  budgetItem: { pt: '{category} {spent} de {limit}', en: '{category} {spent} of {limit}' },
  iOwe: { pt: '• Dívidas por pagar: {list}.', en: '• Debts to pay: {list}.' },
  noDebts: { pt: '• Não tem dívidas registadas por pagar.', en: '• You have no recorded debts to pay.' },
  owedToMe: { pt: '• Devem-lhe: {list}.', en: '• Owed to you: {list}.' },
  goals: { pt: '• Metas: {list}.', en: '• Goals: {list}.' },
  goalItem: { pt: '{name} {saved} de {target}', en: '{name} {saved} of {target}' },
  closing: {
    pt: 'A decisão é sua. Também pode perguntar "quanto gastei este mês?" ou "como está o orçamento?".',
    en: 'The decision is yours. You can also ask "how much did I spend this month?" or "how is my budget?".',
  },
  figures: { pt: '📊 Números do Kumbu: {list}.', en: '📊 Kumbu\'s figures: {list}.' },
  figTotal: { pt: 'nas contas {amount}', en: 'in your accounts {amount}' },
  figPeriod: { pt: '{period}: entradas {income}, despesas {expense}', en: '{period}: income {income}, spending {expense}' },
  figCategory: { pt: '{period} em {category}: {amount}', en: '{period} on {category}: {amount}' },
  figBudget: { pt: 'orçamento {category}: {spent} de {limit}', en: '{category} budget: {spent} of {limit}' },
  figGoal: { pt: 'meta {name}: {saved} de {target}', en: '{name} goal: {saved} of {target}' },
  figDebt: { pt: 'deve a {party} {amount}', en: 'you owe {party} {amount}' },
  figLoan: { pt: '{party} deve-lhe {amount}', en: '{party} owes you {amount}' },
  figNoDebts: { pt: 'sem dívidas por pagar', en: 'no debts to pay' },
  thisWeek: { pt: 'esta semana', en: 'this week' },
  thisMonth: { pt: 'este mês', en: 'this month' },
  lastMonth: { pt: 'o mês passado', en: 'last month' },
  last30Days: { pt: 'últimos 30 dias', en: 'last 30 days' },
} as const satisfies Record<string, Bilingual>;

type Key = keyof typeof TEXTS;
const t = (key: Key, lang: Lang, values: Readonly<Record<string, string | number>> = {}): string => interpolate(TEXTS[key][lang], values);
const kz = (cents: Cents, lang: Lang): string => money(cents, 'AOA', lang);

export type AdvicePeriodName = 'thisWeek' | 'thisMonth' | 'lastMonth' | 'last30Days';
export const advicePeriodLabel = (p: AdvicePeriodName, lang: Lang): string => t(p, lang);

/** What the answer without a model shows; amounts in kwanza cêntimos. */
export interface AdviceFallbackFigures {
  readonly month: { readonly incomeCents: Cents; readonly expenseCents: Cents };
  readonly weekExpenseCents: Cents;
  readonly totalKzCents: Cents;
  readonly hasAccounts: boolean;
  /** Budgets at 80 % or more this month, labelled in the reply's language. */
  readonly budgetsNear: readonly { readonly category: string; readonly spentCents: Cents; readonly limitCents: Cents; readonly currency: 'AOA' | 'USD' | 'EUR' }[];
  readonly iOwe: readonly { readonly party: string; readonly cents: Cents }[];
  readonly owedToMe: readonly { readonly party: string; readonly cents: Cents }[];
  readonly goals: readonly { readonly name: string; readonly savedCents: Cents; readonly targetCents: Cents; readonly currency: 'AOA' | 'USD' | 'EUR' }[];
}

const parties = (list: readonly { party: string; cents: Cents }[], lang: Lang): string => list.slice(0, 4).map((p) => `${p.party} ${kz(p.cents, lang)}`).join(', ');

/** The honest answer without a model: what Kumbu knows nearest to the question. */
export function adviceFallbackReply(topic: AdviceTopic, askedCents: Cents | null, f: AdviceFallbackFigures, lang: Lang): Reply {
  const left = saturatingCents(f.month.incomeCents - f.month.expenseCents);
  const lines = [t('honest', lang), t('month', lang, { income: kz(f.month.incomeCents, lang), expense: kz(f.month.expenseCents, lang), left: kz(left, lang) })];
  if (f.hasAccounts) lines.push(t('accounts', lang, { total: kz(f.totalKzCents, lang) }));
  if (topic === 'spend') {
    lines.push(t('week', lang, { expense: kz(f.weekExpenseCents, lang) }));
    if (askedCents !== null && askedCents > 0) lines.push(t(askedCents <= left ? 'fits' : 'exceeds', lang, { amount: kz(askedCents, lang), left: kz(left, lang) }));
    if (f.budgetsNear.length > 0) {
      lines.push(t('budgetsNear', lang, { list: f.budgetsNear.map((b) => t('budgetItem', lang, { category: b.category, spent: money(b.spentCents, b.currency, lang), limit: money(b.limitCents, b.currency, lang) })).join(', ') }));
    }
  } else if (topic === 'priority') {
    lines.push(f.iOwe.length > 0 ? t('iOwe', lang, { list: parties(f.iOwe, lang) }) : t('noDebts', lang));
    if (f.owedToMe.length > 0) lines.push(t('owedToMe', lang, { list: parties(f.owedToMe, lang) }));
  } else {
    if (f.iOwe.length > 0) lines.push(t('iOwe', lang, { list: parties(f.iOwe, lang) }));
    if (f.goals.length > 0) {
      lines.push(t('goals', lang, { list: f.goals.slice(0, 3).map((g) => t('goalItem', lang, { name: g.name, saved: money(g.savedCents, g.currency, lang), target: money(g.targetCents, g.currency, lang) })).join(', ') }));
    }
  }
  lines.push(t('closing', lang));
  return { text: lines.join('\n') };
}

/** One figure a tool gave the model, for the line under its answer. */
export type AdviceFigure =
  | { readonly kind: 'total'; readonly kzCents: Cents }
  | { readonly kind: 'period'; readonly period: AdvicePeriodName; readonly incomeCents: Cents; readonly expenseCents: Cents }
  | { readonly kind: 'category'; readonly period: AdvicePeriodName; readonly category: string; readonly cents: Cents }
  | { readonly kind: 'budget'; readonly category: string; readonly spentCents: Cents; readonly limitCents: Cents; readonly currency: 'AOA' | 'USD' | 'EUR' }
  | { readonly kind: 'goal'; readonly name: string; readonly savedCents: Cents; readonly targetCents: Cents; readonly currency: 'AOA' | 'USD' | 'EUR' }
  | { readonly kind: 'debt'; readonly party: string; readonly cents: Cents }
  | { readonly kind: 'loan'; readonly party: string; readonly cents: Cents }
  | { readonly kind: 'noDebts' };

export function figureText(f: AdviceFigure, lang: Lang): string {
  switch (f.kind) {
    case 'total': return t('figTotal', lang, { amount: kz(f.kzCents, lang) });
    case 'period': return t('figPeriod', lang, { period: t(f.period, lang), income: kz(f.incomeCents, lang), expense: kz(f.expenseCents, lang) });
    case 'category': return t('figCategory', lang, { period: t(f.period, lang), category: f.category, amount: kz(f.cents, lang) });
    case 'budget': return t('figBudget', lang, { category: f.category, spent: money(f.spentCents, f.currency, lang), limit: money(f.limitCents, f.currency, lang) });
    case 'goal': return t('figGoal', lang, { name: f.name, saved: money(f.savedCents, f.currency, lang), target: money(f.targetCents, f.currency, lang) });
    case 'debt': return t('figDebt', lang, { party: f.party, amount: kz(f.cents, lang) });
    case 'loan': return t('figLoan', lang, { party: f.party, amount: kz(f.cents, lang) });
    case 'noDebts': return t('figNoDebts', lang);
  }
}

/** The model's answer, then the figures Kumbu computed for it (at most eight, each once). */
export function adviceModelReply(answer: string, figures: readonly AdviceFigure[], lang: Lang): Reply {
  const said = [...new Set(figures.map((f) => figureText(f, lang)))].slice(0, 8);
  return { text: said.length > 0 ? `${answer.trim()}\n\n${t('figures', lang, { list: said.join('; ') })}` : answer.trim() };
}

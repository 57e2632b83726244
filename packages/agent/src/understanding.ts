// What the agent understood from one message. Plain data: the action layer acts on it, the
// batch interface prints it, an optional model may refine it (model.ts).
import { type Cents, type Currency } from '@kumbu/core/money';
import { type DayRange, type DayString } from '@kumbu/core/date-range';
import { type Lang } from '@kumbu/core/lang';
import { type RecordKind } from '@kumbu/core/records';
import { type CategoryKey } from './categories';
import { type Intent } from './intents';
import { type Period } from './periods';
import { type ComparedPeriods } from './compare-periods';
import { type CategoryMemory } from './category-memory';
import { type ForeignCurrency } from './foreign-currency';
import { type AccountRef, type KnownAccount } from './account-words';
import { type TransferRequest } from './transfers';
import { type FxRequest, type NewAccountRequest } from './account-intents';
import { type RecordPosition } from './record-position';
import { type AdviceTopic } from './advice-rules';

/** `accounts`: the balances of the person's accounts now ("quanto tenho?", "saldo do BAI"), not a period's result. */
export type QueryType = 'balance' | 'spending' | 'income' | 'owedToMe' | 'iOwe' | 'biggestExpenses' | 'accounts';

/** `compare`: "compara janeiro com fevereiro" sets two periods side by side (balance, spending or income). */
export interface QueryRequest { type: QueryType; period?: Period; category?: CategoryKey; party?: string; compare?: ComparedPeriods; account?: AccountRef }
export interface BudgetRequest { action: 'set' | 'check' | 'delete'; category?: CategoryKey; amountCents?: Cents }
export interface GoalRequest { action: 'set' | 'progress' | 'contribute' | 'delete'; name?: string; targetCents?: Cents; deadline?: DayString; amountCents?: Cents }
/** `range`: a period already over ("o relatório de outubro", "last week's report"); without it, the one running now. */
export interface ReportRequest { period: 'week' | 'month'; range?: DayRange }
export interface SettingsRequest { language: Lang }
/**
 * "apaga o último" → delete; "não era transporte, era comida" → correct with the new category;
 * "não foi hoje, foi ontem" → the new day; "era em euros" → the new currency. `from` is the
 * category the message says was wrong ("não era supermercado" → groceries): the record to
 * change is the latest one in it. Only `delete` deletes, and only an explicit undo asks for it.
 */
export interface UndoRequest { action: 'delete' | 'correct'; category?: CategoryKey; from?: CategoryKey; amountCents?: Cents; date?: DayString; currency?: Currency; position?: RecordPosition }

export interface Understanding {
  intent: Intent;
  /** The language the message is written in (or the user's, when it does not say). */
  lang: Lang;
  kind: RecordKind | null;
  amountCents: Cents | null;
  currency: Currency;
  /** Set when the figure is in a currency Kumbu keeps no books in ("800 rands"); nothing is recorded then. */
  foreignCurrency?: ForeignCurrency;
  /** Records: income or expense category. Queries and budgets: the category asked about. */
  category: CategoryKey | null;
  party: string | null;
  date: DayString;
  /** True when the message named the day; false when `date` is today by default. */
  dateStated: boolean;
  description: string;
  /** 0–1: how sure the rules are; low values are where a model (model.ts) may help. */
  confidence: number;
  query?: QueryRequest;
  budget?: BudgetRequest;
  goal?: GoalRequest;
  report?: ReportRequest;
  settings?: SettingsRequest;
  undo?: UndoRequest;
  /**
   * Help about one thing: "apaga a minha conta" asks how to delete the account (nothing is deleted);
   * `support`: "quero falar com o suporte" asks for a person (a support request is opened).
   */
  helpTopic?: 'deleteAccount' | 'support' | 'statement';
  /** Kind `transfer`: between which of the person's accounts, and an exchange's other side. */
  transfer?: TransferRequest;
  /** The account a record names ("com o cartão do BAI", "recebi no Express"); absent → the default account. */
  account?: AccountRef;
  /** Intent `account`: the account to open ("abre uma conta Poupança"). */
  newAccount?: NewAccountRequest;
  /** A rate asked about ("quanto é 100 dólares em kz?"): not the person's books, answered from stored rates. */
  fx?: FxRequest;
  /** An advice question ("posso gastar 50 mil este fim de semana?"), intent `unknown`: never a record (advice-rules.ts). */
  advice?: AdviceTopic;
  /** A message with several records ("paguei a ENDE 12 mil e a EPAL 5 mil"): each one, in order; the fields above are the first's. */
  items?: Understanding[];
  /** "paguei o resto": the amount is what is still owed to or by `party`, which only the books know. */
  followUp?: 'rest';
}

export interface UnderstandContext {
  /** The user's today, YYYY-MM-DD in Africa/Luanda. */
  today: DayString;
  lang?: Lang;
  memory?: CategoryMemory;
  /** The person's accounts, so a message can name them as they are called ("do Poupança Casa"). */
  accounts?: readonly KnownAccount[];
}

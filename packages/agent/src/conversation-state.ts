// A short-lived memory of the conversation (issue 16, item 2): the last question asked (its
// type, period, category, party) and the records the last message wrote, so a follow-up can
// lean on them: "e em transporte?", "e o mês passado?", "e a Joana?", "ele devolveu metade",
// "paguei o resto", "apaga o 2". Plain data, kept by the server for a few minutes per person,
// and read back through `parseState`, which trusts nothing it did not write itself.
import { type Cents, type Currency, isCurrency, toCents } from '@kumbu/core/money';
import { isDayString, isPreset } from '@kumbu/core/date-range';
import { RECORD_KINDS, type RecordKind } from '@kumbu/core/records';
import { type CategoryKey, isCategoryKey } from './categories';
import { type Period } from './periods';
import { type QueryRequest, type QueryType, type Understanding } from './understanding';

/** How long a conversation is remembered: a follow-up comes within minutes, not the next day. */
export const STATE_TTL_MS = 30 * 60 * 1000;

/** A record the last message wrote, as a follow-up may refer to it. */
export interface RememberedRecord {
  readonly id: string;
  readonly kind: RecordKind;
  readonly amountCents: Cents;
  readonly currency: Currency;
  readonly party: string | null;
  readonly category: CategoryKey | null;
}

/** The last question: what a follow-up like "e em transporte?" changes one part of. */
export interface RememberedQuery {
  readonly type: QueryType;
  readonly period?: Period;
  readonly category?: CategoryKey;
  readonly party?: string;
}

export interface ConversationState {
  readonly query?: RememberedQuery;
  readonly records?: readonly RememberedRecord[];
}

export const EMPTY_STATE: ConversationState = {};

const QUERY_TYPES: readonly QueryType[] = ['balance', 'spending', 'income', 'owedToMe', 'iOwe', 'biggestExpenses', 'accounts'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;
const MAX_RECORDS = 10;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function parsePeriod(v: unknown): Period | undefined {
  if (isPreset(v)) return v;
  if (!isObject(v) || !isDayString(v['start']) || !isDayString(v['end']) || v['start'] > v['end']) return undefined;
  const name = v['name'] === 'thisWeek' || v['name'] === 'lastWeek' ? v['name'] : undefined;
  return { start: v['start'], end: v['end'], ...(name ? { name } : {}) };
}

function parseQuery(v: unknown): RememberedQuery | undefined {
  if (!isObject(v) || !(QUERY_TYPES as readonly unknown[]).includes(v['type'])) return undefined;
  const period = parsePeriod(v['period']);
  const category = isCategoryKey(v['category']) ? v['category'] : undefined;
  const party = typeof v['party'] === 'string' && v['party'].length <= 80 ? v['party'] : undefined;
  return { type: v['type'] as QueryType, ...(period ? { period } : {}), ...(category ? { category } : {}), ...(party ? { party } : {}) };
}

function parseRecord(v: unknown): RememberedRecord | null {
  if (!isObject(v) || typeof v['id'] !== 'string' || !UUID.test(v['id'])) return null;
  const kind = v['kind'];
  const amount = v['amountCents'];
  if (!(RECORD_KINDS as readonly unknown[]).includes(kind) || typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0 || !isCurrency(v['currency'])) return null;
  const party = typeof v['party'] === 'string' && v['party'].length <= 80 ? v['party'] : null;
  const category = isCategoryKey(v['category']) ? v['category'] : null;
  return { id: v['id'], kind: kind as RecordKind, amountCents: toCents(amount), currency: v['currency'], party, category };
}

/** The stored JSON back as a state; anything malformed is forgotten, never trusted. */
export function parseState(stored: unknown): ConversationState {
  if (!isObject(stored)) return EMPTY_STATE;
  const query = parseQuery(stored['query']);
  const records = Array.isArray(stored['records'])
    ? stored['records'].slice(0, MAX_RECORDS).map(parseRecord).filter((r): r is RememberedRecord => r !== null)
    : [];
  return { ...(query ? { query } : {}), ...(records.length > 0 ? { records } : {}) };
}

/** After a question: remember what it was about (a new question replaces the last one). */
export function rememberQuery(state: ConversationState, q: QueryRequest): ConversationState {
  const query: RememberedQuery = {
    type: q.type, ...(q.period !== undefined ? { period: q.period } : {}), ...(q.category !== undefined ? { category: q.category } : {}),
    ...(q.party !== undefined ? { party: q.party } : {}),
  };
  return { ...state, query };
}

/** After records were written: they are what "metade", "o resto" and "apaga o 2" refer to. */
export function rememberRecords(state: ConversationState, records: readonly RememberedRecord[]): ConversationState {
  return records.length === 0 ? state : { ...state, records: records.slice(0, MAX_RECORDS) };
}

/** The understanding a remembered question becomes again, with `u`'s language and day. */
export function queryFrom(u: Understanding, q: RememberedQuery): Understanding {
  const request: QueryRequest = { type: q.type, ...(q.period !== undefined ? { period: q.period } : {}), ...(q.category !== undefined ? { category: q.category } : {}), ...(q.party !== undefined ? { party: q.party } : {}) };
  return {
    ...u, intent: 'query', kind: null, amountCents: null, category: q.category ?? null, party: q.party ?? null, confidence: 0.8, query: request,
  };
}

// The hook for an optional language model. The rules (understand.ts) always run first and
// are enough offline; when they are unsure (low confidence), the server may ask a model
// through this interface — e.g. an OpenAI-compatible chat endpoint (DECISIONS.md: "language
// model: none ↔ any OpenAI-compatible endpoint"). Nothing here calls anything: the server
// implements `UnderstandingModel`, and whatever the model says is validated before use.
import { isLang } from '@kumbu/core/lang';
import { RECORD_KINDS, type RecordKind } from '@kumbu/core/records';
import { decimalToCents, isCurrency } from '@kumbu/core/money';
import { isDayString } from '@kumbu/core/date-range';
import { CATEGORY_KEYS, isCategoryKey } from './categories';
import { FOREIGN_CURRENCIES, isForeignCurrency } from './foreign-currency';
import { INTENTS, type Intent } from './intents';
import { understand } from './understand';
import { type Understanding, type UnderstandContext } from './understanding';

/** What a model may propose; every field optional and checked. */
export interface ModelSuggestion {
  intent?: string; kind?: string | null; amount?: string | number | null; currency?: string;
  category?: string | null; party?: string | null; date?: string; lang?: string;
}

export interface UnderstandingModel {
  /** Given the chat messages below, returns the model's JSON answer (already parsed), or null. */
  suggest(messages: readonly ChatMessage[]): Promise<ModelSuggestion | null>;
}

export interface ChatMessage { role: 'system' | 'user'; content: string }

/** Below this, the rules ask the model (when the server configured one). */
export const MODEL_THRESHOLD = 0.6;

/** The prompt for an OpenAI-compatible chat endpoint: the schema, today, and the rules' guess. */
export function modelMessages(text: string, ctx: UnderstandContext, guess: Understanding): ChatMessage[] {
  const system = [
    'You read WhatsApp messages about money from Angola (Portuguese of Angola or English) and answer JSON only:',
    `{"intent": one of ${INTENTS.join('|')}, "kind": one of ${RECORD_KINDS.join('|')} or null, "amount": decimal string or null,`,
    `"currency": AOA|USD|EUR, or the ISO code of another currency the message names (${FOREIGN_CURRENCIES.join('|')}), "category": one of ${CATEGORY_KEYS.join('|')} or null, "party": string or null, "date": YYYY-MM-DD, "lang": pt|en}.`,
    `Today is ${ctx.today} (Africa/Luanda). Dates are in the past unless the message says otherwise.`,
  ].join(' ');
  const hint = JSON.stringify({ intent: guess.intent, kind: guess.kind, category: guess.category, party: guess.party, date: guess.date });
  return [{ role: 'system', content: system }, { role: 'user', content: `${text}\n\n(rules guessed: ${hint})` }];
}

const isIntent = (v: unknown): v is Intent => typeof v === 'string' && (INTENTS as readonly string[]).includes(v);
const isKind = (v: unknown): v is RecordKind => typeof v === 'string' && (RECORD_KINDS as readonly string[]).includes(v);

/** Applies the valid parts of a suggestion over the rules' answer; the amount stays exact (decimal text → cêntimos). */
export function mergeSuggestion(guess: Understanding, s: ModelSuggestion, today: string): Understanding {
  const out: Understanding = { ...guess };
  if (isIntent(s.intent)) out.intent = s.intent;
  // A transfer needs its accounts, which only the rules read: the model may not make one up,
  // nor turn the rules' transfer into something else.
  if ((s.kind === null || isKind(s.kind)) && s.kind !== 'transfer' && guess.kind !== 'transfer') out.kind = s.kind;
  if (s.amount === null) out.amountCents = null;
  else if (s.amount !== undefined) out.amountCents = decimalToCents(String(s.amount)) ?? guess.amountCents;
  if (isCurrency(s.currency)) out.currency = s.currency;
  // "800 rands" read by the model: flagged, so it is refused rather than booked as 800 Kz.
  // A foreign currency the rules saw stays: refusing to book is the safe side.
  else if (isForeignCurrency(s.currency)) out.foreignCurrency = s.currency;
  if (s.category === null || isCategoryKey(s.category)) out.category = s.category;
  if (s.party === null || (typeof s.party === 'string' && s.party.length <= 80)) out.party = s.party;
  if (isDayString(s.date) && s.date <= today) out.date = s.date;
  if (isLang(s.lang)) out.lang = s.lang;
  return out;
}

/** Rules first; the model only when the rules are unsure and one is configured. A failing model never breaks understanding. */
export async function understandWithModel(text: string, ctx: UnderstandContext, model?: UnderstandingModel): Promise<Understanding> {
  const guess = understand(text, ctx);
  if (!model || guess.confidence >= MODEL_THRESHOLD) return guess;
  try {
    const s = await model.suggest(modelMessages(text, ctx, guess));
    return s ? mergeSuggestion(guess, s, ctx.today) : guess;
  } catch {
    return guess;
  }
}

// What the WhatsApp benchmark's parent and its server child agree on: the Cloud API
// credentials (fake, the Graph API is local), the users' numbers, and the message each
// user sends. The amount is the message's identity: every message names a different one,
// so the reply the fake Graph API receives tells exactly which message it answers.

export const APP_SECRET = 'bench-whatsapp-app-secret';
export const VERIFY_TOKEN = 'bench-whatsapp-verify-token';
export const ACCESS_TOKEN = 'bench-whatsapp-graph-token';
export const PHONE_NUMBER_ID = '123456789012345';
export const GRAPH_VERSION = 'v21.0';
export const WEBHOOK_PATH = '/api/whatsapp/webhook';

/** Users with a matched WhatsApp number and an active trial (their messages are recorded). */
export const USERS = 50;

/** The wa_id (digits, no '+') of user i: Angolan mobile numbers 244 923 000 000 + i. */
export function userWaId(i: number): string {
  return `244923${String(i).padStart(6, '0')}`;
}

/** Amounts start here (in kwanzas) and go up by one per message: unique for the whole run. */
export const FIRST_AMOUNT = 1_000;

/** "gastei 1234 no taxi": an expense the co-pilot records (Transporte) and confirms. */
export function expenseText(amountKz: number): string {
  return `gastei ${amountKz} no taxi`;
}

/**
 * The amount a reply confirms, in whole kwanzas: the first money figure of the text
 * ("✅ Despesa registada: 1 234,00 Kz · …"), whatever the wording around it. null when
 * the reply names no amount (a refusal, a help text).
 */
export function confirmedAmountKz(replyText: string): number | null {
  const match = /(\d[\d\s\u00a0\u202f.,]*\d)\s*Kz/.exec(replyText) ?? /AOA\s*(\d[\d\s\u00a0\u202f.,]*\d)/.exec(replyText);
  if (!match?.[1]) return null;
  // Two decimals always follow (cêntimos); separators differ between languages.
  const cents = Number(match[1].replace(/\D/g, ''));
  return Number.isSafeInteger(cents) ? cents / 100 : null;
}

// The renewal payload (spec §3: firebase_uid, planName, duration, totalAmount,
// paymentConfirmed) plus how to pay, read and checked at the boundary. Everything that can be
// refused without asking a gateway is refused here: unknown plan or duration, Unlimited (on
// request), a total that is not the server's, a method the gateway does not take, a card
// that fails core/cards' rules, a phone that is no Angolan mobile.
import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { cardProblemFields, validateCard, type CardBrand } from '@kumbu/core/cards';
import { KumbuError, type FieldError } from '@kumbu/core/errors';
import type { Bilingual, Lang } from '@kumbu/core/lang';
import { formatMoney } from '@kumbu/core/money';
import { normalisePhone } from '@kumbu/core/phone';
import { quoteRenewal, totalAmountCents, type RenewalProblem, type RenewalQuote } from '@kumbu/core/plan-durations';
import { langOf } from '../../http/lang';
import { parseWith } from '../../http/parse';
import type { CardDetails, PaymentMethod } from '../../adapters/payments/payment-gateway';

const card = z.object({
  number: z.string().max(40),
  expiry: z.string().max(10),
  cvc: z.string().max(8),
  holder: z.string().max(120),
});

const payment = z.discriminatedUnion('method', [
  z.object({ method: z.literal('card'), card }),
  z.object({ method: z.literal('multicaixa-express'), phone: z.string().max(40) }),
  z.object({ method: z.literal('reference') }),
]);

export const renewalBody = z.object({
  firebase_uid: z.string().max(200).optional(),
  planName: z.string().min(1).max(60),
  duration: z.union([z.string().max(60), z.number()]).optional(),
  totalAmount: z.union([z.number(), z.string().max(30)]),
  paymentConfirmed: z.boolean().optional(),
  payment,
});
export type RenewalBody = z.infer<typeof renewalBody>;

const MESSAGES = {
  planInvalid: { pt: 'Plano desconhecido: escolha Básico, Standard ou Pro.', en: 'Unknown plan: choose Basic, Standard or Pro.' },
  durationInvalid: { pt: 'Duração inválida: escolha 1, 3, 6 ou 12 meses.', en: 'Invalid duration: choose 1, 3, 6 or 12 months.' },
  durationMismatch: { pt: 'A duração não corresponde à do plano escolhido.', en: 'The duration does not match the chosen plan.' },
  totalInvalid: { pt: 'Indique o total em kwanzas (por exemplo 39000 ou "39000.00").', en: 'Give the total in kwanzas (for example 39000 or "39000.00").' },
  totalExpected: { pt: 'O total atual é {total}.', en: 'The current total is {total}.' },
  notConfirmed: { pt: 'Confirme o pagamento para continuar.', en: 'Please confirm the payment to continue.' },
  phoneInvalid: { pt: 'Indique o número Multicaixa Express: +244 9XX XXX XXX.', en: 'Enter the Multicaixa Express number: +244 9XX XXX XXX.' },
} as const satisfies Record<string, Bilingual>;

export const RENEWAL_MESSAGES = MESSAGES;

/** Multicaixa Express lives on Angolan mobile numbers. */
const ANGOLAN_MOBILE = /^\+2449\d{8}$/;

/** "923 456 789" as people in Angola write it, or any international form → E.164. */
function expressPhone(raw: string): string {
  const digits = raw.replace(/[\s().-]/gu, '');
  return /^9\d{8}$/.test(digits) ? `+244${digits}` : normalisePhone(raw);
}

export type RenewalPayment =
  /** `details` go to the gateway for this one charge and nowhere else. */
  | { readonly method: 'card'; readonly brand: CardBrand; readonly lastFour: string; readonly details: CardDetails; readonly fingerprint: string }
  | { readonly method: 'multicaixa-express'; readonly phone: string }
  | { readonly method: 'reference' };

export interface Renewal {
  readonly quote: RenewalQuote;
  readonly payment: RenewalPayment;
}

function field(name: string, message: string): KumbuError {
  return new KumbuError('validation-failed', { fields: [{ field: name, message }] });
}

function quoteProblem(problem: Exclude<RenewalProblem, 'plan-on-request'>, lang: Lang): KumbuError {
  switch (problem) {
    case 'plan-invalid': return field('planName', MESSAGES.planInvalid[lang]);
    case 'duration-mismatch': return field('duration', MESSAGES.durationMismatch[lang]);
    case 'duration-invalid': case 'duration-not-offered': return field('duration', MESSAGES.durationInvalid[lang]);
  }
}

/**
 * Reads and checks a renewal. `methods` are what the configured gateway takes. Throws a
 * KumbuError for every refusal; the order is the order a person fixes things in.
 */
export function readRenewal(request: FastifyRequest, methods: readonly PaymentMethod[], now: Date, secret: string): { body: RenewalBody; renewal: Renewal } {
  const lang = langOf(request);
  const body = parseWith(renewalBody, request.body, request);
  if (body.paymentConfirmed === false) throw field('paymentConfirmed', MESSAGES.notConfirmed[lang]);
  const quoted = quoteRenewal(body.planName, body.duration);
  if (!quoted.ok) {
    if (quoted.problem === 'plan-on-request') throw new KumbuError('plan-on-request');
    throw quoteProblem(quoted.problem, lang);
  }
  const { quote } = quoted;
  const sent = totalAmountCents(body.totalAmount);
  if (sent === null) throw field('totalAmount', MESSAGES.totalInvalid[lang]);
  if (sent !== quote.totalCents) {
    const total = formatMoney(quote.totalCents, 'AOA', lang);
    throw new KumbuError('total-mismatch', {
      fields: [{ field: 'totalAmount', message: MESSAGES.totalExpected[lang].replace('{total}', total) }],
      detail: `totalAmount differs from the server's total for ${quote.plan} ${quote.duration}`,
    });
  }
  if (!methods.includes(body.payment.method)) throw new KumbuError('payment-method-unavailable');
  return { body, renewal: { quote, payment: readPayment(body.payment, lang, now, secret) } };
}

function readPayment(input: RenewalBody['payment'], lang: Lang, now: Date, secret: string): RenewalPayment {
  switch (input.method) {
    case 'card': {
      const check = validateCard(input.card, now);
      if (!check.ok) {
        const fields: FieldError[] = cardProblemFields(check.problems, lang).map((f) => ({ field: `payment.card.${f.field}`, message: f.message }));
        throw new KumbuError('validation-failed', { fields });
      }
      const { card: valid } = check;
      const cvc = input.card.cvc.trim();
      // A keyed hash (never the number itself) lets the Idempotency-Key's request hash tell two cards apart.
      const fingerprint = createHmac('sha256', secret)
        .update(['kumbu-card', valid.number, `${valid.expiry.month}/${valid.expiry.year}`, cvc, valid.holder].join('\u0000'))
        .digest('hex');
      return {
        method: 'card', brand: valid.brand, lastFour: valid.lastFour, fingerprint,
        details: { number: valid.number, expiry: input.card.expiry.trim(), cvc, holder: valid.holder },
      };
    }
    case 'multicaixa-express': {
      const phone = expressPhone(input.phone);
      if (!ANGOLAN_MOBILE.test(phone)) throw field('payment.phone', MESSAGES.phoneInvalid[lang]);
      return { method: 'multicaixa-express', phone };
    }
    case 'reference': return { method: 'reference' };
  }
}

/**
 * The body with the card replaced by what may be kept: brand, last four and the card's keyed
 * fingerprint. Put back into `request.body` before anything else reads it (idempotency,
 * error handling), so the card number and CVC live only in the details handed to the gateway.
 */
export function redactedBody(body: RenewalBody, renewal: Renewal): unknown {
  const { payment } = renewal;
  if (payment.method !== 'card') return body;
  return { ...body, payment: { method: 'card', card: { brand: payment.brand, lastFour: payment.lastFour, fingerprint: payment.fingerprint } } };
}

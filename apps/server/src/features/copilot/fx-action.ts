// "quanto é 100 dólares em kz?", "quanto está o dólar?", "how much is $100 in kwanza?" → the
// stored rate of today (or the latest earlier one, said so) with its day and source, and the
// sum converted; no rate at all is said plainly, never treated as zero (issue 15).
import { type Cents, toCents } from '@kumbu/core/money';
import { FOREIGN_CURRENCIES, RATE_SCALE, convertCents } from '@kumbu/core/fx';
import type { FxRequest } from '@kumbu/agent/account-intents';
import { fold } from '@kumbu/agent/text';
import { fxReply, type FxAnswer } from '@kumbu/agent/reply/account-replies';
import type { Reply } from '@kumbu/agent/reply/replies';
import { copilotRateBook } from './copilot-kwanza';
import type { CopilotContext } from './copilot-context';

/** Kwanza → foreign at a rate: cents × 1e6 / micros, rounded half up (exact, in BigInt). */
function fromKwanza(kzCents: Cents, micros: number): Cents {
  const big = (BigInt(kzCents) * BigInt(RATE_SCALE) * 2n + BigInt(micros)) / (2n * BigInt(micros));
  return toCents(Number(big));
}

/** "na rua", "kinguila", "mercado informal": a street rate asked about, which Kumbu does not keep. */
const STREET = /(?<![\p{L}])(?:rua|kinguila|kinguilas|informal|paralelo|street|black market)(?![\p{L}])/u;

export async function fxAction(ctx: CopilotContext, fx: FxRequest, text: string): Promise<Reply[]> {
  const book = await copilotRateBook(ctx);
  const currencies = fx.currency === null ? FOREIGN_CURRENCIES : [fx.currency];
  const answers: FxAnswer[] = currencies.map((currency) => {
    const found = book.find(currency, ctx.today);
    if (!found) return { currency, rate: null, fallback: false };
    const base: FxAnswer = { currency, rate: found.rate, fallback: found.fallback };
    if (fx.amountCents === null || fx.amountCents <= 0) return base;
    const amount = toCents(fx.amountCents);
    const conversion = fx.toKwanza
      ? { fromCents: amount, fromCurrency: currency, toCents: convertCents(amount, found.rate.micros), toCurrency: 'AOA' as const }
      : { fromCents: amount, fromCurrency: 'AOA' as const, toCents: fromKwanza(amount, found.rate.micros), toCurrency: currency };
    return { ...base, conversion };
  });
  return [fxReply(answers, STREET.test(fold(text)), ctx.lang)];
}

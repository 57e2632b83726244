// Every route the server registers (apps/server/src/app.ts and features/*: the `app.get|post|…`
// calls), with the fields each reads and a valid example, so the fuzzer can both send junk and
// get past the first checks with one field spoiled at a time. A route missing here is a gap
// in the audit: `unlistedRoutes` compares this list with the server's own sources.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export type Who =
  /** a signed-in, verified account (sometimes sent anonymously too) */
  | 'user'
  /** never with the fuzz account's session: the route would end it (sign-out, deletion, raw auth) */
  | 'anonymous'
  /** the WhatsApp webhook: signed with the app secret */
  | 'webhook';

export interface Route {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** With :param placeholders. */
  readonly path: string;
  readonly who: Who;
  readonly query?: Readonly<Record<string, string>>;
  readonly body?: Readonly<Record<string, unknown>>;
  /** Example values of the path's params. */
  readonly params?: Readonly<Record<string, string>>;
  /** An SSE stream: read the status and headers only. */
  readonly stream?: boolean;
}

export function routes(ctx: { today: string; monthAgo: string; recordId: string; goalId: string; paymentId: string; number: string }): Route[] {
  const range = { start: ctx.monthAgo, end: ctx.today };
  const record = { type: 'expense', amount: '1500', currency: 'AOA', category: 'Transporte', party: 'João', description: 'taxi', notes: 'nota', date: ctx.today };
  const id = { id: ctx.recordId };
  return [
    { method: 'GET', path: '/api/health', who: 'anonymous' },
    { method: 'GET', path: '/api/records', who: 'user', query: { ...range, collection: 'transactions', type: 'expense', party: 'João', limit: '50', cursor: '', tz: 'Africa/Luanda' } },
    { method: 'GET', path: '/api/records/:id', who: 'user', params: id },
    { method: 'POST', path: '/api/records', who: 'user', body: record },
    { method: 'PATCH', path: '/api/records/:id', who: 'user', params: id, body: record },
    { method: 'DELETE', path: '/api/records/:id', who: 'user', params: { id: '00000000-0000-4000-8000-000000000000' } },
    { method: 'GET', path: '/api/records/summary', who: 'user', query: { ...range, tz: 'Africa/Luanda' } },
    { method: 'GET', path: '/api/records/export.csv', who: 'user', query: { ...range, collection: 'debts', type: 'debtTaken', party: 'João' } },
    { method: 'GET', path: '/api/records/stream', who: 'user', stream: true, query: { lastEventId: '0' } },
    { method: 'GET', path: '/api/budgets', who: 'user' },
    { method: 'PUT', path: '/api/budgets/:category', who: 'user', params: { category: 'transport' }, body: { amountCents: 5_000_000, currency: 'AOA' } },
    { method: 'DELETE', path: '/api/budgets/:category', who: 'user', params: { category: 'leisure' } },
    { method: 'GET', path: '/api/goals', who: 'user' },
    { method: 'POST', path: '/api/goals', who: 'user', body: { name: 'Carro', targetCents: 50_000_000, currency: 'AOA', deadline: '2027-12-31' } },
    { method: 'POST', path: '/api/goals/:id/contributions', who: 'user', params: { id: ctx.goalId }, body: { amountCents: 100_000 } },
    { method: 'DELETE', path: '/api/goals/:id', who: 'user', params: { id: '00000000-0000-4000-8000-000000000000' } },
    { method: 'GET', path: '/api/account/me', who: 'user' },
    { method: 'PUT', path: '/api/account/report-prefs', who: 'user', body: { weekly: { email: true }, monthly: { email: false } } },
    { method: 'GET', path: '/api/account/confirm-email-change', who: 'anonymous', query: { token: 'abc' } },
    { method: 'PUT', path: '/api/onboardNewClient/email', who: 'user', body: { newEmail: 'novo@example.ao', currentPassword: 'not-the-password-1' } },
    { method: 'PUT', path: '/api/onboardNewClient/password', who: 'user', body: { currentPassword: 'not-the-password-1', newPassword: 'Outra-Senha-2026', confirmPassword: 'Outra-Senha-2026' } },
    { method: 'POST', path: '/api/account/sign-up', who: 'anonymous', body: { fullName: 'Ana Silva', username: 'ana', whatsapp: '+244923111222', email: 'ana@example.ao', password: 'Senha-Boa-2026', confirmPassword: 'Senha-Boa-2026', language: 'pt' } },
    { method: 'POST', path: '/api/account/sign-in', who: 'anonymous', body: { email: 'ninguem@example.ao', password: 'errada-123456' } },
    { method: 'POST', path: '/api/account/sign-out', who: 'anonymous', body: {} },
    { method: 'POST', path: '/api/account/resend-verification', who: 'anonymous', body: { email: 'ninguem@example.ao' } },
    { method: 'POST', path: '/api/account/forgot-password', who: 'anonymous', body: { email: 'ninguem@example.ao' } },
    { method: 'POST', path: '/api/account/reset-password', who: 'anonymous', body: { token: 'abc', newPassword: 'Senha-Nova-2026' } },
    { method: 'GET', path: '/api/bot-protection/config', who: 'anonymous' },
    { method: 'GET', path: '/api/altcha/challenge', who: 'anonymous' },
    { method: 'POST', path: '/api/onboarding/phone/send', who: 'anonymous', body: { phone: '+244923111333', email: 'ana@example.ao', language: 'pt', recaptchaToken: 'x', recaptchaAction: 'sms_send' } },
    { method: 'POST', path: '/api/onboarding/phone/verify', who: 'anonymous', body: { verificationId: '00000000-0000-4000-8000-000000000000', code: '123456', name: 'Ana Silva', email: 'ana@example.ao', password: 'Senha-Boa-2026' } },
    { method: 'GET', path: '/api/onboardNewClient', who: 'anonymous', query: { whatsappId: '+244923111444', email: 'ana@example.ao' } },
    { method: 'POST', path: '/api/onboardNewClient', who: 'user', body: { whatsappId: '+244923111555', userName: 'Ana', language: 'pt', wantsTrial: true, selectedPlan: 'standard', recaptchaToken: 'x' } },
    { method: 'DELETE', path: '/api/onboardNewClient', who: 'anonymous', body: {} },
    { method: 'POST', path: '/api/subscription-management', who: 'user', body: {} },
    { method: 'POST', path: '/api/renew-subscription', who: 'user', body: { planName: 'standard', duration: 1, totalAmount: 1, payment: { method: 'card', card: { number: '4000 0000 0000 0002', expiry: '12/35', cvc: '123', holder: 'Ana' } } } },
    { method: 'GET', path: '/api/payment-intents/:id', who: 'user', params: { id: '00000000-0000-4000-8000-000000000000' } },
    { method: 'GET', path: '/api/payments/:id/receipt', who: 'user', params: { id: ctx.paymentId }, query: { lang: 'en' } },
    { method: 'POST', path: '/api/payments/proxypay/notification', who: 'anonymous', body: { id: 1, amount: '1000.00', reference_id: 123456789, custom_fields: {} } },
    { method: 'POST', path: '/dev/payments/:id/settle', who: 'anonymous', params: { id: '00000000-0000-4000-8000-000000000000' } },
    { method: 'GET', path: '/api/dev/outbox', who: 'anonymous', query: { to: 'ana@example.ao', channel: 'email', limit: '5' } },
    { method: 'GET', path: '/dev/outbox', who: 'anonymous' },
    { method: 'GET', path: '/dev/whatsapp', who: 'anonymous', query: { number: ctx.number, lang: 'pt' } },
    { method: 'POST', path: '/dev/whatsapp/send', who: 'anonymous', body: { number: ctx.number, name: 'Ana', text: 'olá', lang: 'pt' } },
    { method: 'POST', path: '/dev/whatsapp/tap', who: 'anonymous', body: { number: ctx.number, kind: 'button', id: 'undo:00000000-0000-4000-8000-000000000000', title: 'Anular', lang: 'pt' } },
    { method: 'GET', path: '/api/whatsapp/webhook', who: 'anonymous', query: { 'hub.mode': 'subscribe', 'hub.verify_token': 'x', 'hub.challenge': '123' } },
    { method: 'POST', path: '/api/whatsapp/webhook', who: 'webhook' },
    { method: 'GET', path: '/api/auth/get-session', who: 'user' },
    { method: 'GET', path: '/api/auth/list-sessions', who: 'user' },
    { method: 'GET', path: '/api/auth/verify-email', who: 'anonymous', query: { token: 'abc', callbackURL: '/dashboard' } },
    { method: 'GET', path: '/api/auth/reset-password/:token', who: 'anonymous', params: { token: 'abc' }, query: { callbackURL: '/reset-password' } },
    { method: 'POST', path: '/api/auth/sign-in/email', who: 'anonymous', body: { email: 'ninguem@example.ao', password: 'errada-123456' } },
    { method: 'POST', path: '/api/auth/sign-up/email', who: 'anonymous', body: { name: 'Ana', email: 'ana2@example.ao', password: 'Senha-Boa-2026' } },
    { method: 'POST', path: '/api/auth/sign-out', who: 'anonymous', body: {} },
    { method: 'GET', path: '/api/no-such-route', who: 'anonymous' },
    // Last: they may move the fuzz account's number away from the one the webhook cases write from.
    { method: 'PUT', path: '/api/account/whatsapp', who: 'user', body: { whatsapp: '+244923111666' } },
    { method: 'POST', path: '/api/account/whatsapp/send-code', who: 'user', body: { language: 'pt' } },
    { method: 'POST', path: '/api/account/whatsapp/verify', who: 'user', body: { verificationId: '00000000-0000-4000-8000-000000000000', code: '123456' } },
    { method: 'DELETE', path: '/api/account/whatsapp/claim', who: 'user' },
  ];
}

/**
 * Routes the server's sources register that this catalogue does not name (method + path):
 * the audit says so rather than silently missing a new route.
 */
export function unlistedRoutes(serverSrc: string, listed: readonly Route[]): string[] {
  const known = new Set(listed.map((r) => `${r.method} ${r.path}`));
  const found: string[] = [];
  const pattern = /\b(?:app|scope)\.(get|post|put|patch|delete)\(\s*'([^']+)'/g;
  for (const file of walk(serverSrc)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(pattern)) {
      const key = `${(m[1] ?? '').toUpperCase()} ${m[2] ?? ''}`;
      if (!known.has(key)) found.push(key);
    }
  }
  return [...new Set(found)].sort();
}

function walk(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...walk(full));
    else if (name.endsWith('.ts')) out.push(full);
  }
  return out;
}

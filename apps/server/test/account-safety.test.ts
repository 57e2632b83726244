// Account safety (issue 17 item 6), with mail through a real SMTP server (smtp-server):
// the password-changed notice and the old address's notice of an e-mail change, each in the
// profile's language; deleting the account needs the current password (a wrong one is
// `wrong-current-password` and deletes nothing); the CSV export of every record (`all=1`).
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { idempotencyKeys, records, users } from '@kumbu/db/schema';
import type { Lang } from '@kumbu/core/lang';
import { createAccount } from '../src/accounts/create-account';
import { startSmtpSink, type SmtpSink } from './fakes/smtp-sink';
import { cookieHeader, startTestApp, type TestApp } from './helpers';

interface Answer { success: boolean; status: number; code?: string; error?: string; fields?: { field: string; message: string }[] }
interface Mail { to: string[]; subject: string; body: string }

/** The raw message as text: quoted-printable undone (soft breaks, =XX bytes), read as UTF-8. */
function readMail(raw: Buffer): { subject: string; body: string } {
  const text = raw.toString('latin1');
  const subject = /^Subject: (.*)$/m.exec(text)?.[1] ?? '';
  const body = Buffer.from(text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
  return { subject, body };
}

describe('account safety over SMTP', () => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp('pglite', { MAIL_TRANSPORT: 'smtp', SMTP_URL: sink.url, MAIL_FROM: 'Kumbu <nao-responder@kumbu.ao>' });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const mailsTo = (address: string): Mail[] => sink.received.filter((m) => m.to.includes(address)).map((m) => ({ to: m.to, ...readMail(m.raw) }));

  async function person(email: string, language: Lang, password = 'muito-segura-1'): Promise<{ cookie: string; userId: string }> {
    const { userId } = await createAccount(t.database.db, t.app.kumbu.auth, { email, password, fullName: 'Nzinga Mbande', language, verified: true }, new Date());
    const res = await t.app.inject({ method: 'POST', url: '/api/account/sign-in', payload: { email, password } });
    expect(res.statusCode).toBe(200);
    return { cookie: cookieHeader(res.headers['set-cookie']), userId };
  }
  const put = (url: string, cookie: string, payload: object, lang: Lang = 'pt') => t.app.inject({ method: 'PUT', url, headers: { cookie, 'accept-language': lang }, payload });
  const del = (cookie: string, payload: object | undefined, key: string) => t.app.inject({
    method: 'DELETE', url: '/api/onboardNewClient', headers: { cookie, 'idempotency-key': key }, ...(payload ? { payload } : {}),
  });

  it('tells the person their password changed — when, and what to do if it was not them — in their language', async () => {
    const pt = await person('senha-pt@example.ao', 'pt');
    const wrong = await put('/api/onboardNewClient/password', pt.cookie, { currentPassword: 'errada-123', newPassword: 'nova-senha-77' });
    expect(wrong.json<Answer>()).toMatchObject({ status: 403, code: 'wrong-current-password', error: 'A senha atual está incorreta.' });
    expect(mailsTo('senha-pt@example.ao')).toEqual([]);
    expect((await put('/api/onboardNewClient/password', pt.cookie, { currentPassword: 'muito-segura-1', newPassword: 'nova-senha-77' })).statusCode).toBe(200);
    const [ptMail] = mailsTo('senha-pt@example.ao');
    expect(ptMail?.subject).toBe('A sua senha do Kumbu foi alterada');
    expect(ptMail?.body).toContain('Olá, Nzinga');
    expect(ptMail?.body).toMatch(/A senha da sua conta Kumbu foi alterada a \d{1,2} de \S+ às \d{2}:\d{2} \(hora de Luanda\)/);
    expect(ptMail?.body).toContain('Se não foi você, escolha já uma senha nova');

    // The profile's language decides, not the browser's.
    const en = await person('senha-en@example.ao', 'en');
    expect((await put('/api/onboardNewClient/password', en.cookie, { currentPassword: 'muito-segura-1', newPassword: 'nova-senha-77' }, 'pt')).statusCode).toBe(200);
    const [enMail] = mailsTo('senha-en@example.ao');
    expect(enMail?.subject).toBe('Your Kumbu password was changed');
    expect(enMail?.body).toMatch(/was changed on \w+ \d{1,2} at \d{1,2}:\d{2}\s?[AP]M \(Luanda time\)/);
    expect(enMail?.body).toContain('If it was not you, choose a new password now');
  });

  it('tells the old address that a change to the new one was asked for; the new one gets the link', async () => {
    const p = await person('antigo@example.ao', 'en');
    const ok = await put('/api/onboardNewClient/email', p.cookie, { newEmail: 'novo@example.ao', currentPassword: 'muito-segura-1' });
    expect(ok.statusCode).toBe(200);
    const [notice] = mailsTo('antigo@example.ao');
    expect(notice?.subject).toBe('Request to change the e-mail of your Kumbu account');
    expect(notice?.body).toContain('asked for your Kumbu account to use the address novo@example.ao');
    expect(notice?.body).toContain('If it was not you, someone knows your password');
    expect(notice?.body).not.toContain('confirm-email-change'); // the link only ever goes to the new address
    expect(mailsTo('novo@example.ao')[0]?.subject).toBe('Confirm your new e-mail for Kumbu');
    const wrong = await put('/api/onboardNewClient/email', p.cookie, { newEmail: 'outro@example.ao', currentPassword: 'nope-nope' });
    expect(wrong.json<Answer>()).toMatchObject({ status: 403, code: 'wrong-current-password' });
    expect(mailsTo('outro@example.ao')).toEqual([]);
  });

  it('deletes the account only with the current password; a wrong one deletes nothing', async () => {
    const p = await person('apagar@example.ao', 'pt');
    const add = await t.app.inject({ method: 'POST', url: '/api/records', headers: { cookie: p.cookie }, payload: { type: 'expense', amount: 1500 } });
    expect(add.statusCode).toBe(201);
    const stillThere = async () => ({
      user: (await t.database.db.select().from(users).where(eq(users.id, p.userId))).length,
      records: (await t.database.db.select().from(records).where(eq(records.userId, p.userId))).length,
    });

    const none = await del(p.cookie, undefined, 'del-none');
    expect(none.json<Answer>()).toMatchObject({ status: 400, code: 'validation-failed', fields: [{ field: 'currentPassword', message: 'Escreva a sua senha atual para eliminar a conta' }] });
    const wrong = await del(p.cookie, { currentPassword: 'errada-123' }, 'del-wrong');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json<Answer>()).toMatchObject({ code: 'wrong-current-password', error: 'A senha atual está incorreta.' });
    expect(await stillThere()).toEqual({ user: 1, records: 1 });
    expect((await t.app.inject({ method: 'GET', url: '/api/account/me', headers: { cookie: p.cookie } })).statusCode).toBe(200);
    // The refusal was not stored under its key: the same key with the right password deletes.
    const ok = await del(p.cookie, { currentPassword: 'muito-segura-1' }, 'del-wrong');
    expect(ok.json()).toEqual({ success: true, status: 200, data: { deleted: true } });
    expect(await stillThere()).toEqual({ user: 0, records: 0 });
    // A retry with the key replays the answer, whatever password it carries — and no hash of it was kept.
    expect((await del(p.cookie, { currentPassword: 'anything' }, 'del-wrong')).body).toBe(ok.body);
    const stored = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.scope, 'account.delete'));
    expect(stored.map((r) => r.requestHash)).toEqual([createHash('sha256').update(JSON.stringify({ firebase_uid: null })).digest('hex')]);
  });

  it('exports every record with all=1, whatever its date; a range is otherwise still required', async () => {
    const p = await person('exportar@example.ao', 'pt');
    for (const [amount, date] of [[100, '2024-03-05T12:00:00Z'], [200, '2026-01-10T12:00:00Z'], [300, new Date().toISOString()]] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/records', headers: { cookie: p.cookie }, payload: { type: 'expense', amount, date, description: `compra ${amount}` } });
      expect(res.statusCode).toBe(201);
    }
    const all = await t.app.inject({ method: 'GET', url: '/api/records/export.csv?all=1&lang=en', headers: { cookie: p.cookie } });
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-disposition']).toMatch(/^attachment; filename=transactions-all-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = all.body.split('\r\n').filter((l) => l !== '');
    expect(lines).toHaveLength(4); // header + 3
    expect(lines.slice(1).map((l) => /compra \d+/.exec(l)?.[0])).toEqual(['compra 300', 'compra 200', 'compra 100']);
    const noRange = await t.app.inject({ method: 'GET', url: '/api/records/export.csv', headers: { cookie: p.cookie } });
    expect(noRange.json<Answer>()).toMatchObject({ status: 400, code: 'validation-failed' });
    const bad = await t.app.inject({ method: 'GET', url: '/api/records/export.csv?all=yes', headers: { cookie: p.cookie } });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/records/export.csv?all=1' })).statusCode).toBe(401);
  });
});

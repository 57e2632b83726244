// The dev outbox page: lists e-mails and SMS with clickable links and big codes, escapes
// what it shows, speaks pt/en, and does not exist in production or with real adapters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '@kumbu/db/schema';
import { codeInSms as codeIn } from '@kumbu/core/sms-texts';
import { linksIn, OUTBOX_PAGE_TEXTS } from '../src/features/dev/outbox-page';
import { startTestApp, type TestApp } from './helpers';

describe('dev outbox page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await t.database.db.insert(outboxMessages).values([
      { channel: 'email', recipient: 'ana@kumbu.ao', subject: 'Confirme o seu e-mail no Kumbu', bodyText: 'Olá <Ana>\nConfirmar: http://localhost:3999/api/auth/verify-email?token=abc&callbackURL=/dashboard\n', bodyHtml: '<p>x</p>' },
      { channel: 'sms', recipient: '+244923000000', subject: null, bodyText: 'Kumbu: o seu código de verificação é 482913. Válido durante 10 minutos.' },
    ]);
  });
  afterAll(async () => { await t.close(); });

  it('lists every message, newest first, with the SMS code large and links clickable (pt by default)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    const html = res.body;
    expect(html).toContain('<html lang="pt">');
    expect(html).toContain(OUTBOX_PAGE_TEXTS.pt.title);
    expect(html).toContain('<p class="code" aria-label="Código">482913</p>');
    expect(html).toContain('<a href="http://localhost:3999/api/auth/verify-email?token=abc&amp;callbackURL=/dashboard">');
    expect(html.indexOf('482913')).toBeLessThan(html.indexOf('verify-email'));
    // Message text is escaped, never rendered as markup.
    expect(html).toContain('Olá &lt;Ana&gt;');
    expect(html).not.toContain('<Ana>');
  });

  it('filters by channel and answers in English when asked', async () => {
    const sms = await t.app.inject({ method: 'GET', url: '/dev/outbox?channel=sms', headers: { 'accept-language': 'en' } });
    expect(sms.body).toContain(OUTBOX_PAGE_TEXTS.en.title);
    expect(sms.body).toContain('482913');
    expect(sms.body).not.toContain('verify-email');
    const bad = await t.app.inject({ method: 'GET', url: '/dev/outbox?channel=fax' });
    expect(bad.statusCode).toBe(400);
  });

  it('finds codes and links in message texts', () => {
    expect(codeIn('o seu código é 123456.')).toBe('123456');
    expect(codeIn('sem código 12345 aqui')).toBeNull();
    expect(linksIn('a http://x.ao/a b https://y.ao/b?c=1 http://x.ao/a')).toEqual(['http://x.ao/a', 'https://y.ao/b?c=1']);
  });

  it('does not exist in production', async () => {
    const prod = await startTestApp('pglite', { NODE_ENV: 'production' });
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/dev/outbox' });
      expect(res.statusCode).toBe(404);
    } finally { await prod.close(); }
  });
});

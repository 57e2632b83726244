// E-mail through a real SMTP server (the smtp-server package), as in production.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from './fakes/smtp-sink';
import { startTestApp, type TestApp } from './helpers';

interface Received { to: string[]; raw: string }

describe('e-mail over SMTP', () => {
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
  // The sink keeps raw bytes; these tests read them as UTF-8 text.
  const received = (): Received[] => sink.received.map((m) => ({ to: m.to, raw: m.raw.toString('utf8') }));

  it('delivers the verification e-mail in the sign-up language, and hides the dev outbox', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/account/sign-up', headers: { 'accept-language': 'en' }, payload: {
      fullName: 'John Silva', username: 'johns', whatsapp: '+244 923 555 000', email: 'john@example.ao', password: 'kumbu-test-9', confirmPassword: 'kumbu-test-9', language: 'en',
    } });
    expect(res.statusCode).toBe(201);
    expect(received()).toHaveLength(1);
    expect(received()[0]?.to).toEqual(['john@example.ao']);
    expect(received()[0]?.raw).toContain('Subject: Confirm your e-mail for Kumbu');
    expect(received()[0]?.raw).toContain('nao-responder@kumbu.ao');
    // The body is quoted-printable: undo soft line breaks and =XX escapes before reading the link.
    const body = (received()[0]?.raw ?? '').replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(body).toMatch(/http:\/\/localhost:3999\/api\/auth\/verify-email\?token=[\w.-]{40,}&callbackURL=%2Fdashboard/);
    // The mail really left: nothing was kept in the dev outbox (which stays for SMS codes).
    const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?channel=email' });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.json()).toMatchObject({ data: { items: [] } });
  });

  it('has no dev outbox at all once SMS leaves through a gateway too', async () => {
    const real = await startTestApp('pglite', {
      MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://127.0.0.1:2525', SMS_TRANSPORT: 'http', SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms', SMS_GATEWAY_TOKEN: 'token',
    });
    try {
      for (const url of ['/api/dev/outbox', '/dev/outbox']) {
        expect((await real.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
    } finally { await real.close(); }
  });
});

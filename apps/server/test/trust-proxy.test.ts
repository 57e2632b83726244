// Issue 14 item 8: TRUST_PROXY trusts a hop count or a list of proxies, never any X-Forwarded-For.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openTestDatabase, type TestDatabase } from '@kumbu/db/testing';
import { buildApp } from '../src/app';
import { ConfigError } from '../src/config';
import { testConfig } from './helpers';

describe('TRUST_PROXY at boot', () => {
  it.each([
    [undefined, false], ['false', false], ['0', false], ['1', 1], ['2', 2],
    ['true', 1], // one reverse proxy: "true" no longer means "believe every hop"
    ['127.0.0.1', ['127.0.0.1']], ['127.0.0.1, 10.0.0.0/8', ['127.0.0.1', '10.0.0.0/8']],
    ['::1,fd00::/8,loopback', ['::1', 'fd00::/8', 'loopback']],
  ])('%s → %j', (value, expected) => {
    expect(testConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });
  it.each(['yes', '11', '-1', '10.0.0.0/33', '300.1.1.1', 'example.com', '10.0.0.1/8/2', ',', '1.5'])('refuses %s with a message naming the variable', (value) => {
    expect(() => testConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => testConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be false, a hop count|TRUST_PROXY: a hop count/);
  });
});

describe('TRUST_PROXY in requests', { timeout: 120_000 }, () => {
  let database: TestDatabase | undefined;
  let app: FastifyInstance | undefined;
  afterEach(async () => { await app?.close(); await database?.close(); app = undefined; database = undefined; });

  /** The client address Fastify settles on for a request from `remoteAddress` with that X-Forwarded-For. */
  async function clientIp(trustProxy: string | undefined, remoteAddress: string, forwardedFor: string): Promise<string> {
    database = await openTestDatabase();
    app = await buildApp(testConfig(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }), { database, whatsappWorkers: false });
    app.get('/test/ip', (request, reply) => reply.send({ ip: request.ip }));
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/test/ip', remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });
    return res.json<{ ip: string }>().ip;
  }

  it('unset: the socket address, whatever the header says', async () => {
    expect(await clientIp(undefined, '203.0.113.9', '1.2.3.4')).toBe('203.0.113.9');
  });
  it('true = one hop: a client cannot choose its address by prepending to the header', async () => {
    // The proxy appends the real client (198.51.100.7) after whatever the client sent.
    expect(await clientIp('true', '10.0.0.5', '6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');
  });
  it('2 hops: CDN then load balancer', async () => {
    expect(await clientIp('2', '10.0.0.5', '6.6.6.6, 198.51.100.7, 172.16.0.9')).toBe('198.51.100.7');
  });
  it('a proxy list: the header is believed only from those addresses, and only up to the first untrusted hop', async () => {
    expect(await clientIp('127.0.0.1,10.0.0.0/8', '10.1.2.3', '6.6.6.6, 198.51.100.7, 10.9.9.9')).toBe('198.51.100.7');
    await app?.close(); await database?.close();
    expect(await clientIp('127.0.0.1,10.0.0.0/8', '203.0.113.9', '1.2.3.4')).toBe('203.0.113.9');
  });
});

// Issue 14 item 14: a reply leased by an instance that crashed mid-send goes out within
// seconds from another instance (not after a 60 s lease), still exactly once; a slow send on
// a live instance keeps its lease, so a second instance never sends it too.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { claimOutbound } from '@kumbu/db/whatsapp';
import { inboundMessages, outboundMessages } from '@kumbu/db/schema';
import { openTestDatabase, testEngines, type TestDatabase } from '@kumbu/db/testing';
import { OUTBOUND_LEASE_MS, OutboundDispatcher } from '../src/features/whatsapp/outbound-dispatcher';
import { queueWhatsApp } from '../src/features/whatsapp/outgoing';
import { createWhatsAppSender } from '../src/adapters/whatsapp/create-whatsapp-sender';
import type { WhatsAppSender } from '../src/adapters/whatsapp/whatsapp-sender';
import { testConfig } from './helpers';
import { cloudEnv, eventually, fakeGraph, sleep, type FakeGraph } from './whatsapp-helpers';

const log = Fastify({ logger: false }).log;

describe.each(testEngines())('WhatsApp send leases (%s)', { timeout: 60_000 }, (engine) => {
  let database: TestDatabase;
  let graph: FakeGraph;
  let sender: WhatsAppSender;
  const dispatchers: OutboundDispatcher[] = [];
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    graph = await fakeGraph();
    sender = createWhatsAppSender(testConfig(cloudEnv(graph.url)), database.db, log);
  });
  afterEach(async () => { await Promise.all(dispatchers.splice(0).map((d) => d.stop())); });
  afterAll(async () => { await sender.close(); await graph.close(); await database.close(); });

  let seq = 0;
  /** A number that wrote to us a minute ago (inside the 24-hour window), with `n` replies queued for it. */
  async function queued(n: number): Promise<string> {
    seq++;
    const toId = `2449${engine === 'postgres' ? 1 : 2}${String(Date.now() % 1_000_000).padStart(6, '0')}${String(seq).padStart(2, '0')}`;
    const now = new Date();
    await database.db.insert(inboundMessages).values({
      messageId: `wamid.LEASE${toId}`, fromId: toId, type: 'text', payload: {}, status: 'processed', receivedAt: new Date(now.getTime() - 60_000),
    });
    await queueWhatsApp(database.db, Array.from({ length: n }, (_, i) => ({ type: 'text' as const, text: `resposta ${i + 1} para ${toId}` })), {
      toId, userId: null, inboundId: null, dedupeKey: `lease-test:${toId}`, now,
    });
    return toId;
  }

  function dispatcher(withSender: WhatsAppSender, leaseMs?: number): OutboundDispatcher {
    const d = new OutboundDispatcher({
      database, sender: withSender, welcomeTemplate: undefined, now: () => new Date(), log, pollMs: 100,
      ...(leaseMs === undefined ? {} : { leaseMs }),
    });
    dispatchers.push(d);
    return d;
  }

  const sentTo = (toId: string): string[] => graph.sent().filter((m) => m.to === toId).map((m) => (m.text as { body: string }).body);
  const rowsTo = (toId: string) => database.db.select().from(outboundMessages).where(eq(outboundMessages.toId, toId));

  it('the lease is a few seconds, not a minute', () => {
    expect(OUTBOUND_LEASE_MS).toBeGreaterThanOrEqual(3_000);
    expect(OUTBOUND_LEASE_MS).toBeLessThanOrEqual(10_000);
  });

  it('after a crash mid-send (lease taken, process gone), a new instance sends within seconds, each message once', async () => {
    const numbers = [await queued(1), await queued(2), await queued(1)];
    // The crashed instance: it claimed the due messages as the dispatcher does, then died
    // before Graph answered (no send, no mark, no renewal).
    const crashedAt = new Date();
    const leased = await claimOutbound(database.relaxed, crashedAt, new Date(crashedAt.getTime() + OUTBOUND_LEASE_MS), 16);
    expect(leased.filter((r) => numbers.includes(r.toId))).toHaveLength(3); // the first of each number
    dispatcher(sender).start();
    await eventually(async () => (await Promise.all(numbers.map(rowsTo))).flat().every((r) => r.status === 'sent'), 20_000);
    const elapsed = Date.now() - crashedAt.getTime();
    expect(elapsed).toBeLessThan(OUTBOUND_LEASE_MS + 4_000);
    for (const toId of numbers) {
      const rows = await rowsTo(toId);
      expect(sentTo(toId)).toEqual(rows.map((_, i) => `resposta ${i + 1} para ${toId}`)); // once each, in order
      expect(rows.every((r) => r.providerMessageId?.startsWith('wamid.GRAPH'))).toBe(true);
    }
  });

  it('a live instance whose send outlasts the lease keeps it: the second instance never sends it too', async () => {
    const leaseMs = 600;
    // Graph takes three leases to answer the first instance.
    const slow: WhatsAppSender = { ...sender, send: async (to, message) => { await sleep(3 * leaseMs); return sender.send(to, message); } };
    const toId = await queued(2);
    dispatcher(slow, leaseMs).start();
    await eventually(async () => (await rowsTo(toId)).some((r) => r.status === 'sending') || undefined);
    dispatcher(sender, leaseMs).start();
    await eventually(async () => (await rowsTo(toId)).every((r) => r.status === 'sent') || undefined, 20_000);
    await sleep(2 * leaseMs);
    expect(sentTo(toId)).toEqual([`resposta 1 para ${toId}`, `resposta 2 para ${toId}`]);
  });
});

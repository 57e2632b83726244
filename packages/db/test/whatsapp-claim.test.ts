// The inbox worker's two statements per group (issue 16's latency work): the claim reads,
// with each message, what the co-pilot needs of its sender — profile, subscription, the
// conversation state, the names of the live money accounts and whether kept pre-sign-up
// messages wait to be offered — and the group's finish stores the senders' conversation
// states with the replies and the marks. On every engine this run has.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openSecondHandle, openTestDatabase, testEngines, type TestDatabase } from '../src/testing';
import { conversationState, moneyAccounts, profiles, strangerMessages, users } from '../src/schema';
import { claimInbound, finishInboundGroup, insertInbound } from '../src/whatsapp';
import { getConversationState, setConversationState } from '../src/copilot';

describe.each(testEngines())('WhatsApp inbox claim and finish on %s', (engine) => {
  let database: TestDatabase;
  const now = new Date('2026-11-20T10:00:00Z');
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    for (const [id, wa] of [['claim-ana', '244900000101'], ['claim-beto', '244900000102']] as const) {
      await database.db.insert(users).values({ id, name: id, email: `${id}@example.ao` });
      await database.db.insert(profiles).values({ userId: id, whatsappId: wa, firstName: id });
    }
    // Ana: a bank account besides the default Carteira, and an archived one the claim must leave out.
    await database.db.insert(moneyAccounts).values([
      { userId: 'claim-ana', type: 'bank', name: 'BAI', institution: 'BAI', currency: 'AOA' },
      { userId: 'claim-ana', type: 'mobile', name: 'Velho Express', institution: null, currency: 'AOA', archivedAt: now },
    ]);
    await setConversationState(database.db, 'claim-ana', { lastQuery: 'x' }, new Date(now.getTime() + 60_000));
    // Beto sent a message before he had an account; it waits to be offered.
    await database.db.insert(strangerMessages).values({
      whatsappId: '244900000102', messageId: 'wamid.CLAIMKEPT', text: 'gastei 5 mil no taxi', sentDay: '2026-11-19', recordDay: '2026-11-19', createdAt: now,
    });
    await insertInbound(database.db, [
      { messageId: 'wamid.CLAIM1', fromId: '244900000101', type: 'text', payload: {}, receivedAt: now },
      { messageId: 'wamid.CLAIM2', fromId: '244900000102', type: 'text', payload: {}, receivedAt: now },
      { messageId: 'wamid.CLAIM3', fromId: '244900000199', type: 'text', payload: {}, receivedAt: now },
    ]);
  });
  afterAll(async () => { await database.close(); });

  it('reads each sender\'s conversation, live account names and waiting kept messages with the claim, and stores the group\'s conversations at the finish', async () => {
    await database.db.transaction(async (tx) => {
      const { group } = await claimInbound(tx, { includeKnown: true, limit: 10 });
      const byFrom = new Map(group.map((g) => [g.row.fromId, g]));
      const ana = byFrom.get('244900000101');
      const beto = byFrom.get('244900000102');
      const stranger = byFrom.get('244900000199');
      expect(ana?.conversation?.state).toEqual({ lastQuery: 'x' });
      expect(ana?.conversation?.expiresAt.getTime()).toBe(now.getTime() + 60_000);
      expect(ana?.accounts?.map((a) => [a.name, a.type])).toEqual([['Carteira', 'cash'], ['BAI', 'bank']]);
      expect(ana?.keptWaiting).toBe(false);
      expect(beto?.conversation).toBeNull();
      expect(beto?.accounts?.map((a) => a.name)).toEqual(['Carteira']);
      expect(beto?.keptWaiting).toBe(true);
      // A stranger has no account: nothing of an account is read for it.
      expect(stranger?.profile).toBeNull();
      expect(stranger?.accounts).toBeNull();
      expect(stranger?.keptWaiting).toBe(false);

      const later = new Date(now.getTime() + 30 * 60_000);
      await finishInboundGroup(tx, [], group.map((g) => ({ id: g.row.id, userId: g.profile?.userId ?? null })), now, [
        { userId: 'claim-ana', state: { lastQuery: 'y' }, expiresAt: later },
        { userId: 'claim-beto', state: { records: [] }, expiresAt: later },
      ]);
    });
    expect(await getConversationState(database.db, 'claim-ana', now)).toEqual({ lastQuery: 'y' });
    expect(await getConversationState(database.db, 'claim-beto', now)).toEqual({ records: [] });
    const [row] = await database.db.select().from(conversationState).where(eq(conversationState.userId, 'claim-beto'));
    expect(row?.expiresAt.getTime()).toBe(now.getTime() + 30 * 60_000);
  });
});

// Two deliveries of one number's messages commit in either order: the later id can be visible
// (and claimed by one instance) while the earlier is not yet. Once the earlier one commits,
// another instance must not handle it while the first still holds the sender — a stranger's
// two messages would both be taken for the first (two welcomes, one dropped: a message
// without a reply; seen in CI with two instances).
describe.runIf(testEngines().includes('postgres'))('WhatsApp inbox claim across instances (postgres)', () => {
  it('leaves a sender\'s message while another transaction handles that sender, and says it is waiting when that one finishes', async () => {
    const database = await openTestDatabase('postgres');
    const second = await openSecondHandle(database);
    const now = new Date('2026-11-20T10:00:00Z');
    const wa = '244900000177';
    const deferred = (): { promise: Promise<void>; resolve: () => void } => {
      let resolve = (): void => {};
      const promise = new Promise<void>((r) => { resolve = r; });
      return { promise, resolve };
    };
    try {
      // The first delivery's transaction takes its id and has not committed yet.
      const firstInserted = deferred();
      const commitFirst = deferred();
      const firstDelivery = database.db.transaction(async (tx) => {
        await insertInbound(tx, [{ messageId: 'wamid.RACE1', fromId: wa, type: 'text', payload: {}, receivedAt: now }]);
        firstInserted.resolve();
        await commitFirst.promise;
      });
      await firstInserted.promise;
      await insertInbound(database.db, [{ messageId: 'wamid.RACE2', fromId: wa, type: 'text', payload: {}, receivedAt: now }]);

      // Instance B claims the second message (the first is not visible) and holds the sender.
      const claimedByB = deferred();
      const finishB = deferred();
      let bMore: boolean | undefined;
      const instanceB = second.db.transaction(async (tx) => {
        const { group, busy } = await claimInbound(tx, { includeKnown: true, limit: 10 });
        expect(group.map((g) => g.row.messageId)).toEqual(['wamid.RACE2']);
        expect(busy).toBe(0);
        claimedByB.resolve();
        await finishB.promise;
        ({ more: bMore } = await finishInboundGroup(tx, [], group.map((g) => ({ id: g.row.id, userId: null })), now));
      });
      await claimedByB.promise;
      commitFirst.resolve();
      await firstDelivery;

      // Instance A now sees the first message, older than anything waiting: it must leave it.
      await database.db.transaction(async (tx) => {
        const { group, busy } = await claimInbound(tx, { includeKnown: true, limit: 10 });
        expect(group).toEqual([]);
        expect(busy).toBe(1);
      });

      finishB.resolve();
      await instanceB;
      // B's finish says a message of its sender is still waiting, so it looks again at once.
      expect(bMore).toBe(true);
      await database.db.transaction(async (tx) => {
        const { group, busy } = await claimInbound(tx, { includeKnown: true, limit: 10 });
        expect(group.map((g) => g.row.messageId)).toEqual(['wamid.RACE1']);
        expect(busy).toBe(0);
      });
    } finally {
      await second.close();
      await database.close();
    }
  });
});

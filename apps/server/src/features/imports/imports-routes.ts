// The imports API (issue 18; docs/imports.md): upload a statement and see its preview, adjust
// the account or the columns and see it again, commit it (all or nothing), list past imports,
// undo one, and each account's reconciliation against its latest statement. Every query is
// scoped to the caller; another person's upload or import is simply "not found".
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { KumbuError } from '@kumbu/core/errors';
import { addDays } from '@kumbu/core/date-range';
import { planLimits } from '@kumbu/core/plan-limits';
import { candidateLayouts, readStatementBytes } from '@kumbu/imports/read-statement';
import { type ColumnMapping, type StatementRead } from '@kumbu/imports/statement';
import { MAX_IMPORT_BYTES } from '@kumbu/imports/limits';
import { reconcile } from '@kumbu/imports/reconcile';
import type { DbOrTx } from '@kumbu/db/database';
import { type MoneyAccountRow, listMoneyAccounts } from '@kumbu/db/money-accounts';
import {
  balanceAtEndOf, deleteUpload, getUpload, latestStatements, listImports, mappingsForLayout, rememberMapping, saveUpload,
  undoImport, unlinkedRecords,
} from '@kumbu/db/imports';
import { sendData } from '../../http/answer';
import { langOf } from '../../http/lang';
import { parseWith } from '../../http/parse';
import type { AppContext } from '../../app-context';
import { planCacheOf } from '../limits/plan-cache';
import { checkPdfAllowed as checkPdf, spendPdfPages } from './pdf-allowance';
import { accountForStatement, importStatement } from './statement-import';
import { buildPreview } from './import-preview';
import { commitBody, importParams, mappingBody, previewBody, uploadParams, uploadQuery } from './import-schemas';

type MappingInput = Partial<ColumnMapping>;

/** A mapping as stored (jsonb): checked again, since a later version may have changed its shape. */
function storedMapping(value: unknown): MappingInput | null {
  const parsed = mappingBody.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export { PagesQuotaError } from './pdf-allowance';

export function registerImportsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { sessions } = ctx;
  const db = ctx.database.db;
  const plans = planCacheOf(ctx);

  /** PDFs are read from Standard up, and their pages come out of the month's 600 (pdf-allowance.ts). */
  async function checkPdfAllowed(userId: string, read: StatementRead): Promise<void> {
    if (read.format !== 'pdf') return;
    const now = ctx.now();
    await checkPdf(db, userId, planLimits(await plans.subscription(userId), now), read, now);
  }

  async function keptMappingFor(tx: DbOrTx, userId: string, bytes: Uint8Array, accountId: string | null): Promise<{ accountId: string; mapping: MappingInput; layout: string } | null> {
    const layouts = await candidateLayouts(bytes);
    for (const layout of layouts) {
      const kept = await mappingsForLayout(tx, userId, layout);
      const best = kept.find((k) => k.accountId === accountId) ?? (accountId ? undefined : kept[0]);
      const mapping = best ? storedMapping(best.mapping) : null;
      if (best && mapping) return { accountId: best.accountId, mapping, layout };
    }
    return null;
  }

  /**
   * Reads the file with the mapping asked for, or the one remembered for its layout (on the
   * chosen account first, then any), and picks the account: the one asked for, the one the
   * file names by IBAN or number, or the one the remembered mapping was kept on.
   */
  async function readFor(tx: DbOrTx, userId: string, bytes: Uint8Array, accountId: string | undefined, mapping: MappingInput | undefined): Promise<{ read: StatementRead; account: MoneyAccountRow | null; accounts: MoneyAccountRow[] }> {
    const accounts = (await listMoneyAccounts(tx, userId)).filter((a) => !a.archivedAt);
    const asked = accountId ? accounts.find((a) => a.id === accountId) ?? null : null;
    if (accountId && !asked) throw new KumbuError('account-not-found');
    if (mapping) {
      const read = await readStatementBytes(bytes, { mapping });
      return { read, account: asked ?? accountForStatement(read, accounts), accounts };
    }
    // A mapping the person kept for this layout: on the chosen account first, then on any.
    const kept = await keptMappingFor(tx, userId, bytes, asked?.id ?? null);
    if (kept) {
      const read = await readStatementBytes(bytes, { mapping: kept.mapping, layout: kept.layout });
      return { read, account: asked ?? accounts.find((a) => a.id === kept.accountId) ?? accountForStatement(read, accounts), accounts };
    }
    const read = await readStatementBytes(bytes);
    return { read, account: asked ?? accountForStatement(read, accounts), accounts };
  }

  async function previewAnswer(request: FastifyRequest, userId: string, uploadId: string, fileName: string | null, bytes: Uint8Array, accountId: string | undefined, mapping: MappingInput | undefined) {
    const { read, account } = await readFor(db, userId, bytes, accountId, mapping);
    await checkPdfAllowed(userId, read);
    return { uploadId, fileName, ...(await buildPreview(db, userId, read, account, langOf(request))) };
  }

  void app.register((scope, _options, done) => {
    // The file itself is the body (the web sends the File as is): no multipart, no base64.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_IMPORT_BYTES + 1024 }, (_request, body, next) => { next(null, body); });
    scope.post('/api/imports/uploads', { bodyLimit: MAX_IMPORT_BYTES + 1024 }, async (request, reply) => {
      const user = await sessions.require(request);
      const query = parseWith(uploadQuery, request.query, request);
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) throw new KumbuError('bad-request', { detail: 'the file is the request body' });
      const bytes = new Uint8Array(body);
      const fileName = query.name?.trim() || null;
      // Read before keeping: a file that cannot be read is refused at once and kept nowhere.
      const answer = await previewAnswer(request, user.id, '', fileName, bytes, query.accountId, undefined);
      const uploadId = await saveUpload(db, user.id, fileName, bytes, 'web', ctx.now());
      return sendData(reply, { ...answer, uploadId }, 201);
    });
    done();
  });

  app.post('/api/imports/uploads/:uploadId/preview', async (request, reply) => {
    const user = await sessions.require(request);
    const { uploadId } = parseWith(uploadParams, request.params, request);
    const body = parseWith(previewBody, request.body, request);
    const upload = await getUpload(db, user.id, uploadId);
    if (!upload) throw new KumbuError('import-upload-expired');
    return sendData(reply, await previewAnswer(request, user.id, uploadId, upload.fileName, upload.bytes, body.accountId, body.mapping));
  });

  app.post('/api/imports/uploads/:uploadId/commit', async (request, reply) => {
    const user = await sessions.require(request);
    const { uploadId } = parseWith(uploadParams, request.params, request);
    const body = parseWith(commitBody, request.body, request);
    const upload = await getUpload(db, user.id, uploadId);
    if (!upload) throw new KumbuError('import-upload-expired');
    const { read, account } = await readFor(db, user.id, upload.bytes, body.accountId, body.mapping);
    if (!account) throw new KumbuError('account-not-found');
    await checkPdfAllowed(user.id, read);
    const mapping = body.mapping ?? read.mapping ?? undefined;
    const result = await importStatement(db, user.id, upload.bytes, {
      accountId: account.id, fileName: upload.fileName, source: 'web', now: ctx.now(), read,
      ...(mapping ? { mapping } : {}),
    });
    if (read.format === 'pdf' && read.pages) {
      const now = ctx.now();
      await spendPdfPages(db, user.id, planLimits(await plans.subscription(user.id), now), read, now);
    }
    if (read.layout && read.mapping && (body.rememberMapping ?? true)) await rememberMapping(db, user.id, account.id, read.layout, read.account.institution, body.mapping ?? read.mapping);
    await deleteUpload(db, user.id, uploadId);
    return sendData(reply, {
      importId: result.importId, accountId: account.id, inserted: result.inserted, duplicates: result.duplicates,
      matched: result.matched, settled: result.settled,
    }, 201);
  });

  app.delete('/api/imports/uploads/:uploadId', async (request, reply) => {
    const user = await sessions.require(request);
    const { uploadId } = parseWith(uploadParams, request.params, request);
    if (!(await deleteUpload(db, user.id, uploadId))) throw new KumbuError('import-upload-expired');
    return sendData(reply, { deleted: true });
  });

  app.get('/api/imports', async (request, reply) => {
    const user = await sessions.require(request);
    const rows = await listImports(db, user.id);
    return sendData(reply, {
      items: rows.map((r) => ({
        id: r.id, accountId: r.accountId, accountName: r.accountName, format: r.format, kind: r.kind, institution: r.institution,
        fileName: r.fileName, source: r.source, firstDay: r.firstDay, lastDay: r.lastDay, movements: r.movementsCount,
        inserted: r.insertedCount, duplicates: r.duplicateCount, matched: r.matchedCount,
        openingBalanceCents: r.openingBalanceCents, closingBalanceCents: r.closingBalanceCents,
        createdAt: r.createdAt.toISOString(), undoneAt: r.undoneAt?.toISOString() ?? null,
      })),
    });
  });

  app.post('/api/imports/:importId/undo', async (request, reply) => {
    const user = await sessions.require(request);
    const { importId } = parseWith(importParams, request.params, request);
    const undone = await db.transaction((tx) => undoImport(tx, user.id, importId));
    if (!undone) {
      const exists = (await listImports(db, user.id, 500)).some((i) => i.id === importId);
      throw new KumbuError(exists ? 'import-already-undone' : 'import-not-found');
    }
    return sendData(reply, { importId, removed: undone.removed });
  });

  app.get('/api/imports/reconciliation', async (request, reply) => {
    const user = await sessions.require(request);
    const statements = await latestStatements(db, user.id);
    const items = await Promise.all(statements.map(async (s) => {
      const [closing, opening, unlinked] = await Promise.all([
        balanceAtEndOf(db, user.id, s.accountId, s.lastDay),
        balanceAtEndOf(db, user.id, s.accountId, addDays(s.firstDay, -1)),
        unlinkedRecords(db, user.id, s.accountId, s.firstDay, s.lastDay),
      ]);
      const r = reconcile({
        statementOpeningCents: s.openingBalanceCents, statementClosingCents: s.closingBalanceCents ?? 0,
        kumbuClosingCents: closing ?? 0, kumbuOpeningCents: opening, unlinkedCents: unlinked.map((u) => u.amountCents),
      });
      return {
        accountId: s.accountId, importId: s.importId, firstDay: s.firstDay, lastDay: s.lastDay,
        statementClosingCents: s.closingBalanceCents, kumbuClosingCents: closing, ...r,
        unlinked: unlinked.slice(0, 20), unlinkedCount: unlinked.length,
      };
    }));
    return sendData(reply, { items });
  });
}

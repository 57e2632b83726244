// The imports API (issue 18; docs/imports.md): upload a statement and see its preview, adjust
// the account or the columns and see it again, commit it (all or nothing), list past imports,
// undo one, and each account's reconciliation against its latest statement. Every query is
// scoped to the caller; another person's upload or import is simply "not found".
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { KumbuError } from '@kumbu/core/errors';
import { addDays } from '@kumbu/core/date-range';
import { planLimits } from '@kumbu/core/plan-limits';
import { type StatementRead } from '@kumbu/imports/statement';
import { MAX_IMPORT_BYTES } from '@kumbu/imports/limits';
import { reconcile } from '@kumbu/imports/reconcile';
import {
  balanceAtEndOf, deleteUpload, getUpload, latestStatements, listImports, rememberMapping, saveUpload,
  undoImport, unlinkedRecords,
} from '@kumbu/db/imports';
import { sendData } from '../../http/answer';
import { langOf } from '../../http/lang';
import { parseWith } from '../../http/parse';
import type { AppContext } from '../../app-context';
import { planCacheOf } from '../limits/plan-cache';
import { checkPdfAllowed as checkPdf, spendPdfPages } from './pdf-allowance';
import { importStatement } from './statement-import';
import { buildPreview } from './import-preview';
import { commitBody, importParams, previewBody, uploadParams, uploadQuery } from './import-schemas';
import { type MappingInput, readForAccount } from './read-with-memory';

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

  async function previewAnswer(request: FastifyRequest, userId: string, uploadId: string, fileName: string | null, bytes: Uint8Array, accountId: string | undefined, mapping: MappingInput | undefined) {
    const { read, account } = await readForAccount(db, userId, bytes, accountId, mapping);
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
    const { read, account } = await readForAccount(db, user.id, upload.bytes, body.accountId, body.mapping);
    if (!account) throw new KumbuError('account-not-found');
    await checkPdfAllowed(user.id, read);
    const mapping = body.mapping ?? read.mapping ?? undefined;
    const now = ctx.now();
    const limits = planLimits(await plans.subscription(user.id), now);
    // One transaction for the import, the PDF pages it spends, the columns it keeps and the
    // upload it uses up. The upload goes first: a second commit of the same upload (a double
    // click, two tabs) waits on that row and then finds it gone — one import per upload.
    const result = await db.transaction(async (tx) => {
      if (!await deleteUpload(tx, user.id, uploadId)) throw new KumbuError('import-upload-expired');
      // Asked again inside: another PDF committed meanwhile may have spent the month's pages.
      await checkPdf(tx, user.id, limits, read, now);
      const done = await importStatement(tx, user.id, upload.bytes, {
        accountId: account.id, fileName: upload.fileName, source: 'web', now, read,
        ...(mapping ? { mapping } : {}),
      });
      if (read.format === 'pdf' && read.pages) await spendPdfPages(tx, user.id, limits, read, now);
      if (read.layout && read.mapping && (body.rememberMapping ?? true)) await rememberMapping(tx, user.id, account.id, read.layout, read.account.institution, body.mapping ?? read.mapping);
      return done;
    });
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

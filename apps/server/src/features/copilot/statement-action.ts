// A bank or wallet statement sent on WhatsApp as a document (issue 18): the same pipeline as the
// web's Importar page. The file is downloaded (in the port's `prepare`, before the worker's
// transaction: statement-download.ts), read (its content decides, never its mime type
// or caption; a layout whose columns the person set on the web is read with them), matched to
// the person's account by IBAN or number or by those kept columns, kept as an upload, and
// summarised with Importar / Cancelar buttons; no account named → a list of their accounts of
// that currency. Importar commits (the free allowance and the PDF pages asked first) and
// deletes the upload, so a second tap finds nothing and says so: one import, however often it
// is tapped. Everything else runs in the inbox worker's transaction; the import's own writes sit in
// a savepoint, so a refusal (allowance, plan) rolls back only them and is answered.
import { KumbuError, errorMessage } from '@kumbu/core/errors';
import type { Lang } from '@kumbu/core/lang';
import { formatMoney, isCurrency, toCents } from '@kumbu/core/money';
import { planLimits, type PlanLimits } from '@kumbu/core/plan-limits';
import { getSubscription } from '@kumbu/db/accounts';
import { addTransferRule, deleteUpload, getUpload, rememberMapping, saveUpload } from '@kumbu/db/imports';
import { type MoneyAccountRow, listMoneyAccounts } from '@kumbu/db/money-accounts';
import { MAX_IMPORT_BYTES } from '@kumbu/imports/limits';
import { importErrorText } from '@kumbu/imports/messages';
import { ImportReadError, type StatementRead } from '@kumbu/imports/statement';
import { say } from '@kumbu/agent/reply/format';
import type { Reply } from '@kumbu/agent/reply/replies';
import type { ConversationInput } from '../whatsapp/conversation-port';
import { buildPreview } from '../imports/import-preview';
import { checkPdfAllowed, PagesQuotaError, spendPdfPages } from '../imports/pdf-allowance';
import { importStatement } from '../imports/statement-import';
import { type ReadForAccount, readForAccount } from '../imports/read-with-memory';
import type { CopilotContext } from './copilot-context';
import { type DocumentDownload, DocumentNotDownloadedError, type FetchMedia, documentOf, isDocumentDownload } from './statement-download';

/**
 * Button and row ids: `imp:ok:<upload>:<account>`, `imp:no:<upload>`, `imp:acc:<upload>:<account>`,
 * and `imp:tr:<upload>:<account>:<n>` — the preview's n-th transfer-rule suggestion confirmed.
 */
const OK = 'imp:ok:';
const NO = 'imp:no:';
const ACC = 'imp:acc:';
const TR = 'imp:tr:';
const UUID = '[0-9a-f-]{36}';
const TWO_IDS = new RegExp(`^(${UUID}):(${UUID})$`, 'iu');
const TWO_IDS_AND_INDEX = new RegExp(`^(${UUID}):(${UUID}):(\\d{1,2})$`, 'iu');
const ONE_ID = new RegExp(`^(${UUID})$`, 'iu');
/** A list shows ten rows at most. */
const MAX_ROWS = 10;

function importUrl(ctx: CopilotContext): string {
  return `${ctx.publicUrl}/import`;
}

function dayMonth(day: string | null): string {
  return day ? `${day.slice(8, 10)}/${day.slice(5, 7)}` : '—';
}

async function limitsOf(ctx: CopilotContext): Promise<PlanLimits> {
  const sub = ctx.subscription === undefined ? await getSubscription(ctx.tx, ctx.userId) : ctx.subscription;
  return planLimits(sub, ctx.now);
}

/** A refusal the person can act on (plan, pages, allowance), in their language; anything else is rethrown. */
function refusal(error: unknown, lang: Lang): Reply {
  if (error instanceof PagesQuotaError) {
    return { text: errorMessage('import-pages-quota', lang, { pages: error.pages, left: error.left, reset: `${error.resetDay.slice(8, 10)}/${error.resetDay.slice(5, 7)}` }) };
  }
  if (error instanceof KumbuError) return { text: errorMessage(error.code, lang) };
  throw error;
}

function unreadable(ctx: CopilotContext, error: ImportReadError): Reply {
  const text = importErrorText(error, ctx.lang);
  // A layout the reader cannot find its way in: the columns can be pointed out on the web.
  const hint = error.code === 'no_table' || error.code === 'no_movements' ? `\n${say('statementMapHint', ctx.lang, { importUrl: importUrl(ctx) })}` : '';
  return { text: `${text}${hint}` };
}

/** The summary of a kept upload read for an account, with Importar / Cancelar. */
async function summary(ctx: CopilotContext, uploadId: string, read: StatementRead, account: MoneyAccountRow): Promise<Reply> {
  const p = await buildPreview(ctx.tx, ctx.userId, read, account, ctx.lang);
  const lines = [say('statementSummary', ctx.lang, {
    total: p.counts.total, account: account.name, from: dayMonth(p.firstDay), to: dayMonth(p.lastDay),
    new: p.counts.new + p.counts.transfers, duplicates: p.counts.duplicates, matched: p.counts.matched + p.counts.settled,
  })];
  if (p.balancesAgree !== null && p.closingBalanceCents !== null && isCurrency(account.currency)) {
    const closing = formatMoney(toCents(p.closingBalanceCents), account.currency, ctx.lang);
    lines.push(say(p.balancesAgree ? 'statementBalanceOk' : 'statementBalanceOff', ctx.lang, { closing }));
  }
  for (const w of p.warnings.filter((w) => w.code !== 'balance_mismatch').slice(0, 3)) lines.push(`⚠️ ${w.text}`);
  // Cash withdrawals, wallet top-ups or cash deposits that are moves between the person's own
  // accounts: asked here as on the web (one at a time: a message has room for one more button).
  const suggestion = p.suggestions[0];
  if (suggestion) {
    const one = suggestion.lines === 1;
    const question = suggestion.reason === 'cash-deposit'
      ? (one ? 'statementTransferInQuestionOne' : 'statementTransferInQuestion')
      : (one ? 'statementTransferQuestionOne' : 'statementTransferQuestion');
    lines.push(say(question, ctx.lang, { count: suggestion.lines, example: suggestion.examples[0] ?? suggestion.words.toUpperCase(), account: suggestion.otherAccountName }));
  }
  lines.push(say('statementConfirm', ctx.lang, { account: account.name }));
  return {
    text: lines.join('\n'),
    buttons: [
      { id: `${OK}${uploadId}:${account.id}`, title: say('statementImportButton', ctx.lang) },
      { id: `${NO}${uploadId}`, title: say('statementCancelButton', ctx.lang) },
      ...(suggestion ? [{ id: `${TR}${uploadId}:${account.id}:0`, title: say('statementTransferButton', ctx.lang) }] : []),
    ],
  };
}

/** The account is not named in the file: the person's accounts of its currency to choose from, or where to create one. */
function chooseAccount(ctx: CopilotContext, uploadId: string, read: StatementRead, accounts: readonly MoneyAccountRow[]): Reply {
  const days = read.movements.map((m) => m.date).sort();
  const same = accounts.filter((a) => !a.archivedAt && a.currency === read.account.currency).slice(0, MAX_ROWS);
  const values = { total: read.movements.length, from: dayMonth(days[0] ?? null), to: dayMonth(days[days.length - 1] ?? null), currency: read.account.currency, importUrl: importUrl(ctx) };
  if (same.length === 0) return { text: say('statementNoAccount', ctx.lang, values) };
  return {
    text: say('statementChooseAccount', ctx.lang, values),
    list: { button: say('statementAccountsButton', ctx.lang), rows: same.map((a) => ({ id: `${ACC}${uploadId}:${a.id}`, title: a.name })) },
  };
}

/** A document just received, already downloaded (or not) before the transaction: read, keep, summarise. */
async function documentReceived(ctx: CopilotContext, download: DocumentDownload, fileName: string | null): Promise<Reply[]> {
  if (download.outcome === 'too-large') return [{ text: importErrorText({ code: 'too_large', place: undefined, params: { limit: MAX_IMPORT_BYTES } }, ctx.lang) }];
  if (download.outcome === 'failed') return [{ text: say('statementFetchFailed', ctx.lang) }];
  // A passing failure (Meta down, a timeout): thrown, so the worker tries the message again.
  if (download.outcome === 'retry') throw download.error;
  const { file } = download;
  let found: ReadForAccount;
  try {
    // Read as the person taught Kumbu on the web: a layout whose columns they set there is
    // read with those columns, and lands on the account they were kept for.
    found = await readForAccount(ctx.tx, ctx.userId, file.bytes, undefined, undefined);
  } catch (error) {
    if (error instanceof ImportReadError) return [unreadable(ctx, error)];
    throw error;
  }
  const { read, account, accounts } = found;
  try {
    await checkPdfAllowed(ctx.tx, ctx.userId, await limitsOf(ctx), read, ctx.now);
  } catch (error) {
    return [refusal(error, ctx.lang)];
  }
  const uploadId = await saveUpload(ctx.tx, ctx.userId, fileName, file.bytes, 'whatsapp', ctx.now);
  return [account ? await summary(ctx, uploadId, read, account) : chooseAccount(ctx, uploadId, read, accounts)];
}

/** "Importar": the kept upload committed into the account, once. */
async function commit(ctx: CopilotContext, uploadId: string, accountId: string): Promise<Reply[]> {
  const upload = await getUpload(ctx.tx, ctx.userId, uploadId);
  if (!upload) return [{ text: say('statementGone', ctx.lang) }];
  const limits = await limitsOf(ctx);
  try {
    const result = await ctx.tx.transaction(async (sp) => {
      const { read } = await readForAccount(sp, ctx.userId, upload.bytes, accountId, undefined);
      await checkPdfAllowed(sp, ctx.userId, limits, read, ctx.now);
      const done = await importStatement(sp, ctx.userId, upload.bytes, { accountId, fileName: upload.fileName, source: 'whatsapp', now: ctx.now, read });
      await spendPdfPages(sp, ctx.userId, limits, read, ctx.now);
      // The columns it was read with are this account's from now on, as a web import keeps them.
      if (read.layout && read.mapping) await rememberMapping(sp, ctx.userId, accountId, read.layout, read.account.institution, read.mapping);
      await deleteUpload(sp, ctx.userId, uploadId);
      return done;
    });
    const account = (await listMoneyAccounts(ctx.tx, ctx.userId)).find((a) => a.id === accountId);
    return [{ text: say('statementImported', ctx.lang, { inserted: result.inserted, account: account?.name ?? '', importUrl: importUrl(ctx) }) }];
  } catch (error) {
    if (error instanceof ImportReadError) return [unreadable(ctx, error)];
    return [refusal(error, ctx.lang)];
  }
}

/** A statement document, or a tap on a statement's summary or account list; null when the message is neither. */
export async function statementAction(ctx: CopilotContext, input: ConversationInput, fetchMedia: FetchMedia | undefined): Promise<Reply[] | null> {
  const document = documentOf(input.message);
  if (document) {
    if (!fetchMedia) return [{ text: say('statementFetchFailed', ctx.lang) }];
    // Downloaded by `prepare`; never here, where the worker's transaction holds the database.
    const download = isDocumentDownload(input.prepared) && input.prepared.mediaId === document.id ? input.prepared : null;
    if (!download) throw new DocumentNotDownloadedError(document.id);
    return documentReceived(ctx, download, document.filename ?? null);
  }
  const id = input.message.interactive?.button_reply?.id ?? input.message.interactive?.list_reply?.id;
  if (id === undefined) return null;
  if (id.startsWith(OK)) {
    const m = TWO_IDS.exec(id.slice(OK.length));
    return m?.[1] && m[2] ? commit(ctx, m[1], m[2]) : [{ text: say('statementGone', ctx.lang) }];
  }
  if (id.startsWith(NO)) {
    const m = ONE_ID.exec(id.slice(NO.length));
    const deleted = m?.[1] ? await deleteUpload(ctx.tx, ctx.userId, m[1]) : false;
    return [{ text: say(deleted ? 'statementCancelled' : 'statementGone', ctx.lang) }];
  }
  if (id.startsWith(TR)) {
    const m = TWO_IDS_AND_INDEX.exec(id.slice(TR.length));
    const upload = m?.[1] ? await getUpload(ctx.tx, ctx.userId, m[1]) : null;
    const account = m?.[2] ? (await listMoneyAccounts(ctx.tx, ctx.userId)).find((a) => a.id === m[2] && !a.archivedAt) : undefined;
    if (!m?.[1] || !upload || !account) return [{ text: say('statementGone', ctx.lang) }];
    try {
      // The suggestion is found again from the kept file (never taken from the button's text),
      // its rule kept, and the summary shown again with those lines as transfers.
      const { read } = await readForAccount(ctx.tx, ctx.userId, upload.bytes, account.id, undefined);
      const suggestion = (await buildPreview(ctx.tx, ctx.userId, read, account, ctx.lang)).suggestions[Number(m[3])];
      if (suggestion) await addTransferRule(ctx.tx, ctx.userId, account.id, suggestion.words, suggestion.otherAccountId);
      return [await summary(ctx, m[1], read, account)];
    } catch (error) {
      if (error instanceof ImportReadError) return [unreadable(ctx, error)];
      throw error;
    }
  }
  if (id.startsWith(ACC)) {
    const m = TWO_IDS.exec(id.slice(ACC.length));
    const upload = m?.[1] ? await getUpload(ctx.tx, ctx.userId, m[1]) : null;
    const account = m?.[2] ? (await listMoneyAccounts(ctx.tx, ctx.userId)).find((a) => a.id === m[2] && !a.archivedAt) : undefined;
    if (!m?.[1] || !upload || !account) return [{ text: say('statementGone', ctx.lang) }];
    try {
      return [await summary(ctx, m[1], (await readForAccount(ctx.tx, ctx.userId, upload.bytes, account.id, undefined)).read, account)];
    } catch (error) {
      if (error instanceof ImportReadError) return [unreadable(ctx, error)];
      throw error;
    }
  }
  return null;
}

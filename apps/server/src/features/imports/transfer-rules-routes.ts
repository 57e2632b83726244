// Transfer rules (issue 18, docs/imports.md): "lines of this account holding these words are
// moves to or from that other account of mine", as the person confirmed them — from the
// import preview's question ("Levantamentos (LEV ATM …) são transferências para a Carteira?")
// or typed by hand on Importar («Nova regra», which never replaces a rule already kept). Listed,
// kept and removed here; plan-import.ts applies them. Every query names
// the caller: another person's rule or account is simply "not found".
import type { FastifyInstance } from 'fastify';
import { KumbuError } from '@kumbu/core/errors';
import { MAX_RULE_WORDS, MIN_RULE_LETTERS } from '@kumbu/core/transfer-rules';
import { descriptionKey } from '@kumbu/imports/description-key';
import { getMoneyAccount } from '@kumbu/db/money-accounts';
import { type TransferRuleRow, addTransferRule, deleteTransferRule, insertTransferRule, listTransferRules } from '@kumbu/db/imports';
import { sendData } from '../../http/answer';
import { parseWith } from '../../http/parse';
import type { AppContext } from '../../app-context';
import { transferRuleBody, transferRuleParams } from './import-schemas';

/**
 * The words as plan-import.ts compares them (descriptionKey: no case, accents or punctuation,
 * one space — "Depósito  numerário" is `deposito numerario`), or why they cannot be a rule: too
 * few letters to mean anything, or so long they are one whole line rather than a wording.
 */
export function ruleWords(words: string): { readonly key: string } | { readonly refused: 'transfer-rule-words' | 'transfer-rule-words-long' } {
  const key = descriptionKey(words);
  if ((key.match(/[a-z]/g)?.length ?? 0) < MIN_RULE_LETTERS) return { refused: 'transfer-rule-words' };
  if (key.length > MAX_RULE_WORDS) return { refused: 'transfer-rule-words-long' };
  return { key };
}

export function registerTransferRulesRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { sessions } = ctx;
  const db = ctx.database.db;

  const answerOf = (r: TransferRuleRow) => ({
    id: r.id, accountId: r.accountId, accountName: r.accountName, words: r.words,
    otherAccountId: r.otherAccountId, otherAccountName: r.otherAccountName, createdAt: r.createdAt.toISOString(),
  });

  app.get('/api/imports/transfer-rules', async (request, reply) => {
    const user = await sessions.require(request);
    return sendData(reply, { items: (await listTransferRules(db, user.id)).map(answerOf) });
  });

  app.post('/api/imports/transfer-rules', async (request, reply) => {
    const user = await sessions.require(request);
    const body = parseWith(transferRuleBody, request.body, request);
    const checked = ruleWords(body.words);
    if ('refused' in checked) throw new KumbuError(checked.refused);
    const words = checked.key;
    if (body.accountId === body.otherAccountId) throw new KumbuError('transfer-rule-same-account');
    const [account, other] = await Promise.all([getMoneyAccount(db, user.id, body.accountId), getMoneyAccount(db, user.id, body.otherAccountId)]);
    if (!account || !other) throw new KumbuError('account-not-found');
    if (account.archivedAt || other.archivedAt) throw new KumbuError('account-archived');
    // plan-import.ts only makes transfers within one currency: a rule across two would never apply.
    if (account.currency !== other.currency) throw new KumbuError('transfer-rule-currency');
    const added = body.replace === false
      ? await insertTransferRule(db, user.id, account.id, words, other.id)
      : await addTransferRule(db, user.id, account.id, words, other.id);
    if (!added) throw new KumbuError('transfer-rule-duplicate');
    const { id } = added;
    const kept = (await listTransferRules(db, user.id)).find((r) => r.id === id);
    if (!kept) throw new KumbuError('transfer-rule-not-found');
    return sendData(reply, answerOf(kept), 201);
  });

  app.delete('/api/imports/transfer-rules/:ruleId', async (request, reply) => {
    const user = await sessions.require(request);
    const { ruleId } = parseWith(transferRuleParams, request.params, request);
    if (!(await deleteTransferRule(db, user.id, ruleId))) throw new KumbuError('transfer-rule-not-found');
    return sendData(reply, { deleted: true, id: ruleId });
  });
}

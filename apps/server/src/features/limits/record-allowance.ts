// The free allowance on every path that records (issue 14 item 22): the WhatsApp co-pilot,
// POST /api/records and the dashboard's "Adicionar registo" all ask here, inside the
// transaction that will insert the record. Core decides who is limited; this counts the
// month's records under a lock on the subscription row, so two concurrent requests cannot
// both see 49 and both record (db/record-allowance.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addDays, dayStartUtc, presetRange, rangeBoundsUtc, type DayString } from '@kumbu/core/date-range';
import { KumbuError } from '@kumbu/core/errors';
import { overAllowanceMessage, recordAllowance } from '@kumbu/core/record-allowance';
import { getSubscription, type SubscriptionRow } from '@kumbu/db/accounts';
import { countRecordsCreated } from '@kumbu/db/copilot';
import { lockSubscriptionForRecording } from '@kumbu/db/record-allowance';
import type { Tx } from '@kumbu/db/database';
import { errorBody } from '../../http/answer';
import { langOf } from '../../http/lang';

export type AllowanceVerdict =
  | {
    readonly allowed: true;
    /** Within the allowance after a trial that ended unpaid (the co-pilot says so once). */
    readonly lapsedTrial: boolean;
    /** The subscription decided on (locked when limited); null when the account has none. */
    readonly subscription: SubscriptionRow | null;
  }
  | { readonly allowed: false; readonly limit: number; readonly resetDay: DayString };

/**
 * May this account record one more record now? `known` is the subscription the caller already
 * read (the WhatsApp worker reads it with the message); undefined = read it here. Nothing is
 * locked for an account that is not limited, so paid plans pay one read at most.
 */
export async function checkRecordAllowance(tx: Tx, userId: string, now: Date, known?: SubscriptionRow | null): Promise<AllowanceVerdict> {
  const seen = known === undefined ? await getSubscription(tx, userId) : known;
  if (!recordAllowance(seen, now).limited) return { allowed: true, lapsedTrial: false, subscription: seen };
  // Decide again on the locked row: a payment may have landed since it was read.
  const locked = await lockSubscriptionForRecording(tx, userId);
  const decision = recordAllowance(locked, now);
  if (!decision.limited) return { allowed: true, lapsedTrial: false, subscription: locked };
  const month = presetRange('thisMonth', now);
  const { from, toExclusive } = rangeBoundsUtc(month);
  const used = await countRecordsCreated(tx, userId, from, toExclusive);
  if (used >= decision.limit) return { allowed: false, limit: decision.limit, resetDay: addDays(month.end, 1) };
  return { allowed: true, lapsedTrial: decision.lapsedTrial, subscription: locked };
}

/**
 * For a statement import: may `count` more records be written now? Throws FreeAllowanceError
 * (the whole import is refused, nothing half-written) when the free allowance has less left.
 */
export async function assertAllowanceFor(tx: Tx, userId: string, now: Date, count: number): Promise<void> {
  if (count <= 0) return;
  const seen = await getSubscription(tx, userId);
  if (!recordAllowance(seen, now).limited) return;
  const locked = await lockSubscriptionForRecording(tx, userId);
  const decision = recordAllowance(locked, now);
  if (!decision.limited) return;
  const month = presetRange('thisMonth', now);
  const { from, toExclusive } = rangeBoundsUtc(month);
  const used = await countRecordsCreated(tx, userId, from, toExclusive);
  if (used + count > decision.limit) throw new FreeAllowanceError(decision.limit, addDays(month.end, 1));
}

/** Thrown inside the recording transaction (rolling it back); answered by sendFreeAllowanceRefusal. */
export class FreeAllowanceError extends KumbuError {
  readonly limit: number;
  readonly resetDay: DayString;
  constructor(limit: number, resetDay: DayString) {
    super('free-allowance-reached', { detail: `free allowance of ${limit} records reached` });
    this.limit = limit;
    this.resetDay = resetDay;
  }
}

/** For the API paths: throws FreeAllowanceError when the allowance is used up. */
export async function assertRecordAllowance(tx: Tx, userId: string, now: Date): Promise<void> {
  const verdict = await checkRecordAllowance(tx, userId, now);
  if (!verdict.allowed) throw new FreeAllowanceError(verdict.limit, verdict.resetDay);
}

/**
 * 402 `free-allowance-reached`: the WhatsApp reply's words (limit, renewal day, Settings link)
 * as `error`, and the same facts as fields for a client that builds its own screen.
 */
export function sendFreeAllowanceRefusal(request: FastifyRequest, reply: FastifyReply, error: FreeAllowanceError, publicUrl: string): FastifyReply {
  const upgradeUrl = `${publicUrl}/settings`;
  const body = {
    ...errorBody(request, error.code),
    error: overAllowanceMessage(langOf(request), error.limit, error.resetDay, upgradeUrl),
    limit: error.limit, resetAt: dayStartUtc(error.resetDay).toISOString(), upgradeUrl,
  };
  request.log.debug({ code: error.code }, 'free allowance reached');
  return reply.code(body.status).send(body);
}

// Advice questions ("posso gastar 50 mil este fim de semana?", "devo pagar a renda ou a propina
// primeiro?"), issue 16 item 8 and decision 0021. With MODEL_URL, `prepare` (before the
// worker's transaction) reads the sender's figures in one short read-only transaction, then
// lets the model call Kumbu's read-only tools over them (advice-tools.ts); `handle` sends the
// model's answer with a line of the figures Kumbu computed. The model never writes: its tools
// hold no database handle, and anything to record still goes through the rules and their
// confirmations. Without a model, or when it fails or runs out of time, an honest answer with
// the nearest figures Kumbu can compute, read in the worker's transaction.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { dayOf } from '@kumbu/core/date-range';
import type { Lang } from '@kumbu/core/lang';
import type { Database } from '@kumbu/db/database';
import { findProfileByWhatsappId } from '@kumbu/db/accounts';
import type { Understanding } from '@kumbu/agent/understanding';
import type { Reply } from '@kumbu/agent/reply/replies';
import { type AdviceFigure, adviceFallbackReply, adviceModelReply } from '@kumbu/agent/reply/advice-reply';
import type { ToolChatModel } from '../../adapters/model/chat-tools';
import type { CopilotContext } from './copilot-context';
import { type AdviceFacts, readAdviceFacts } from './advice-facts';
import { ADVICE_TOOLS, runAdviceTool } from './advice-tools';

/** Rounds of tool calls the model gets before its answer is given up on. */
export const ADVICE_MAX_ROUNDS = 4;

/** What `prepare` hands to `handle`: the model's answer for this user, and the figures its tools gave. */
export interface PreparedAdvice {
  readonly kind: 'advice';
  readonly userId: string;
  readonly answer: string;
  readonly figures: readonly AdviceFigure[];
}

export function isPreparedAdvice(value: unknown): value is PreparedAdvice {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'advice';
}

export interface Advisor {
  /** The model's answer to an advice question from WhatsApp number `fromId`, or null (stranger, failure, timeout). */
  prepare(text: string, fromId: string, now: Date, lang: Lang): Promise<PreparedAdvice | null>;
}

export interface AdvisorOptions {
  readonly database: Database;
  readonly model: ToolChatModel;
  /** The whole tool conversation's time budget (the worker waits at most this long before the message's transaction). */
  readonly budgetMs: number;
  readonly log: FastifyBaseLogger;
}

function systemPrompt(lang: Lang, today: string): string {
  return [
    'You are Kumbu, a personal finance co-pilot on WhatsApp for people in Angola (amounts in kwanza, Kz).',
    `Today is ${today} (Africa/Luanda). Answer in ${lang === 'pt' ? 'Portuguese of Angola' : 'English'}, plain text, at most 600 characters.`,
    'Call the tools to read the user\'s own figures before answering, and quote those figures; never invent numbers.',
    'You can only read: you cannot record, change or delete anything. If the user wants something recorded, tell them to send it as a message, e.g. "gastei 5 mil no candongueiro".',
    'Be honest about uncertainty; the decision is the user\'s.',
  ].join(' ');
}

export function createAdvisor(options: AdvisorOptions): Advisor {
  return {
    async prepare(text, fromId, now, lang) {
      const today = dayOf(now);
      // The same match as the worker's claim (profiles.whatsapp_id = the sender): an unproven
      // number has none, so a stranger's question never reaches anyone's figures.
      const profile = await findProfileByWhatsappId(options.database.db, fromId);
      if (!profile) return null;
      const facts = await options.database.db.transaction(async (tx): Promise<AdviceFacts> => {
        await tx.execute(sql`set transaction read only`);
        const ctx: CopilotContext = { tx, userId: profile.userId, profileLang: lang, lang, now, today, publicUrl: '' };
        return readAdviceFacts(ctx);
      });
      const figures: AdviceFigure[] = [];
      const answer = await options.model.converse(
        [{ role: 'system', content: systemPrompt(lang, today) }, { role: 'user', content: text }],
        {
          tools: ADVICE_TOOLS, maxRounds: ADVICE_MAX_ROUNDS, budgetMs: options.budgetMs,
          execute: (name, args) => {
            const result = runAdviceTool(name, args, facts, lang);
            figures.push(...result.figures);
            return result.content;
          },
        },
      );
      if (answer === null) return null;
      options.log.debug({ tools: figures.length }, 'advice answered by the language model');
      return { kind: 'advice', userId: profile.userId, answer, figures };
    },
  };
}

/** In the worker's transaction: the model's prepared answer for this user, else the honest answer without it. */
export async function adviceAction(ctx: CopilotContext, u: Understanding, prepared: unknown): Promise<Reply[]> {
  if (isPreparedAdvice(prepared) && prepared.userId === ctx.userId) return [adviceModelReply(prepared.answer, prepared.figures, ctx.lang)];
  const facts = await readAdviceFacts(ctx);
  const month = facts.spending.thisMonth;
  return [adviceFallbackReply(u.advice ?? 'general', u.currency === 'AOA' ? u.amountCents : null, {
    month: { incomeCents: month.incomeCents, expenseCents: month.expenseCents },
    weekExpenseCents: facts.spending.thisWeek.expenseCents,
    totalKzCents: facts.totalKzCents,
    hasAccounts: facts.accounts.length > 0,
    budgetsNear: facts.budgets.filter((b) => b.limitCents > 0 && b.spentCents >= b.limitCents * 0.8),
    iOwe: facts.iOwe, owedToMe: facts.owedToMe,
    goals: facts.goals,
  }, ctx.lang)];
}

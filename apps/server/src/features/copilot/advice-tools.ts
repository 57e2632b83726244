// The tools a language model may call to answer an advice question: Kumbu's own read-only
// figures, as OpenAI chat-completions function definitions (JSON Schema). Each call runs over
// the facts already read for this user (advice-facts.ts): no tool has a database handle, so
// none can write. Arguments are validated with zod; an unknown tool or bad arguments give the
// model an error result, never an exception.
import { z } from 'zod';
import type { Lang } from '@kumbu/core/lang';
import { saturatingCents } from '@kumbu/core/money';
import { CATEGORY_KEYS, categoryLabel } from '@kumbu/agent/categories';
import type { AdviceFigure } from '@kumbu/agent/reply/advice-reply';
import { SPENDING_PERIODS, type AdviceFacts } from './advice-facts';

/** One function tool as the chat-completions `tools` array takes it. */
export interface ToolDefinition {
  readonly type: 'function';
  readonly function: { readonly name: string; readonly description: string; readonly parameters: Record<string, unknown> };
}

const NO_ARGS = { type: 'object', properties: {}, additionalProperties: false } as const;

export const ADVICE_TOOLS: readonly ToolDefinition[] = [
  { type: 'function', function: { name: 'get_balances', description: 'Balances of the user\'s money accounts now, each in its currency and in kwanza, and the total in kwanza.', parameters: NO_ARGS } },
  {
    type: 'function',
    function: {
      name: 'get_spending',
      description: 'Income and spending (in kwanza) of a period, with spending by category; or the spending of one category.',
      parameters: {
        type: 'object',
        properties: {
          period: { type: 'string', enum: [...SPENDING_PERIODS], description: 'thisWeek (Monday to today), thisMonth, lastMonth or last30Days' },
          category: { type: 'string', enum: [...CATEGORY_KEYS], description: 'optional: only this category' },
        },
        required: ['period'],
        additionalProperties: false,
      },
    },
  },
  { type: 'function', function: { name: 'get_budgets', description: 'The user\'s monthly budgets by category with what is spent this month.', parameters: NO_ARGS } },
  { type: 'function', function: { name: 'get_goals', description: 'The user\'s savings goals: target, saved so far, deadline.', parameters: NO_ARGS } },
  { type: 'function', function: { name: 'get_debts', description: 'Debts the user still has to pay and money others still owe the user, by person, in kwanza.', parameters: NO_ARGS } },
];

const noArgs = z.object({}).strict();
const spendingArgs = z.object({ period: z.enum(SPENDING_PERIODS), category: z.enum(CATEGORY_KEYS as unknown as [string, ...string[]]).optional() }).strict();

/** What a tool call gave back: the JSON for the model and the figures to quote under its answer. */
export interface ToolResult { readonly content: string; readonly figures: readonly AdviceFigure[] }

const kz = (cents: number): number => Math.round(cents) / 100;
const error = (message: string): ToolResult => ({ content: JSON.stringify({ error: message }), figures: [] });

/** Runs one tool call over `facts`; `rawArguments` is the model's JSON text. */
export function runAdviceTool(name: string, rawArguments: string, facts: AdviceFacts, lang: Lang): ToolResult {
  let parsed: unknown;
  try {
    parsed = rawArguments.trim() === '' ? {} : JSON.parse(rawArguments);
  } catch {
    return error('arguments are not valid JSON');
  }
  switch (name) {
    case 'get_balances': {
      if (!noArgs.safeParse(parsed).success) return error('get_balances takes no arguments');
      return {
        content: JSON.stringify({ currency: 'AOA', total_kz: kz(facts.totalKzCents), accounts: facts.accounts.map((a) => ({ name: a.name, currency: a.currency, balance: kz(a.balanceCents), balance_kz: a.kzCents === null ? null : kz(a.kzCents) })) }),
        figures: [{ kind: 'total', kzCents: facts.totalKzCents }],
      };
    }
    case 'get_spending': {
      const args = spendingArgs.safeParse(parsed);
      if (!args.success) return error(`invalid arguments: period must be one of ${SPENDING_PERIODS.join(', ')}; category optional, one of the listed keys`);
      const p = facts.spending[args.data.period];
      const category = args.data.category;
      if (category !== undefined) {
        const cents = p.byCategory.find((c) => c.category === category)?.cents ?? saturatingCents(0);
        return {
          content: JSON.stringify({ period: args.data.period, from: p.range.start, to: p.range.end, category, spent_kz: kz(cents) }),
          figures: [{ kind: 'category', period: args.data.period, category: categoryLabel(category, lang), cents }],
        };
      }
      return {
        content: JSON.stringify({
          period: args.data.period, from: p.range.start, to: p.range.end, income_kz: kz(p.incomeCents), spending_kz: kz(p.expenseCents),
          left_kz: kz(p.incomeCents - p.expenseCents), by_category: p.byCategory.slice(0, 8).map((c) => ({ category: c.category, spent_kz: kz(c.cents) })),
        }),
        figures: [{ kind: 'period', period: args.data.period, incomeCents: p.incomeCents, expenseCents: p.expenseCents }],
      };
    }
    case 'get_budgets': {
      if (!noArgs.safeParse(parsed).success) return error('get_budgets takes no arguments');
      return {
        content: JSON.stringify({ month_to: facts.today, budgets: facts.budgets.map((b) => ({ category: b.category, currency: b.currency, limit: kz(b.limitCents), spent: kz(b.spentCents) })) }),
        figures: facts.budgets.map((b) => ({ kind: 'budget', category: b.category, spentCents: b.spentCents, limitCents: b.limitCents, currency: b.currency })),
      };
    }
    case 'get_goals': {
      if (!noArgs.safeParse(parsed).success) return error('get_goals takes no arguments');
      return {
        content: JSON.stringify({ goals: facts.goals.map((g) => ({ name: g.name, currency: g.currency, target: kz(g.targetCents), saved: kz(g.savedCents), deadline: g.deadline })) }),
        figures: facts.goals.map((g) => ({ kind: 'goal', name: g.name, savedCents: g.savedCents, targetCents: g.targetCents, currency: g.currency })),
      };
    }
    case 'get_debts': {
      if (!noArgs.safeParse(parsed).success) return error('get_debts takes no arguments');
      const figures: AdviceFigure[] = [
        ...facts.iOwe.map((d): AdviceFigure => ({ kind: 'debt', party: d.party, cents: d.cents })),
        ...facts.owedToMe.map((d): AdviceFigure => ({ kind: 'loan', party: d.party, cents: d.cents })),
      ];
      return {
        content: JSON.stringify({ currency: 'AOA', i_owe: facts.iOwe.map((d) => ({ party: d.party, amount_kz: kz(d.cents) })), owed_to_me: facts.owedToMe.map((d) => ({ party: d.party, amount_kz: kz(d.cents) })) }),
        figures: figures.length > 0 ? figures : [{ kind: 'noDebts' }],
      };
    }
    default:
      // add_record, delete_*, anything else: Kumbu's tools only read.
      return error(`unknown tool "${name.slice(0, 60)}"; the tools are read-only: ${ADVICE_TOOLS.map((t) => t.function.name).join(', ')}`);
  }
}

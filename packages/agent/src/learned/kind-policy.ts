// When the learned kind model may speak beside the kind rules (decision 0026). The rules were
// written by hand and decide most messages; when none fires, a message is an expense by default,
// and that default is where text by new writers goes wrong (a project's fees, a bond's coupon,
// an advance to staff read as spending).
import { type RecordKind } from '@kumbu/core/records';
import { type LearnedKind } from './kind-spec';
import { type Scored } from './predict';

/**
 * Each bar is the margin the model's kind needs over its runner-up (scaled perceptron scores).
 * A margin, not the softmax: the perceptron's scores are not calibrated, and their softmax is
 * 1 − 10⁻¹⁰ or closer for most texts, so only the margin still orders them.
 */
export interface KindPolicy {
  /** Margin the model needs to change the rules' default (no rule fired: expense) to another kind, when the expense tables name nothing either. */
  readonly whenDefault: number;
  /** ...and when the expense keyword tables name what was bought ("roupa", "multa", "ENDE"). */
  readonly whenDefaultNamed: number;
  /** Margin it needs to overrule a rule that fired. */
  readonly overrule: number;
}

/** What the rules said: the kind a rule gave (null: none fired) and whether an expense keyword was named. */
export interface RulesSaid {
  readonly kind: RecordKind | null;
  readonly expenseNamed: () => boolean;
}

/** A bar no prediction reaches. */
export const NEVER = Number.POSITIVE_INFINITY;

/** The kind to record: the rules' (expense when none fired), or the model's where the policy lets it speak. */
export function decideKind(rules: RulesSaid, model: Scored<LearnedKind> | null, policy: KindPolicy): RecordKind {
  const fallback = rules.kind ?? 'expense';
  if (model === null || model.label === fallback) return fallback;
  return model.margin >= bar(rules, policy) ? model.label : fallback;
}

/** The margin the model needs to be heard here; NEVER when it may not speak. */
function bar(rules: RulesSaid, policy: KindPolicy): number {
  if (rules.kind !== null) return policy.overrule;
  if (policy.whenDefault === NEVER && policy.whenDefaultNamed === NEVER) return NEVER;
  return rules.expenseNamed() ? policy.whenDefaultNamed : policy.whenDefault;
}

/** Whether the model can change the answer at all (so recordKind() skips it otherwise: it stays cheap). */
export const kindModelMayDecide = (rules: RulesSaid, policy: KindPolicy): boolean => bar(rules, policy) < NEVER;

/**
 * Chosen by cross-validation on the training files only (packages/agent/test/cross-validate-kind.ts,
 * figures in test/data/README.md); never on a hold-out.
 */
// Best or tied-best full-row in leave-one-file-out (+6 of 12 268), on the newest files alone (+5
// of 3 054) and in 5-fold (+5); ties broken toward the model speaking less. Letting it speak where
// the expense tables name the purchase ("roupa", "multa") or overrule a rule that fired cost
// messages at every level tried.
export const KIND_POLICY: KindPolicy = { whenDefault: 45, whenDefaultNamed: NEVER, overrule: NEVER };

// The learned kind model recordKind() consults (decision 0026): the committed model, loaded
// once, and the policy that decides when it speaks. The model file is written by
// `npm run train:agent` and checked against a fresh training run by learned-model.test.ts.
import { type RecordKind } from '@kumbu/core/records';
import { withoutRetracted } from '../kind-rules';
import committed from './kind-model.json';
import { decideKind, KIND_POLICY, kindModelMayDecide, type KindPolicy, type RulesSaid } from './kind-policy';
import { KIND_CLASSES, KIND_SPEC, type LearnedKind } from './kind-spec';
import { type LearnedModel, loadModel, predictAmong } from './predict';
import { allClasses } from './spec';
import { swappable } from './swappable';

export interface KindClassifier {
  readonly model: LearnedModel<LearnedKind>;
  readonly policy: KindPolicy;
}

const slot = swappable<KindClassifier>({ model: loadModel(KIND_SPEC, committed), policy: KIND_POLICY });

export const kindClassifier: () => KindClassifier | null = slot.current;

/**
 * Swaps the classifier recordKind() consults (null: the rules alone) and returns the previous
 * one. Only for measuring: cross-validation plugs in a model trained without the fold it scores.
 */
export const useKindClassifier: (next: KindClassifier | null) => KindClassifier | null = slot.use;

const ALL = allClasses(KIND_CLASSES);

/**
 * The kind to record, from what the rules said and the folded message: the model is only asked
 * when the policy lets its answer count, so most messages never pay for it.
 */
export function withLearnedKind(rules: RulesSaid, folded: string): RecordKind {
  const learned = slot.current();
  if (learned === null || !kindModelMayDecide(rules, learned.policy)) return rules.kind ?? 'expense';
  return decideKind(rules, predictAmong(learned.model, withoutRetracted(folded), ALL), learned.policy);
}

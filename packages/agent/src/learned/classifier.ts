// The learned category classifier classify() consults (decision 0020): the committed model,
// loaded once, and the policy that decides when it speaks. The model file is written by
// `npm run train:agent` and checked against a fresh training run by learned-model.test.ts.
import { CATEGORY_SPEC } from './category-spec';
import committed from './category-model.json';
import { LEARNED_POLICY, type LearnedPolicy } from './policy';
import { type LearnedModel, loadModel } from './predict';
import { swappable } from './swappable';

export interface LearnedClassifier {
  readonly model: LearnedModel;
  readonly policy: LearnedPolicy;
}

const slot = swappable<LearnedClassifier>({ model: loadModel(CATEGORY_SPEC, committed), policy: LEARNED_POLICY });

export const learnedClassifier: () => LearnedClassifier | null = slot.current;

/**
 * Swaps the classifier classify() consults (null: keyword tables only) and returns the previous
 * one. Only for measuring: cross-validation plugs in a model trained without the fold it scores.
 */
export const useLearnedClassifier: (next: LearnedClassifier | null) => LearnedClassifier | null = slot.use;

// When the learned classifier may overrule the keyword tables (decision 0020). The tables were
// written by hand and know most messages; the model is consulted where they say nothing, and
// may overrule them only when it is very sure and their evidence is a single weak hint.
import { type CategoryKey } from '../categories';
import { type Prediction } from './predict';

export interface LearnedPolicy {
  /** Confidence the model needs to file a message the tables know nothing about (else other / other_income). */
  readonly whenNoKeyword: number;
  /** Confidence the model needs to overrule the tables' answer... */
  readonly overrule: number;
  /** ...and only when the tables' winning score is at most this (weights are 1–8, see category-keywords.ts). */
  readonly weakKeywordScore: number;
}

/**
 * Chosen by cross-validation on the training files only (packages/agent/test/cross-validate-category.ts,
 * figures in test/data/README.md); never on a hold-out.
 */
// Highest leave-one-file-out accuracy; ties broken toward the model speaking less. Overruling the
// tables never paid (each setting cost messages, more the weaker the bar), so the model only fills
// the tables' silences.
export const LEARNED_POLICY: LearnedPolicy = { whenNoKeyword: 0.99, overrule: Number.POSITIVE_INFINITY, weakKeywordScore: 0 };

export interface KeywordAnswer {
  readonly category: CategoryKey;
  readonly score: number;
}

/** The category to file: the tables' answer, or the model's where the policy lets it speak. */
export function decideCategory(keyword: KeywordAnswer | null, model: Prediction | null, fallback: CategoryKey, policy: LearnedPolicy): CategoryKey {
  if (model === null) return keyword?.category ?? fallback;
  if (keyword === null) return model.confidence >= policy.whenNoKeyword ? model.category : fallback;
  if (model.category !== keyword.category && model.confidence >= policy.overrule && keyword.score <= policy.weakKeywordScore) return model.category;
  return keyword.category;
}

/** Whether the model can change the answer at all (so classify() skips it otherwise: it stays cheap). */
export const modelMayDecide = (keyword: KeywordAnswer | null, policy: LearnedPolicy): boolean => keyword === null || keyword.score <= policy.weakKeywordScore;

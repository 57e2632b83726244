// The kind model's spec (decision 0026): the six kinds a record message can be read as (a
// transfer between the person's own accounts is read by transfers.ts before any of them), from
// every word but figures, each competing with all the others.
import { RECORD_KINDS, type RecordKind } from '@kumbu/core/records';
import { allWords } from './features';
import { allClasses, type ModelSpec } from './spec';

export type LearnedKind = Exclude<RecordKind, 'transfer'>;
export const KIND_CLASSES: readonly LearnedKind[] = RECORD_KINDS.filter((k): k is LearnedKind => k !== 'transfer');
export const isLearnedKind = (k: string | null): k is LearnedKind => k !== null && (KIND_CLASSES as readonly string[]).includes(k);

const ALL = allClasses(KIND_CLASSES);

export const KIND_SPEC: ModelSpec<LearnedKind> = {
  name: 'kind model',
  format: 'kumbu-kind-perceptron-1',
  classes: KIND_CLASSES,
  words: allWords,
  rivals: () => ALL,
};

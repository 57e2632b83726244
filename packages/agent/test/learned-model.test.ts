// The learned classifiers (decisions 0020, 0026): each committed model is exactly what
// `npm run train:agent` writes. The category model generalises to text written by other hands,
// and classify() consults it only after the person's memory and where the keyword tables are
// silent (the kind model's behaviour: learned-kind.test.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isIncomeCategory } from '../src/categories';
import { EMPTY_MEMORY, learn } from '../src/category-memory';
import { CATEGORY_SPEC } from '../src/learned/category-spec';
import { useLearnedClassifier } from '../src/learned/classifier';
import { decodeKeys, encodeKeys, fromBase64, toBase64 } from '../src/learned/codec';
import { categoryExamples } from '../src/learned/examples';
import { loadModel, predictCategory } from '../src/learned/predict';
import { trainModel } from '../src/learned/train';
import { understand } from '../src/understand';
import { loadLabelled, MODELS, modelJson, trainingFiles } from './learned-model-build';

const today = '2026-11-27';

describe('learned models', () => {
  it.each(MODELS.map((m) => [m.spec.name, m] as const))('the %s is committed exactly as npm run train:agent writes it (retrain after changing the training files)', (_, model) => {
    const committed = readFileSync(model.file, 'utf8');
    expect(committed.length).toBeLessThan(1_500_000);
    expect(committed === modelJson(model)).toBe(true);
  }, 120_000);
});

describe('learned category model', () => {
  it('files most of a file it never saw, written by another annotator', () => {
    const heldBack = 'train.jsonl';
    const others = trainingFiles().filter((f) => f !== heldBack);
    const model = loadModel(CATEGORY_SPEC, trainModel(CATEGORY_SPEC, categoryExamples(others.flatMap(loadLabelled))));
    const examples = categoryExamples(loadLabelled(heldBack));
    const right = examples.filter((e) => predictCategory(model, e.folded, isIncomeCategory(e.label) ? 'income' : 'expense')?.category === e.label).length;
    expect(examples.length).toBeGreaterThan(100);
    expect(right / examples.length).toBeGreaterThan(0.85);
  }, 120_000);

  it('files misspelt words the keyword tables do not know, and only those', () => {
    const cases = [
      ['farmacea 2500', 'health'],
      ['paguei a propinna 20 mil', 'education'],
      ['fui ao cabeleleiro 5 mil', 'personal'],
      ['recebi o salaryo 300 mil', 'salary'],
    ] as const;
    for (const [text, category] of cases) expect({ text, category: understand(text, { today }).category }).toEqual({ text, category });
    const previous = useLearnedClassifier(null);
    try {
      // The tables alone file a one-word keyword one slip away ("farmacea": classify.ts), not a prefix keyword
      // ("propina*"), two slips or a short word: those are the model's.
      expect(understand('farmacea 2500', { today }).category).toBe('health');
      for (const text of ['paguei a propinna 20 mil', 'fui ao cabeleleiro 5 mil', 'recebi o salaryo 300 mil']) expect(understand(text, { today }).category).toMatch(/^other(_income)?$/u);
    } finally {
      useLearnedClassifier(previous);
    }
    // Where the tables speak, they decide.
    expect(understand('bolachas maria 300', { today }).category).toBe('groceries');
  });

  it('comes after the person’s own memory', () => {
    const memory = learn(EMPTY_MEMORY, 'farmacea', 'leisure');
    expect(understand('farmacea 2500', { today, memory }).category).toBe('leisure');
  });

  it('packs weights losslessly', () => {
    const keys = [0, 1, 127, 128, 300, 16_384, 6_553_599];
    expect(decodeKeys(encodeKeys(keys), keys.length)).toEqual(keys);
    const bytes = Uint8Array.from([0, 255, 128, 7, 1]);
    for (let n = 0; n <= bytes.length; n++) expect([...fromBase64(toBase64(bytes.slice(0, n)))]).toEqual([...bytes.slice(0, n)]);
    expect(toBase64(Uint8Array.from([0xfb, 0xff]))).toBe('+/8=');
  });
});

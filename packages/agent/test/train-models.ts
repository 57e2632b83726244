// `npm run train:agent`: trains the co-pilot's learned models (category, kind) on the training
// files and writes them to src/learned/ (commit them). Deterministic: the same files give the same bytes.
import { writeFileSync } from 'node:fs';
import { MODELS, modelJson, trainingFiles } from './learned-model-build';

for (const model of MODELS) {
  const started = Date.now();
  const text = modelJson(model);
  writeFileSync(model.file, text);
  console.log(`${model.spec.name}: ${trainingFiles().length} training files → ${model.file.pathname} (${(text.length / 1024).toFixed(0)} kB) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// `npm run train:agent`: trains the co-pilot's category model on the training files and writes
// src/learned/category-model.json (commit it). Deterministic: the same files give the same bytes.
import { writeFileSync } from 'node:fs';
import { categoryModelJson, MODEL_FILE, trainingFiles } from './category-model-build';

const started = Date.now();
const text = categoryModelJson();
writeFileSync(MODEL_FILE, text);
console.log(`category model: ${trainingFiles().length} training files → ${MODEL_FILE.pathname} (${(text.length / 1024).toFixed(0)} kB) in ${((Date.now() - started) / 1000).toFixed(1)} s`);

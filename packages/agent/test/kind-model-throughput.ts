// `npx tsx packages/agent/test/kind-model-throughput.ts`: understand() messages per second over
// every training text, with the learned kind model (decision 0026) and without it, in
// alternating runs in one process (the machine is noisy: compare runs side by side).
import { useKindClassifier } from '../src/learned/kind-classifier';
import { understand } from '../src/understand';
import { loadLabelled, trainingFiles } from './learned-model-build';

const messages = trainingFiles().flatMap(loadLabelled);
const model = useKindClassifier(null);
useKindClassifier(model);

function rate(): number {
  const started = performance.now();
  for (const m of messages) understand(m.text, { today: m.today });
  return messages.length / ((performance.now() - started) / 1000);
}

rate(); // warm-up: compiled regular expressions and JIT
const ROUNDS = Number(process.argv[2] ?? 5);
for (let round = 1; round <= ROUNDS; round++) {
  useKindClassifier(model);
  const withModel = rate();
  useKindClassifier(null);
  const without = rate();
  console.log(`round ${round}: with the kind model ${withModel.toFixed(0)} msg/s, without ${without.toFixed(0)} msg/s (${(((withModel - without) / without) * 100).toFixed(1)}%)`);
}
useKindClassifier(model);

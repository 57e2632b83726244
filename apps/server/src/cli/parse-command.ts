// `kumbu parse --today YYYY-MM-DD [--lang pt|en]`: the batch interface to the co-pilot's
// understanding. One message per stdin line → one JSON object per stdout line, nothing else
// on stdout (so it pipes into jq or a scorer). Offline: rules only, no model, no database.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { dayOf, isDayString } from '@kumbu/core/date-range';
import { isLang } from '@kumbu/core/lang';
import { understand } from '@kumbu/agent/understand';
import { toParseLine } from '@kumbu/agent/parse-line';

export async function parseCommand(args: readonly string[], input: NodeJS.ReadableStream = process.stdin, output: NodeJS.WritableStream = process.stdout): Promise<number> {
  const { values } = parseArgs({ args: [...args], options: { today: { type: 'string' }, lang: { type: 'string' } } });
  const today = values.today ?? dayOf(new Date());
  if (!isDayString(today)) { process.stderr.write(`--today must be a day written YYYY-MM-DD, got: ${JSON.stringify(values.today)}\n`); return 2; }
  const lang = isLang(values.lang) ? values.lang : undefined;
  const lines = createInterface({ input, crlfDelay: Infinity });
  for await (const line of lines) {
    const u = understand(line, lang ? { today, lang } : { today });
    output.write(`${JSON.stringify(toParseLine(u))}\n`);
  }
  return 0;
}

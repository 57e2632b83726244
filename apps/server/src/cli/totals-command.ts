// kumbu totals rebuild [--email E] — recomputes the records' daily and monthly totals
// (migration 0021, issue 19) from the records themselves: one person's, or everyone's. The
// triggers keep them in every write's transaction; this is for an operator who restored
// records by hand, or wants to check that nothing drifted (it prints how many rows it wrote).
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Database } from '@kumbu/db/database';
import { users } from '@kumbu/db/schema';
import { analyzeTotals, rebuildDayTotals } from '@kumbu/db/record-day-totals';

const USAGE = 'Usage: kumbu totals rebuild [--email EMAIL]   recompute the records\' daily and monthly totals (everyone\'s without --email)\n';

export interface TotalsCommandIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  readonly open: () => Promise<Database>;
}

export async function totalsCommand(args: readonly string[], io: TotalsCommandIo): Promise<number> {
  const { values, positionals } = parseArgs({ args: [...args], allowPositionals: true, options: { email: { type: 'string' } } });
  if (positionals.length !== 1 || positionals[0] !== 'rebuild') { io.err(USAGE); return 2; }
  const database = await io.open();
  try {
    let userId: string | null = null;
    if (values.email !== undefined) {
      const [person] = await database.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${values.email})`);
      if (!person) { io.err(`No account with the e-mail ${values.email}.\n`); return 1; }
      userId = person.id;
    }
    const who = userId;
    const written = await database.db.transaction((tx) => rebuildDayTotals(tx, who));
    await analyzeTotals(database.db);
    io.out(`Totals rebuilt ${values.email === undefined ? 'for everyone' : `for ${values.email}`}: ${written} daily rows.\n`);
    return 0;
  } finally {
    await database.close();
  }
}

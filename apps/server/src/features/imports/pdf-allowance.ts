// PDFs are read from Standard up, and their pages come out of the month's 600 (issue 18). The
// web routes and the WhatsApp document handler ask the same question here, so a PDF refused
// on one is refused on the other for the same reason.
import { KumbuError } from '@kumbu/core/errors';
import { addDays, presetRange } from '@kumbu/core/date-range';
import { type PlanLimits, USAGE_METRICS } from '@kumbu/core/plan-limits';
import type { StatementRead } from '@kumbu/imports/statement';
import type { DbOrTx } from '@kumbu/db/database';
import { spendMonthly, usageLeft } from '../limits/usage-counters';

/** More PDF pages than the month has left: refused whole, the answer says how many are left. */
export class PagesQuotaError extends KumbuError {
  readonly pages: number;
  readonly left: number;
  readonly resetDay: string;
  constructor(pages: number, left: number, resetDay: string) {
    super('import-pages-quota', { detail: `${pages} pages, ${left} left` });
    this.pages = pages;
    this.left = left;
    this.resetDay = resetDay;
  }
}

/** Throws KumbuError('import-pdf-plan') or PagesQuotaError when this read may not be imported; a data file always may. */
export async function checkPdfAllowed(db: DbOrTx, userId: string, limits: PlanLimits, read: StatementRead, now: Date): Promise<void> {
  if (read.format !== 'pdf') return;
  if (limits.ocrPagesPerMonth === 0) throw new KumbuError('import-pdf-plan');
  const left = await usageLeft(db, userId, limits, USAGE_METRICS.ocrPages, now);
  if ((read.pages ?? 0) > left) throw new PagesQuotaError(read.pages ?? 0, left, addDays(presetRange('thisMonth', now).end, 1));
}

/** After a committed PDF import: its pages are counted against the month. */
export async function spendPdfPages(db: DbOrTx, userId: string, limits: PlanLimits, read: StatementRead, now: Date): Promise<void> {
  if (read.format === 'pdf' && read.pages) await spendMonthly(db, userId, limits, USAGE_METRICS.ocrPages, read.pages, now);
}

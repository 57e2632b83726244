// The rates every conversion uses (issue 15): a RateBook of the stored reference rates up to
// a day. When a rates source is configured (FX_RATES_URL) and today has no stored rate, it is
// asked once, and what it gives is stored with addFxRateIfAbsent — never overwriting — so two
// instances converting the same day use the same stored row, whichever fetched first. A failed
// fetch is logged and the book simply has the latest earlier rate (RateBook's fallback): a
// source being down never turns into a server error. Without a source, only the operator's
// rates (`kumbu fx set` / `kumbu fx import`) are used and nothing is ever fetched.
//
// Books are kept in memory for a short while (the CLI writes from another process, so a new
// operator rate shows within CACHE_MS). The fetch and its write use this service's own
// database handle, never the caller's transaction.
import { FOREIGN_CURRENCIES, RateBook } from '@kumbu/core/fx';
import { type DayString, dayOf } from '@kumbu/core/date-range';
import type { Db, DbOrTx } from '@kumbu/db/database';
import { addFxRateIfAbsent, fxRatesUpTo } from '@kumbu/db/fx-rates';
import type { RatesProvider } from '../../adapters/fx/rates-provider';
import { reasonOf } from '../../adapters/fx/http-rates-provider';

export interface FxLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface FxRateServiceOptions {
  /** The app's database: where fetched rates are written (outside any caller's transaction). */
  readonly db: Db;
  /** null = the local default: stored rates only, no outside call. */
  readonly provider: RatesProvider | null;
  readonly now: () => Date;
  readonly log: FxLog;
  /** How long a loaded book is reused (default 30 s). */
  readonly cacheMs?: number;
  /** After a failed fetch, how long before the source is asked again (default 5 min). */
  readonly retryMs?: number;
}

const MAX_BOOKS = 64;

export class FxRateService {
  private readonly books = new Map<DayString, { readonly expires: number; readonly book: Promise<RateBook> }>();
  /** Today's fetch: in flight, done (no more asking today), or failed at a time (asked again after retryMs). */
  private today: { day: DayString; state: 'running'; promise: Promise<boolean> } | { day: DayString; state: 'done' } | { day: DayString; state: 'failed'; at: number } | null = null;
  private readonly cacheMs: number;
  private readonly retryMs: number;

  constructor(private readonly options: FxRateServiceOptions) {
    this.cacheMs = options.cacheMs ?? 30_000;
    this.retryMs = options.retryMs ?? 5 * 60_000;
  }

  get hasProvider(): boolean { return this.options.provider !== null; }

  /**
   * The stored rates on or before `upToDay`. When `upToDay` reaches today, a source is
   * configured and today's rate is missing, the source is asked first: awaited (within its
   * timeout) when `db` is the app's own handle; in the background when `db` is a transaction,
   * which then gets the stored rates as they are (fallback) rather than being held open.
   */
  async rateBookFor(db: DbOrTx, upToDay: DayString): Promise<RateBook> {
    const book = await this.load(db, upToDay);
    const fetching = this.fetchTodayIfMissing(book, upToDay);
    if (!fetching) return book;
    if (db !== this.options.db) {
      // The caller holds a transaction (on PGlite, the only connection): never wait on the network inside it.
      fetching.catch(() => undefined);
      return book;
    }
    return (await fetching) ? this.load(db, upToDay) : book;
  }

  /**
   * Asks the source for today's rate now if it is missing (nothing when no source is
   * configured). For callers about to open a transaction that will convert amounts.
   */
  async refreshToday(): Promise<void> {
    const today = dayOf(this.options.now());
    const book = await this.load(this.options.db, today);
    await this.fetchTodayIfMissing(book, today);
  }

  /** Forgets the loaded books (after the operator changed rates in this process). */
  invalidate(): void { this.books.clear(); }

  private load(db: DbOrTx, upToDay: DayString): Promise<RateBook> {
    const now = Date.now();
    const cached = this.books.get(upToDay);
    if (cached && cached.expires > now) return cached.book;
    const book = fxRatesUpTo(db, upToDay).then((rates) => new RateBook(rates));
    if (this.books.size >= MAX_BOOKS) this.books.clear();
    this.books.set(upToDay, { expires: now + this.cacheMs, book });
    // A failed read is not kept.
    book.catch(() => { if (this.books.get(upToDay)?.book === book) this.books.delete(upToDay); });
    return book;
  }

  /** The fetch to wait for, or null when none is needed (or one was tried too recently). */
  private fetchTodayIfMissing(book: RateBook, upToDay: DayString): Promise<boolean> | null {
    const provider = this.options.provider;
    if (!provider) return null;
    const today = dayOf(this.options.now());
    if (upToDay < today) return null;
    if (FOREIGN_CURRENCIES.every((c) => book.find(c, today)?.fallback === false)) return null;
    const state = this.today?.day === today ? this.today : null;
    if (state?.state === 'running') return state.promise;
    if (state?.state === 'done') return null;
    if (state?.state === 'failed' && this.options.now().getTime() - state.at < this.retryMs) return null;
    const promise = this.fetchAndStore(provider, today);
    this.today = { day: today, state: 'running', promise };
    return promise;
  }

  /** Never rejects: true when something was stored (the books are then reloaded). */
  private async fetchAndStore(provider: RatesProvider, today: DayString): Promise<boolean> {
    try {
      const rates = await provider.fetchRates(today);
      for (const r of rates) {
        const stored = await addFxRateIfAbsent(this.options.db, { currency: r.currency, day: r.day, micros: r.micros, source: provider.source });
        if (stored.micros !== r.micros || stored.source !== provider.source) {
          this.options.log.info({ currency: r.currency, day: r.day, stored: stored.source }, 'exchange rate already stored for this day; keeping it');
        }
      }
      this.today = { day: today, state: 'done' };
      this.invalidate();
      return rates.length > 0;
    } catch (error) {
      this.today = { day: today, state: 'failed', at: this.options.now().getTime() };
      this.options.log.warn({ source: provider.source, day: today, reason: reasonOf(error) }, 'exchange-rate source failed; using the latest stored rates');
      return false;
    }
  }
}

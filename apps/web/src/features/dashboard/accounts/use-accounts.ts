// The person's accounts (live and archived) with balances, kept fresh: reloaded (debounced)
// after record changes, and updated at once by the stream's `accounts` event when the server
// sends one; an account the list does not know yet makes it reload.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { readAnswer, saveAnswer } from '../../../shared/offline/saved-answers';
import { type AccountDto, type AccountsTotal, parseAccountsList } from './account-dto';
import { fetchAccounts } from './accounts-api';
import { type BalanceUpdate, accountNames, applyBalances, netWorth } from './accounts-state';

/** Long enough for the `accounts` event that follows a round of record events to cancel the reload. */
const RELOAD_DELAY_MS = 700;

export interface AccountsView {
  readonly status: 'loading' | 'ready' | 'error';
  /** Live and archived, as the server lists them. */
  readonly items: readonly AccountDto[];
  readonly total: AccountsTotal;
  readonly names: ReadonlyMap<string, string>;
  readonly reload: () => void;
  /** One account saved here (create, edit, archive): shown at once, then the list reloads. */
  readonly applyLocal: (account: AccountDto) => void;
  /** The stream's `accounts` event. */
  readonly onBalances: (updates: readonly BalanceUpdate[]) => void;
}

/** `changes` goes up on every record change (useRecords' counter, or the page's own stream). */
const SAVED_KEY = 'accounts';

export function useAccounts(changes: number): AccountsView {
  const [status, setStatus] = useState<AccountsView['status']>('loading');
  const [items, setItems] = useState<readonly AccountDto[]>([]);
  const [generation, setGeneration] = useState(0);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    let answered = false;
    // This device's copy first (a repeat visit, offline), until the server answers (issue 17).
    // Only on the first load: a reload must not step back behind balances the stream gave.
    if (generation === 0) void readAnswer(SAVED_KEY, parseAccountsList).then((saved) => {
      if (saved === undefined || answered || controller.signal.aborted) return;
      setItems(saved.data.items);
      setStatus('ready');
    });
    let raw: unknown;
    void fetchAccounts({ archived: true, signal: controller.signal, onRaw: (data) => { raw = data; } }).then((answer) => {
      answered = true;
      if (controller.signal.aborted) return;
      if (answer.success) {
        setItems(answer.data.items);
        setStatus('ready');
        void saveAnswer(SAVED_KEY, raw);
      } else {
        setStatus((s) => (s === 'ready' ? s : 'error'));
      }
    });
    return () => controller.abort();
  }, [generation]);

  const reload = useCallback(() => {
    window.clearTimeout(timer.current);
    setGeneration((g) => g + 1);
  }, []);

  // Record changes: reload shortly after, unless the stream's balances arrive first.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) { first.current = false; return; }
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setGeneration((g) => g + 1), RELOAD_DELAY_MS);
  }, [changes]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // The list as last rendered, so a stream event is applied (and judged) synchronously.
  const itemsRef = useRef(items);
  useEffect(() => { itemsRef.current = items; });
  const onBalances = useCallback((updates: readonly BalanceUpdate[]) => {
    window.clearTimeout(timer.current);
    const next = applyBalances(itemsRef.current, updates);
    itemsRef.current = next.items;
    setItems(next.items);
    if (next.unknown.length > 0) setGeneration((g) => g + 1);
  }, []);

  const applyLocal = useCallback((account: AccountDto) => {
    setItems((current) => (current.some((a) => a.id === account.id) ? current.map((a) => (a.id === account.id ? account : a)) : [...current, account]));
    // Making one account the main one unmakes another; the list says which.
    setGeneration((g) => g + 1);
  }, []);

  const total = useMemo(() => netWorth(items), [items]);
  const names = useMemo(() => accountNames(items), [items]);
  return { status, items, total, names, reload, applyLocal, onBalances };
}

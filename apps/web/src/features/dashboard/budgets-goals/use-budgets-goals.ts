// Loads the budgets (with this month's spending) and the goals, and keeps them current:
// a live record change reloads the budgets shortly after (a burst of changes costs one
// request), coming back to the tab reloads both (they may have been changed on WhatsApp,
// which sends no record event), and a save made here shows at once, then the server
// confirms it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { type BudgetStatus, type BudgetsView, type Goal, fetchBudgets, fetchGoals } from './budgets-goals-api';

/** How long to wait after a live change before asking the server (changes come in bursts). */
export const REFRESH_DELAY_MS = 400;

export interface BudgetsGoals {
  readonly status: 'loading' | 'ready' | 'error';
  readonly budgets: BudgetsView | null;
  readonly goals: readonly Goal[] | null;
  readonly reload: () => void;
  readonly putBudget: (budget: BudgetStatus) => void;
  readonly dropBudget: (category: string) => void;
  readonly putGoal: (goal: Goal) => void;
  readonly dropGoal: (id: string) => void;
}

/** `list` with `item` replacing the one with the same key, or added at the end (the server's order). */
export function upsertBy<T>(list: readonly T[], item: T, key: (x: T) => string): T[] {
  const k = key(item);
  return list.some((x) => key(x) === k) ? list.map((x) => (key(x) === k ? item : x)) : [...list, item];
}

export function useBudgetsGoals(changes: number): BudgetsGoals {
  const [budgets, setBudgets] = useState<BudgetsView | null>(null);
  const [goals, setGoals] = useState<readonly Goal[] | null>(null);
  // Per part: one part's success must not hide the other's failure.
  const [failed, setFailed] = useState({ budgets: false, goals: false });
  const [reloads, setReloads] = useState(0);
  // Bumped by each load and each local change: only the latest request may write, so an
  // answer that left before a save never overwrites it.
  const budgetsGen = useRef(0);
  const goalsGen = useRef(0);

  const loadBudgets = useCallback((signal?: AbortSignal) => {
    const gen = ++budgetsGen.current;
    void fetchBudgets(signal).then((answer) => {
      if (signal?.aborted === true || gen !== budgetsGen.current) return;
      if (answer.success) setBudgets(answer.data);
      // A failed refresh keeps what is on screen; only a first load that fails shows the error.
      setFailed((f) => ({ ...f, budgets: !answer.success }));
    });
  }, []);

  const loadGoals = useCallback((signal?: AbortSignal) => {
    const gen = ++goalsGen.current;
    void fetchGoals(signal).then((answer) => {
      if (signal?.aborted === true || gen !== goalsGen.current) return;
      if (answer.success) setGoals(answer.data);
      setFailed((f) => ({ ...f, goals: !answer.success }));
    });
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    loadBudgets(controller.signal);
    loadGoals(controller.signal);
    return () => controller.abort();
  }, [reloads, loadBudgets, loadGoals]);

  // Records change what is spent, never the goals: only the budgets reload, debounced.
  const changesAtMount = useRef(changes);
  useEffect(() => {
    if (changes === changesAtMount.current) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => loadBudgets(controller.signal), REFRESH_DELAY_MS);
    return () => { window.clearTimeout(timer); controller.abort(); };
  }, [changes, loadBudgets]);

  useEffect(() => {
    const onVisible = (): void => { if (document.visibilityState === 'visible') setReloads((n) => n + 1); };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const putBudget = useCallback((budget: BudgetStatus) => {
    setBudgets((v) => (v === null ? v : { ...v, budgets: upsertBy(v.budgets, budget, (b) => b.category) }));
    loadBudgets();
  }, [loadBudgets]);
  const dropBudget = useCallback((category: string) => {
    setBudgets((v) => (v === null ? v : { ...v, budgets: v.budgets.filter((b) => b.category !== category) }));
    loadBudgets();
  }, [loadBudgets]);
  const putGoal = useCallback((goal: Goal) => {
    setGoals((v) => (v === null ? v : upsertBy(v, goal, (g) => g.id)));
    loadGoals();
  }, [loadGoals]);
  const dropGoal = useCallback((id: string) => {
    setGoals((v) => (v === null ? v : v.filter((g) => g.id !== id)));
    loadGoals();
  }, [loadGoals]);

  const status = budgets !== null && goals !== null ? 'ready' : failed.budgets || failed.goals ? 'error' : 'loading';
  return { status, budgets, goals, reload, putBudget, dropBudget, putGoal, dropGoal };
}

// Savings goals, pure: progress, which of the user's goals a message names, and whether a
// message that reads like a record ("juntei 20 mil para o carro") is really a contribution.
import { type Cents, toCents } from '@kumbu/core/money';
import { fold } from './text';

/** Whole percent saved (rounded down, at most 100) and what is left (never negative). */
export function goalProgress(savedCents: Cents, targetCents: Cents): { percent: number; leftCents: Cents } {
  const percent = targetCents <= 0 ? 100 : Math.min(100, Math.floor((Math.max(0, savedCents) * 100) / targetCents));
  return { percent, leftCents: toCents(Math.max(0, targetCents - savedCents)) };
}

const WORD = /[\p{L}\p{N}]+/gu;
const words = (s: string): string[] => fold(s).match(WORD) ?? [];

/**
 * The goal a message names: a goal whose every word appears in the message ("juntei 20 mil
 * para o carro" → "carro"); the longest such name wins. Null when none is named.
 */
export function findGoal<T extends { readonly name: string }>(text: string, goals: readonly T[]): T | null {
  const said = new Set(words(text));
  let best: T | null = null;
  for (const g of goals) {
    const name = words(g.name);
    if (name.length > 0 && name.every((x) => said.has(x)) && (best === null || g.name.length > best.name.length)) best = g;
  }
  if (best) return best;
  // "juntei 20 mil para a arca" names the goal "arca nova" by its first word, when only one goal starts so.
  const byHead = goals.filter((g) => { const head = words(g.name)[0]; return head !== undefined && said.has(head); });
  return byHead.length === 1 ? byHead[0] ?? null : null;
}

// "quanto falta para o carro?", "how much more do I need for the laptop?": what is left of a goal, if one is named.
const WHAT_IS_LEFT = /(?<![\p{L}])(?:quanto (?:me |nos |ainda )?falta(?:m)?(?: ainda)? (?:para|pra|p\/)|how much (?:more )?(?:do i (?:still )?need|is (?:still )?left|left) (?:for|to)|how (?:far|close) am i (?:from|to))(?![\p{L}])/u;

/** True when a message asks what is left to reach something: with one of the user's goals named, it asks about that goal. */
export function asksWhatIsLeft(text: string): boolean {
  return WHAT_IS_LEFT.test(fold(text));
}

const SAVED_VERB = /^(?:ja )?(?:juntei|guardei|poupei|pus|depositei|saved|put|added)(?![\p{L}])/u;

/** True when a message starts like a saving ("juntei…", "saved…"): with a goal named, it is a contribution. */
export function soundsLikeSaving(text: string): boolean {
  return SAVED_VERB.test(fold(text).trim());
}

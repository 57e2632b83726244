// The one model a learned classifier consults, swappable for measuring: cross-validation plugs
// in a model trained without the fold it scores, or none to score the rules alone.

export interface Swappable<T> {
  /** The one in use (null: none, the rules alone). */
  readonly current: () => T | null;
  /** Puts `next` in use and returns the previous one. Only for measuring. */
  readonly use: (next: T | null) => T | null;
}

export function swappable<T>(initial: T | null): Swappable<T> {
  let active = initial;
  return {
    current: () => active,
    use: (next) => {
      const previous = active;
      active = next;
      return previous;
    },
  };
}

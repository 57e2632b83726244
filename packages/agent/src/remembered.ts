// A pure function of a string, remembered for the last few distinct inputs. Within one message
// the same text is read again and again (the whole message, then each of its records, by several
// rules), and every reading of it gives the same answer; a small bounded table keeps that answer
// without growing with traffic, and never spans more than a few messages.

/** `fn` with its answers for the last `size` distinct inputs kept (oldest forgotten first). */
export function remembered<T>(fn: (text: string) => T, size = 64): (text: string) => T {
  const seen = new Map<string, { readonly value: T }>();
  return (text) => {
    const hit = seen.get(text);
    if (hit) return hit.value;
    const value = fn(text);
    if (seen.size >= size) {
      const oldest = seen.keys().next();
      if (!oldest.done) seen.delete(oldest.value);
    }
    seen.set(text, { value });
    return value;
  };
}

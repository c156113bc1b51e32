/**
 * A reading kept per distinct input. The judge reads the same titles again and again (every person's
 * positions for every persona, and the same titles across people), so the title and function readers keep
 * what they read. Each kept value is frozen, one level down: a caller that changed one would throw in
 * strict mode instead of changing what the next caller reads. The store is emptied when it reaches `cap`
 * entries, which bounds a warm Lambda's memory.
 */
export function memoized<A extends unknown[], R extends object>(
  read: (...args: A) => R,
  keyOf: (...args: A) => string,
  cap: number,
): (...args: A) => R {
  const kept = new Map<string, R>();
  return (...args: A): R => {
    const key = keyOf(...args);
    let value = kept.get(key);
    if (value === undefined) {
      if (kept.size >= cap) kept.clear();
      value = read(...args);
      for (const field of Object.values(value))
        if (typeof field === 'object' && field !== null) Object.freeze(field);
      Object.freeze(value);
      kept.set(key, value);
    }
    return value;
  };
}

/**
 * The one bounded-concurrency helper: the pipeline's fan-outs, the webhook outbox, the judge's
 * batches and the providers' collects all run through it, so that every one of them observes every
 * call it starts.
 */

export interface MapBoundedOptions {
  /**
   * The first item goes out alone and the others start when it settles or after this many
   * milliseconds, whichever comes first (the judge warms a prompt cache this way). 0: all at once.
   */
  warmupMs?: number;
}

/**
 * Runs `work` over `items` with at most `limit` in flight and answers in the order of `items`. After
 * the first failure no new call starts; the calls already in flight settle (none is left running
 * unobserved, and their later failures are not lost to an unhandled rejection), then the first
 * failure is thrown.
 */
export async function mapBounded<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
  { warmupMs = 0 }: MapBoundedOptions = {},
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failure: { error: unknown } | null = null;
  let firstSettled: () => void = () => {};
  const warm =
    warmupMs > 0 && items.length > 1
      ? new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, warmupMs);
          firstSettled = () => {
            clearTimeout(timer);
            resolve();
          };
        })
      : Promise.resolve();
  const worker = async (id: number) => {
    if (id > 0) await warm;
    while (failure === null && next < items.length) {
      const index = next;
      next += 1;
      try {
        results[index] = await work(items[index] as T, index);
      } catch (error) {
        failure ??= { error };
      } finally {
        if (index === 0) firstSettled();
      }
    }
  };
  const workers = Math.max(1, Math.min(limit, items.length));
  await Promise.all(Array.from({ length: workers }, (_, id) => worker(id)));
  if (failure) throw (failure as { error: unknown }).error;
  return results;
}

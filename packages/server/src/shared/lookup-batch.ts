/**
 * Looks keys up in batches: the keys asked for in one turn of the event loop are looked up
 * together by one call of `load` (one query where each would have made its own), and each caller
 * gets its own key's value. A batch's `load` starts after every key of the batch was asked for,
 * so a caller sees whatever was committed before it asked, as with a lookup of its own. A failed
 * `load` fails every caller of its batch.
 */
export const lookupInBatches = <K, V>(
  load: (keys: readonly K[]) => Promise<ReadonlyMap<K, V>>,
): ((key: K) => Promise<V | undefined>) => {
  let waiting: { key: K; resolve: (value: V | undefined) => void; reject: (error: unknown) => void }[] = [];
  const run = async () => {
    const batch = waiting;
    waiting = [];
    try {
      const found = await load([...new Set(batch.map((entry) => entry.key))]);
      for (const entry of batch) entry.resolve(found.get(entry.key));
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    }
  };
  return (key) =>
    new Promise((resolve, reject) => {
      if (waiting.length === 0) setImmediate(() => void run());
      waiting.push({ key, resolve, reject });
    });
};

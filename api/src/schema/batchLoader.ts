// One request's reads of one kind in one query: every field asking in the same tick joins the batch,
// as DataLoader does, so a menu of 100 dishes costs one statement.
import type { Context } from "../context.ts";

type Waiting<V> = { resolve: (value: V) => void; reject: (error: unknown) => void };

/** A per-request loader: `load(ctx, keys)` answers a batch of keys with a map; a key it leaves out gets `missing`. */
export function batchLoader<K, V>(load: (ctx: Context, keys: K[]) => Promise<Map<K, V>>, missing: V) {
  const perRequest = new WeakMap<Context, (key: K) => Promise<V>>();
  const loaderFor = (ctx: Context) => {
    let pending: Map<K, Waiting<V>> | null = null;
    const loaded = new Map<K, Promise<V>>();
    const flush = async (batch: Map<K, Waiting<V>>) => {
      try {
        const found = await load(ctx, [...batch.keys()]);
        for (const [key, waiting] of batch) waiting.resolve(found.has(key) ? found.get(key)! : missing);
      } catch (error) {
        for (const waiting of batch.values()) waiting.reject(error);
      }
      // A subscription keeps its context for every event: each event reads afresh.
      for (const key of batch.keys()) loaded.delete(key);
    };
    return (key: K) => {
      let found = loaded.get(key);
      if (!found) {
        if (!pending) {
          const batch = (pending = new Map());
          // After the promise jobs of this tick, when the sibling fields have asked too.
          void Promise.resolve().then(() =>
            process.nextTick(() => {
              pending = null;
              void flush(batch);
            }),
          );
        }
        const batch = pending;
        found = new Promise<V>((resolve, reject) => batch.set(key, { resolve, reject }));
        loaded.set(key, found);
      }
      return found;
    };
  };
  return (ctx: Context, key: K) => {
    let loader = perRequest.get(ctx);
    if (!loader) perRequest.set(ctx, (loader = loaderFor(ctx)));
    return loader(key);
  };
}

// Every instance keeps its own public cache, yet an edit on one must be served by all of them at
// once: an invalidation is sent on the database's `public_cache` channel, and every instance (this
// one included) forgets that entry when it hears it. A message it cannot read, or messages missed
// while the connection was down, make it forget everything: a fresh read is always correct.
import type { Notifications } from '../../db/notifications';
import { createPublicCache, isPublicCacheKey, type PublicCache } from './public-cache';

export const PUBLIC_CACHE_CHANNEL = 'public_cache';

export interface SharedPublicCache {
  cache: PublicCache;
  /** Stops listening; the app calls it when it closes. */
  close(): Promise<void>;
}

export async function openSharedPublicCache(
  database: Notifications,
  warn: (message: string) => void,
): Promise<SharedPublicCache> {
  const local = createPublicCache();
  const stopListening = await database.listen(PUBLIC_CACHE_CHANNEL, (payload) => {
    if (isPublicCacheKey(payload)) local.invalidate(payload);
    else local.clear();
  });
  const cache: PublicCache = {
    ...local,
    invalidate(key) {
      local.invalidate(key);
      // The edit is saved; should the message fail, other instances catch up when entries expire.
      database
        .notify(PUBLIC_CACHE_CHANNEL, key)
        .catch((error: unknown) =>
          warn(`Could not tell other instances that "${key}" changed: ${String(error)}`),
        );
    },
  };
  return { cache, close: stopListening };
}

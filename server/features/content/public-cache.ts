// Public lists are read on every visit and change only when an admin edits them, so they are served
// from memory after the first read. An edit invalidates its entry; entries also expire after a
// minute, so that other server instances on the same PostgreSQL catch up with an edit.
export type PublicCacheKey =
  | 'team-members'
  | 'club-config'
  | 'sponsors'
  | 'news'
  | 'competitions'
  | 'vehicles'
  | 'page-texts';

export interface PublicCache {
  get<T>(key: PublicCacheKey, load: () => Promise<T>): Promise<T>;
  invalidate(key: PublicCacheKey): void;
  clear(): void;
}

export function createPublicCache(timeToLiveMs = 60_000, now = () => Date.now()): PublicCache {
  const entries = new Map<PublicCacheKey, { value: Promise<unknown>; expiresAt: number }>();
  return {
    get<T>(key: PublicCacheKey, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return entry.value as Promise<T>;
      // Drizzle queries are thenables that run again on every await: settle one run into a promise.
      const value = Promise.resolve(load());
      entries.set(key, { value, expiresAt: now() + timeToLiveMs });
      // A failed read is not remembered: the next visitor tries again.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    invalidate(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}

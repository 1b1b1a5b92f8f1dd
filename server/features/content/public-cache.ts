// Public lists are read on every visit and change only when an admin edits them, so they are served
// from memory after the first read. An edit invalidates its entry (on every instance, see
// shared-public-cache.ts); entries also expire after a minute, should an invalidation be lost.
const PUBLIC_CACHE_KEYS = [
  'team-members',
  // The team's graduated cards: dropped with 'team-members' by every edit of a card.
  'alumni',
  'club-config',
  'sponsors',
  'news',
  'competitions',
  'vehicles',
  'page-texts',
  'rules',
  'events',
  'sponsorship-packages',
] as const;

export type PublicCacheKey = (typeof PUBLIC_CACHE_KEYS)[number];

export const isPublicCacheKey = (value: unknown): value is PublicCacheKey =>
  PUBLIC_CACHE_KEYS.includes(value as PublicCacheKey);

export interface PublicCache {
  get<T>(key: PublicCacheKey, load: () => Promise<T>): Promise<T>;
  /** Forgets an entry after an edit; the shared cache forgets it on every instance. */
  invalidate(key: PublicCacheKey): void;
  /** Forgets every entry, on this instance only. */
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

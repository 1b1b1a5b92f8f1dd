// What Clockify told us about each member, kept in memory for a while, so that a dashboard polling
// every 30 s stays within the workspace's rate limit. Concurrent identical requests share one
// upstream call. Forgetting a member's data also discards calls still in flight, so an answer
// from before a start or stop is never stored after it.
export type CachedData = 'user' | 'projects' | 'entries';

interface Stored {
  value: unknown;
  expiresAt: number;
}

export interface MemberCache {
  get<Value>(
    memberId: string,
    data: CachedData,
    ttlMs: number,
    load: () => Promise<Value>,
  ): Promise<Value>;
  /** Sets what a call made anyway (the key check) already answered. */
  set(memberId: string, data: CachedData, ttlMs: number, value: unknown): void;
  /** Forgets the member's data: the listed kinds, or all. */
  forget(memberId: string, data?: CachedData[]): void;
}

export function createMemberCache(now: () => number): MemberCache {
  const stored = new Map<string, Stored>();
  const inFlight = new Map<string, Promise<unknown>>();
  const slot = (memberId: string, data: CachedData) => `${memberId}/${data}`;

  const cache: MemberCache = {
    get<Value>(memberId: string, data: CachedData, ttlMs: number, load: () => Promise<Value>) {
      const key = slot(memberId, data);
      const hit = stored.get(key);
      if (hit && now() < hit.expiresAt) return Promise.resolve(hit.value as Value);
      const pending = inFlight.get(key);
      if (pending) return pending as Promise<Value>;
      const call = load().then(
        (value) => {
          // Still the current call: nothing forgot the member meanwhile.
          if (inFlight.get(key) === call) {
            inFlight.delete(key);
            cache.set(memberId, data, ttlMs, value);
          }
          return value;
        },
        (error: unknown) => {
          if (inFlight.get(key) === call) inFlight.delete(key);
          throw error;
        },
      );
      inFlight.set(key, call);
      return call;
    },
    set(memberId, data, ttlMs, value) {
      stored.set(slot(memberId, data), { value, expiresAt: now() + ttlMs });
    },
    forget(memberId, data = ['user', 'projects', 'entries']) {
      for (const kind of data) {
        stored.delete(slot(memberId, kind));
        inFlight.delete(slot(memberId, kind));
      }
    },
  };
  return cache;
}

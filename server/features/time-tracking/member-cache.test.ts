import { describe, expect, it } from 'vitest';
import { createMemberCache } from './member-cache';

/** A load whose answer the test gives when it wants, counting how often it is called. */
function controlledLoad() {
  let calls = 0;
  let answer: (value: string) => void = () => {};
  const load = () => {
    calls++;
    return new Promise<string>((resolve) => {
      answer = resolve;
    });
  };
  return { load, calls: () => calls, answer: (value: string) => answer(value) };
}

describe('the member cache', () => {
  it('shares one call among concurrent identical requests', async () => {
    const cache = createMemberCache(() => 0);
    const upstream = controlledLoad();

    const requests = [1, 2, 3].map(() => cache.get('m1', 'entries', 1000, upstream.load));
    upstream.answer('entries');

    expect(await Promise.all(requests)).toEqual(['entries', 'entries', 'entries']);
    expect(upstream.calls()).toBe(1);
  });

  it('answers from memory until the lifetime ends', async () => {
    let now = 0;
    const cache = createMemberCache(() => now);
    let calls = 0;
    const load = async () => `answer ${++calls}`;

    await cache.get('m1', 'projects', 1000, load);
    now = 999;
    const fresh = await cache.get('m1', 'projects', 1000, load);
    now = 1000;
    const renewed = await cache.get('m1', 'projects', 1000, load);

    expect([fresh, renewed]).toEqual(['answer 1', 'answer 2']);
  });

  it('keeps members apart', async () => {
    const cache = createMemberCache(() => 0);

    await cache.get('m1', 'entries', 1000, async () => 'first member');
    const other = await cache.get('m2', 'entries', 1000, async () => 'second member');

    expect(other).toBe('second member');
  });

  it('does not keep an answer that was on its way when the member was forgotten', async () => {
    const cache = createMemberCache(() => 0);
    const before = controlledLoad();

    const stale = cache.get('m1', 'entries', 1000, before.load);
    cache.forget('m1', ['entries']);
    before.answer('before the stop');
    await stale;
    const after = await cache.get('m1', 'entries', 1000, async () => 'after the stop');

    expect(after).toBe('after the stop');
  });

  it('does not keep failures', async () => {
    const cache = createMemberCache(() => 0);

    await expect(
      cache.get('m1', 'user', 1000, () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    const retried = await cache.get('m1', 'user', 1000, async () => 'up again');

    expect(retried).toBe('up again');
  });
});

// Authenticated JSON answers are not kept by any cache; public ones keep the caching they have.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../test/factories';
import { requestAs } from '../test/requests';
import { makeTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let memberId: string;
let pendingId: string;
beforeAll(async () => {
  t = await makeTestApp();
  memberId = (await makeUser(t.db, { role: 'member', isActive: 1 })).id;
  pendingId = (await makeUser(t.db, { role: 'pending', isActive: 0 })).id;
}, 60_000);
afterAll(() => t.close());

describe('Cache-Control of API answers', () => {
  it('is no-store on what a signed-in person reads', async () => {
    for (const url of ['/api/auth/user', '/api/members/resources']) {
      const response = await requestAs(t, memberId, { method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('is no-store on a refusal to a signed-in person', async () => {
    const response = await requestAs(t, pendingId, {
      method: 'GET',
      url: '/api/members/resources',
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is left as it was on public content, for visitors and signed-in people alike', async () => {
    const visitor = await requestAs(t, null, { method: 'GET', url: '/api/team-members' });
    const member = await requestAs(t, memberId, { method: 'GET', url: '/api/team-members' });
    expect(visitor.statusCode).toBe(200);
    expect(String(visitor.headers['cache-control'])).not.toContain('no-store');
    expect(member.headers['cache-control']).toBe(visitor.headers['cache-control']);
  });
});

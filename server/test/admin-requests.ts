// Test support: requests as a signed-in admin, through app.inject.
import { makeUser } from './factories';
import { sessionCookie } from './sessions';
import type { TestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Signs in a new active admin; answers a function that sends requests as them. */
export async function signInAdmin(t: TestApp) {
  const admin = await makeUser(t.db, { role: 'admin', isActive: 1 });
  const cookie = await sessionCookie(t, admin.id);
  const send = (method: Method, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload !== undefined && { payload: payload as object }),
    });
  return { admin, cookie, send };
}

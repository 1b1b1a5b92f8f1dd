// Test support: a new active user of a role, signed in, with requests sent as them through
// app.inject.
import { makeUser } from './factories';
import { sessionCookie } from './sessions';
import type { TestApp } from './test-app';

export const signedInRoles = ['admin', 'designer', 'member'] as const;
export type SignedInRole = (typeof signedInRoles)[number];

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Signs in a new active user of the role; answers them, their session cookie and a function that
 * sends requests as them.
 */
export async function signInAs(t: TestApp, role: SignedInRole) {
  const user = await makeUser(t.db, { role, isActive: 1 });
  const cookie = await sessionCookie(t, user.id);
  const send = (method: Method, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload !== undefined && { payload: payload as object }),
    });
  return { user, cookie, send };
}

export type SignedInUser = Awaited<ReturnType<typeof signInAs>>;

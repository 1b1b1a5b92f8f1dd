// Test support for the time-tracking API tests: an app wired to a local Clockify server, and a
// signed-in member who sends requests to it.
import { makeUser } from '../../test/factories';
import { requestAs } from '../../test/requests';
import type { TestApp } from '../../test/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A new active member; answers their id and a function that sends requests as them. */
export async function signInMember(t: TestApp) {
  const member = await makeUser(t.db, { role: 'member', isActive: 1 });
  const send = (method: Method, url: string, payload?: object) =>
    requestAs(t, member.id, { method, url, ...(payload && { payload }) });
  return { id: member.id, send };
}

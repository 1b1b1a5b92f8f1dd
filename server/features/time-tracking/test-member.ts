// Test support for the time-tracking API tests: an app wired to a local Clockify server, and a
// signed-in member who sends requests to it.
import type { TestClockify } from '../../test/clockify-server';
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

let keys = 0;

/** A new member whose Clockify account (Jamie Ortiz) is connected through the key route. */
export async function connectMember(t: TestApp, clockify: TestClockify) {
  const apiKey = `member-key-${++keys}`;
  clockify.addMember({ apiKey, name: 'Jamie Ortiz', email: 'jamie.ortiz@example.org' });
  const member = await signInMember(t);
  const connected = await member.send('PUT', '/api/clockify/update-api-key', { apiKey });
  if (connected.statusCode !== 200) throw new Error(`connecting answered ${connected.body}`);
  return { ...member, apiKey };
}

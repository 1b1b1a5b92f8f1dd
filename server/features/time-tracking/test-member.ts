// Test support for the time-tracking API tests: an app wired to a local Clockify server, and a
// signed-in member who sends requests to it.
import type { TestClockify } from '../../test/clockify/clockify-server';
import { makeUser } from '../../test/factories';
import { sessionCookie } from '../../test/sessions';
import type { TestApp } from '../../test/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A new active member; answers their id and a function that sends requests as them. */
export async function signInMember(t: TestApp) {
  const member = await makeUser(t.db, { role: 'member', isActive: 1 });
  // One session, as a browser keeps: the busy-hour tests send thousands of requests.
  const cookie = await sessionCookie(t, member.id);
  const send = (method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });
  return { id: member.id, send };
}

let keys = 0;

/** A new member whose Clockify account (Jamie Ortiz unless named) is connected through the key route. */
export async function connectMember(t: TestApp, clockify: TestClockify, name = 'Jamie Ortiz') {
  const apiKey = `member-key-${++keys}`;
  clockify.addMember({ apiKey, name, email: 'jamie.ortiz@example.org' });
  const member = await signInMember(t);
  const connected = await member.send('PUT', '/api/clockify/update-api-key', { apiKey });
  if (connected.statusCode !== 200) throw new Error(`connecting answered ${connected.body}`);
  return { ...member, apiKey };
}

export type ConnectedTestMember = Awaited<ReturnType<typeof connectMember>>;

/** The member's dashboard as it polls: their entries and how fresh they are. */
export async function pollDashboard(member: ConnectedTestMember) {
  const [entries, status] = await Promise.all([
    member.send('GET', '/api/clockify/time-entries'),
    member.send('GET', '/api/clockify/sync-status'),
  ]);
  return { entries, status };
}

export const startTimerAs = (
  member: ConnectedTestMember,
  description: string,
  projectId?: string,
) =>
  member.send('POST', '/api/clockify/time-entries/start', {
    description,
    ...(projectId && { projectId }),
  });

export const stopTimerAs = (member: ConnectedTestMember, entryId: string) =>
  member.send('PUT', `/api/clockify/time-entries/${encodeURIComponent(entryId)}/stop`);

/** Calls to Clockify that create an entry (POST) or replace one (PUT). */
export const entryWrites = (calls: readonly string[]) =>
  calls.filter((call) =>
    /^(POST|PUT) \/api\/v1\/workspaces\/\w+\/time-entries(\/\w+)?$/.test(call),
  );

/** The most calls Clockify received in any hour of the app's clock (callLog's `at`). */
export function mostCallsInAnHour(callLog: readonly { at: number }[]) {
  const times = callLog.map((call) => call.at).sort((a, b) => a - b);
  let most = 0;
  for (let last = 0, first = 0; last < times.length; last++) {
    while ((times[last] ?? 0) - (times[first] ?? 0) >= 3600_000) first++;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

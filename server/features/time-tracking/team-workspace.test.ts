// With CLOCKIFY_WORKSPACE_ID set, connecting checks that the account belongs to the team's workspace.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../../db/schema/site-schema';
import { startTestClockify, type TestClockify } from '../../test/clockify/clockify-server';
import { makeTestApp, type TestApp } from '../../test/test-app';
import { signInMember } from './test-member';

let clockify: TestClockify;
const apps: TestApp[] = [];
beforeAll(async () => {
  clockify = await startTestClockify();
  clockify.addMember({ apiKey: 'team-key', name: 'Jamie Ortiz', email: 'jamie.ortiz@example.org' });
}, 60_000);
afterAll(async () => {
  for (const app of apps) await app.close();
  await clockify.close();
});

async function appForWorkspace(workspaceId: string) {
  const t = await makeTestApp({
    environment: { CLOCKIFY_API_URL: clockify.apiUrl, CLOCKIFY_WORKSPACE_ID: workspaceId },
  });
  apps.push(t);
  return t;
}

it('connects a member of the team workspace, and refuses one outside it', async () => {
  const team = await appForWorkspace(clockify.workspaceId);
  const elsewhere = await appForWorkspace('0123456789abcdef01234567');
  const inTeam = await signInMember(team);
  const outside = await signInMember(elsewhere);

  const accepted = await inTeam.send('PUT', '/api/clockify/update-api-key', { apiKey: 'team-key' });
  const refused = await outside.send('PUT', '/api/clockify/update-api-key', { apiKey: 'team-key' });

  expect(accepted.statusCode).toBe(200);
  expect(refused.statusCode).toBe(403);
  const message =
    "Your Clockify account has no access to the team's workspace. Ask a club admin to invite you.";
  expect(refused.json()).toEqual({ error: message, message });
  const stored = await elsewhere.db.select({ key: users.clockifyApiKey }).from(users);
  expect(stored).toEqual([{ key: null }]);
}, 60_000);

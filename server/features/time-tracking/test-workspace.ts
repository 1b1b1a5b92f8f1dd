// Test support: the team's workspace on the tests' Clockify, with its admin, and the settings of a
// site that reads it (its reports and webhooks) with the admin's key.
import { startTestClockify, type TestClockify } from '../../test/clockify/clockify-server';

export const WORKSPACE_ADMIN_KEY = 'workspace-admin-key';

/** The tests' Clockify with Dana, the workspace's admin, whose key is WORKSPACE_ADMIN_KEY. */
export async function startTeamWorkspace(options?: Parameters<typeof startTestClockify>[0]) {
  const clockify = await startTestClockify(options);
  clockify.addMember({
    apiKey: WORKSPACE_ADMIN_KEY,
    name: 'Dana',
    email: 'dana@example.org',
    admin: true,
  });
  return clockify;
}

export const teamWorkspaceSettings = (clockify: TestClockify, adminApiKey: string) => ({
  CLOCKIFY_API_URL: clockify.apiUrl,
  CLOCKIFY_REPORTS_URL: clockify.reportsUrl,
  CLOCKIFY_WORKSPACE_ID: clockify.workspaceId,
  CLOCKIFY_ADMIN_API_KEY: adminApiKey,
});

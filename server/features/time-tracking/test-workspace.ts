// Test support: the settings of a site that reads the team's workspace on the tests' Clockify, its
// reports and webhooks, with the key of the workspace's admin.
import type { TestClockify } from '../../test/clockify-server';

export const teamWorkspaceSettings = (clockify: TestClockify, adminApiKey: string) => ({
  CLOCKIFY_API_URL: clockify.apiUrl,
  CLOCKIFY_REPORTS_URL: clockify.reportsUrl,
  CLOCKIFY_WORKSPACE_ID: clockify.workspaceId,
  CLOCKIFY_ADMIN_API_KEY: adminApiKey,
});

// Test support for the tests of the tests' Clockify: its workspace's team of three, Dana the admin
// and the members Jamie and Taylor, each with an API key named after them (admin-key, jamie-key…).
import type { TestClockify } from './clockify-server';

/** Adds the team; answers the members' Clockify ids. */
export function addTestTeam(clockify: TestClockify) {
  clockify.addMember({ apiKey: 'admin-key', name: 'Dana', email: 'dana@example.org', admin: true });
  const jamie = clockify.addMember({
    apiKey: 'jamie-key',
    name: 'Jamie Ortiz',
    email: 'jamie@example.org',
  });
  const taylor = clockify.addMember({
    apiKey: 'taylor-key',
    name: 'Taylor Brooks',
    email: 'taylor@example.org',
  });
  return { jamieId: jamie.id, taylorId: taylor.id };
}

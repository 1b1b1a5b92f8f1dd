// A member of the tests' Clockify, as the browser suites of time tracking start from, and their key
// stored through the API, as the profile stores it.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { TestClockify } from '../../server/test/clockify/clockify-server';

/** A Clockify member with a half-hour "Shop cleanup" yesterday, in the workspace's project Chassis. */
export function addMemberWithYesterdaysEntry(
  clockify: TestClockify,
  member: { apiKey: string; name: string; email: string },
): void {
  clockify.addMember(member);
  clockify.addProject({ name: 'Chassis', color: '#f97316', duration: 'PT12H30M' });
  const yesterday = new Date(Date.now() - 86_400_000);
  clockify.addTimeEntry(member.apiKey, {
    description: 'Shop cleanup',
    start: yesterday,
    end: new Date(yesterday.getTime() + 1_800_000),
  });
}

/** Connects `apiKey` for the account signed in on `page`. */
export async function connectClockifyKey(page: Page, apiKey: string): Promise<void> {
  const status = await page.evaluate(async (key) => {
    const response = await fetch('/api/clockify/update-api-key', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ apiKey: key }),
    });
    return response.status;
  }, apiKey);
  expect(status).toBe(200);
}

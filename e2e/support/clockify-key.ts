// A member's Clockify key stored through the API, as the profile stores it.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

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

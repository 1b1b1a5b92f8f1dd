// Signing in as the accounts seeded for DEV_LOGIN=1 (server/db/seed/seed-dev-users.ts).
import type { APIRequestContext, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Signs in by the /dev-login page, as a person would; an approved account lands on /members. */
export async function signInThroughDevLogin(page: Page, baseUrl: string, name: string) {
  await page.goto(`${baseUrl}/dev-login`);
  await page.getByRole('button', { name: `Sign in as ${name}` }).click();
  await page.waitForURL(`${baseUrl}/members`);
}

/**
 * Signs in a browser context's requests (they share its cookies, so its pages are signed in too)
 * as the account with this email, whatever its state. No page is loaded for it.
 */
export async function signInRequests(request: APIRequestContext, baseUrl: string, email: string) {
  const users: { id: string; email: string }[] = await (
    await request.get(`${baseUrl}/api/auth/dev-users`)
  ).json();
  const user = users.find((candidate) => candidate.email === email);
  const response = await request.post(`${baseUrl}/api/auth/dev-login`, {
    data: { userId: user?.id },
  });
  expect(response.status()).toBe(200);
}

/** Signs in the page's browser as the account with this email, then opens `path`. */
export async function signInByEmail(page: Page, baseUrl: string, email: string, path: string) {
  await signInRequests(page.context().request, baseUrl, email);
  await page.goto(`${baseUrl}${path}`);
}

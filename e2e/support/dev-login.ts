// Signing in as the accounts seeded for DEV_LOGIN=1 (server/db/seed-dev-users.ts).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Signs in by the /dev-login page, as a person would; an approved account lands on /members. */
export async function signInThroughDevLogin(page: Page, baseUrl: string, name: string) {
  await page.goto(`${baseUrl}/dev-login`);
  await page.getByRole('button', { name: `Sign in as ${name}` }).click();
  await page.waitForURL(`${baseUrl}/members`);
}

/** Signs in the page's browser as the account with this email, whatever its state, then opens `path`. */
export async function signInByEmail(page: Page, baseUrl: string, email: string, path: string) {
  await page.goto(`${baseUrl}/rules`);
  const status = await page.evaluate(async (wanted) => {
    const users: { id: string; email: string }[] = await (
      await fetch('/api/auth/dev-users')
    ).json();
    const user = users.find((candidate) => candidate.email === wanted);
    const response = await fetch('/api/auth/dev-login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: user?.id }),
    });
    return response.status;
  }, email);
  expect(status).toBe(200);
  await page.goto(`${baseUrl}${path}`);
}

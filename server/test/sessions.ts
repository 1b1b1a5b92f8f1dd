// Test support: a session cookie for a user, as the browser would hold it after signing in.
import type { TestApp } from './test-app';

/** The Cookie header of a fresh session of the user. */
export async function sessionCookie(t: TestApp, userId: string): Promise<string> {
  const token = await t.app.deps.sessions.create(userId);
  return `${t.app.deps.cookies.name('sid')}=${token}`;
}

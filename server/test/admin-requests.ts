// Test support: requests as a signed-in admin, through app.inject.
import { signInAs } from './signed-in-users';
import type { TestApp } from './test-app';

/** Signs in a new active admin; answers a function that sends requests as them. */
export async function signInAdmin(t: TestApp) {
  const { user, cookie, send } = await signInAs(t, 'admin');
  return { admin: user, cookie, send };
}

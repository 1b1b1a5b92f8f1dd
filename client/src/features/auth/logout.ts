import { apiRequest } from '@/lib/api';

/** POST the logout, then a full page load of home, even when it failed; a failure is logged. */
export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/auth/logout').catch((error: unknown) => {
    console.error('Logout failed; going home anyway.', error);
  });
  window.location.href = '/';
}

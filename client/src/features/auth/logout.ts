import { apiRequest } from '@/lib/api';

/** Spec sections 4 and 8: POST the logout, then a full page load of home; a failure is logged. */
export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/auth/logout').catch((error: unknown) => {
    console.error('Logout failed; going home anyway.', error);
  });
  window.location.href = '/';
}

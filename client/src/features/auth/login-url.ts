/** Where sign-in starts (/api/auth/google); `returnTo` is the page to come back to afterwards. */
export function loginUrl(returnTo?: string): string {
  return returnTo
    ? `/api/auth/google?returnTo=${encodeURIComponent(returnTo)}`
    : '/api/auth/google';
}

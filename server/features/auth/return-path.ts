// Where to send a person after sign-in: back where they started if that is a path on this site and
// their account is approved, else the pending-approval page. A return path that a browser could
// read as another site (`//evil.test`, `/\evil.test`, `https://…`, control characters) is ignored.
import { type AccessSubject, canAccess } from '../../../common/auth/access';

const DEFAULT_RETURN_PATH = '/members';
const PENDING_APPROVAL_PAGE = '/pending-approval';
const MAX_LENGTH = 2000;
const BASE = 'http://return-path.invalid';

export function safeReturnPath(value: string | undefined): string {
  if (!value || value.length > MAX_LENGTH || !value.startsWith('/')) return DEFAULT_RETURN_PATH;
  // Browsers treat a backslash like a slash, and drop tabs and newlines from URLs.
  if (value.startsWith('//') || /[\\\p{Cc}]/u.test(value)) return DEFAULT_RETURN_PATH;
  const url = new URL(value, BASE);
  if (url.origin !== BASE || url.pathname.startsWith('/api/')) return DEFAULT_RETURN_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function pageAfterSignIn(account: AccessSubject, returnPath = DEFAULT_RETURN_PATH): string {
  return canAccess(account, 'activeMember') ? returnPath : PENDING_APPROVAL_PAGE;
}

// The members area's access (spec sections 4 and 6): approved accounts only.
import { type PageAccess, usePageAccess } from './use-page-access';

export function useMembersAccess(options: {
  signedOutMessage: string;
  returnTo: string;
}): PageAccess {
  return usePageAccess({ level: 'activeMember', ...options });
}

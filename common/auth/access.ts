// Who may do what: a visitor sees the public pages; a pending or inactive account only the notice
// that it waits; a member the members area and time tracking; a designer also Axel; an admin also
// the admin panel and the editor. Shared by the server's guard and the client's navigation.
export const roles = ['pending', 'member', 'designer', 'admin'] as const;
export type Role = (typeof roles)[number];

export const accessLevels = ['public', 'signedIn', 'activeMember', 'designer', 'admin'] as const;
export type AccessLevel = (typeof accessLevels)[number];

export interface AccessSubject {
  role: string;
  isActive: number;
}

const rolesByLevel: Record<'designer' | 'admin', readonly string[]> = {
  designer: ['designer', 'admin'],
  admin: ['admin'],
};

/**
 * Where an account stands: waiting for an admin's approval, approved once and now switched off by
 * an admin, or active. A pending role waits whatever its switch says.
 */
export function accountState(user: AccessSubject): 'pending' | 'inactive' | 'active' {
  if (user.role === 'pending') return 'pending';
  return user.isActive === 1 ? 'active' : 'inactive';
}

/** Whether a signed-in user (or null for a visitor) reaches a resource of the given level. */
export function canAccess(user: AccessSubject | null, level: AccessLevel): boolean {
  if (level === 'public') return true;
  if (!user) return false;
  if (level === 'signedIn') return true;
  const approved = accountState(user) === 'active';
  if (level === 'activeMember') return approved;
  return approved && rolesByLevel[level].includes(user.role);
}

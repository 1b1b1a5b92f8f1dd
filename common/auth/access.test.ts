import { describe, expect, it } from 'vitest';
import { type AccessLevel, accessLevels, accountState, canAccess, roles } from './access';

// The whole matrix of roles and account states: who reaches which level.
const expected: Record<string, AccessLevel[]> = {
  visitor: ['public'],
  'pending, inactive': ['public', 'signedIn'],
  'member, inactive': ['public', 'signedIn'],
  'pending, active': ['public', 'signedIn'],
  'member, active': ['public', 'signedIn', 'activeMember'],
  'designer, active': ['public', 'signedIn', 'activeMember', 'designer'],
  'admin, active': ['public', 'signedIn', 'activeMember', 'designer', 'admin'],
  'admin, inactive': ['public', 'signedIn'],
};

describe('canAccess', () => {
  for (const [who, levels] of Object.entries(expected)) {
    it(`lets a ${who} user reach exactly ${levels.join(', ')}`, () => {
      const [role = '', state] = who.split(', ');
      const user = who === 'visitor' ? null : { role, isActive: state === 'active' ? 1 : 0 };
      expect(accessLevels.filter((level) => canAccess(user, level))).toEqual(levels);
    });
  }

  it('covers every role', () => {
    for (const role of roles)
      expect(Object.keys(expected).some((who) => who.startsWith(role))).toBe(true);
  });
});

describe('accountState', () => {
  it('reads a pending role as waiting whatever its switch, and an approved one by its switch', () => {
    expect(accountState({ role: 'pending', isActive: 0 })).toBe('pending');
    expect(accountState({ role: 'pending', isActive: 1 })).toBe('pending');
    expect(accountState({ role: 'member', isActive: 0 })).toBe('inactive');
    expect(accountState({ role: 'designer', isActive: 1 })).toBe('active');
  });
});

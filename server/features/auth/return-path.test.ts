import { describe, expect, it } from 'vitest';
import { pageAfterSignIn, safeReturnPath } from './return-path';

describe('the return path after sign-in', () => {
  it('keeps a path on this site, with its query and fragment', () => {
    expect(safeReturnPath('/time-tracking')).toBe('/time-tracking');
    expect(safeReturnPath('/rules?tab=safety#frame')).toBe('/rules?tab=safety#frame');
    expect(safeReturnPath('/a/../profile')).toBe('/profile');
  });

  it('gives the members area for anything that could lead elsewhere', () => {
    for (const value of [
      undefined,
      '',
      'members',
      '//evil.test',
      '//evil.test/members',
      '/\\evil.test',
      '/\\/evil.test',
      '\\\\evil.test',
      'https://evil.test/members',
      'javascript:alert(1)',
      '/\t/evil.test',
      '/\n/evil.test',
      '/api/auth/google',
      `/${'x'.repeat(2000)}`,
    ]) {
      expect(safeReturnPath(value), JSON.stringify(value)).toBe('/members');
    }
  });

  it('sends an account that is not approved to the pending-approval page', () => {
    expect(pageAfterSignIn({ role: 'member', isActive: 1 }, '/profile')).toBe('/profile');
    expect(pageAfterSignIn({ role: 'pending', isActive: 1 }, '/profile')).toBe('/pending-approval');
    expect(pageAfterSignIn({ role: 'admin', isActive: 0 })).toBe('/pending-approval');
    expect(pageAfterSignIn({ role: 'designer', isActive: 1 })).toBe('/members');
  });
});

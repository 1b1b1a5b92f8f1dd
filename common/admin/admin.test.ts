import { describe, expect, it } from 'vitest';
import { bulkImportRowSchema, displayName, isEmailAddress, roleOf } from './admin';

describe('a bulk import row', () => {
  it('reads a missing role as pending and missing names as null', () => {
    expect(bulkImportRowSchema.parse({ email: ' ada@club.test ' })).toEqual({
      email: 'ada@club.test',
      firstName: null,
      lastName: null,
      role: 'pending',
    });
    expect(bulkImportRowSchema.parse({ email: 'a@b.test', firstName: ' ', role: '' })).toEqual({
      email: 'a@b.test',
      firstName: null,
      lastName: null,
      role: 'pending',
    });
  });

  it('knows the four roles in any case, and nothing else', () => {
    expect(roleOf('Member')).toBe('member');
    expect(roleOf(' ADMIN ')).toBe('admin');
    expect(roleOf('captain')).toBeUndefined();
    expect(roleOf('')).toBeUndefined();
  });

  it('tells email addresses from other text', () => {
    expect(isEmailAddress('ada@club.test')).toBe(true);
    expect(isEmailAddress('ada@club')).toBe(false);
    expect(isEmailAddress('ada club.test')).toBe(false);
  });
});

describe('a display name', () => {
  it('is the first and last name, else the email', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Okafor', email: 'a@club.test' })).toBe(
      'Ada Okafor',
    );
    expect(displayName({ firstName: 'Ada', lastName: null, email: 'a@club.test' })).toBe('Ada');
    expect(displayName({ firstName: null, lastName: null, email: 'a@club.test' })).toBe(
      'a@club.test',
    );
  });
});

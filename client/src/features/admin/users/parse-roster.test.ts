import { describe, expect, it } from 'vitest';
import { parseRoster } from './parse-roster';

describe('reading a pasted roster for the bulk import', () => {
  it('reads one user per line, fields in the order email, first name, last name, role', () => {
    expect(
      parseRoster('ada@club.test, Ada, Okafor, member\nben@club.test,Ben,Lee,designer'),
    ).toEqual([
      { email: 'ada@club.test', firstName: 'Ada', lastName: 'Okafor', role: 'member' },
      { email: 'ben@club.test', firstName: 'Ben', lastName: 'Lee', role: 'designer' },
    ]);
  });

  it('skips blank lines and trims every field', () => {
    expect(parseRoster('\n   \r\n  ada@club.test ,  Ada , Okafor ,  admin  \r\n\n')).toEqual([
      { email: 'ada@club.test', firstName: 'Ada', lastName: 'Okafor', role: 'admin' },
    ]);
  });

  it('reads missing names as null and a missing role as pending', () => {
    expect(parseRoster('ada@club.test\nben@club.test, Ben\ncy@club.test, , , ')).toEqual([
      { email: 'ada@club.test', firstName: null, lastName: null, role: 'pending' },
      { email: 'ben@club.test', firstName: 'Ben', lastName: null, role: 'pending' },
      { email: 'cy@club.test', firstName: null, lastName: null, role: 'pending' },
    ]);
  });

  it('reads nothing from empty or blank text', () => {
    expect(parseRoster('')).toEqual([]);
    expect(parseRoster(' \n\t\n ')).toEqual([]);
  });
});

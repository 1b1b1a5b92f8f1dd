import { describe, expect, it } from 'vitest';
import { parseIntegerOrNull } from '../parse-integer';
import { teamMemberFields } from './editor';
import { isoDate, oneFieldChange, optionalUrl } from './editor-fields';

describe('parseIntegerOrNull (a number typed in the editor)', () => {
  it.each([
    ['12', 12],
    [' 7 ', 7],
    ['3rd', 3],
    ['-4', -4],
    ['5,000', 5000],
    ['1 250 000', 1250000],
    ['2,027th', 2027],
    ['12, 13', 12],
    ['', null],
    ['abc', null],
    ['  ', null],
  ])('reads %j as %j', (text, expected) => {
    expect(parseIntegerOrNull(text)).toBe(expected);
  });
});

describe('oneFieldChange', () => {
  const body = oneFieldChange(teamMemberFields);

  it('answers the one field and its parsed value', () => {
    expect(body.parse({ name: '  Ada  ' })).toEqual({ field: 'name', value: 'Ada' });
    expect(body.parse({ email: '' })).toEqual({ field: 'email', value: null });
  });

  it('refuses zero fields, two fields and unknown fields', () => {
    expect(body.safeParse({}).success).toBe(false);
    expect(body.safeParse({ name: 'A', role: 'B' }).success).toBe(false);
    expect(body.safeParse({ toString: 'x' }).success).toBe(false);
    expect(body.safeParse(JSON.parse('{"__proto__": "x"}')).success).toBe(false);
  });

  it('reports a bad value under the field’s name', () => {
    const result = body.safeParse({ bio: 'x'.repeat(1001) });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['bio'], message: 'Bio must be at most 1000 characters' }),
    ]);
  });
});

describe('optionalUrl', () => {
  const image = optionalUrl('Image', 'image');
  const web = optionalUrl('Site', 'web');

  it('takes web addresses, and site paths for images only', () => {
    expect(image.parse('/images/team/member-1.svg')).toBe('/images/team/member-1.svg');
    expect(image.parse('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(web.safeParse('/images/a.png').success).toBe(false);
    expect(image.safeParse('//evil.example/a.png').success).toBe(false);
    expect(image.safeParse('/\\evil.example').success).toBe(false);
    expect(web.safeParse('javascript:alert(1)').success).toBe(false);
  });
});

describe('isoDate', () => {
  it('takes real calendar dates only', () => {
    const date = isoDate('Date');
    expect(date.parse('2028-02-29')).toBe('2028-02-29');
    expect(date.safeParse('2026-02-29').success).toBe(false);
    expect(date.safeParse('2026-13-01').success).toBe(false);
  });
});

// Every editable field refuses its bad values with its own message, and a refused edit leaves the
// entry, the audit log and the public list as they were.
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { auditLog } from '../../db/schema/site-schema';
import {
  makeCompetition,
  makeNewsArticle,
  makeSponsor,
  makeTeamMember,
  makeVehicle,
} from '../../test/factories';
import { useTestSite } from '../../test/use-test-site';

const site = useTestSite({ signedIn: ['admin'] });

const long = (length: number) => 'x'.repeat(length);

type BadValue = [field: string, value: unknown, message: RegExp];

const badValues: Record<
  string,
  { make: (db: Database) => Promise<{ id: string }>; cases: BadValue[] }
> = {
  'team-members': {
    make: (db) => makeTeamMember(db),
    cases: [
      ['name', '', /^Name is required$/],
      ['name', '   ', /^Name is required$/],
      ['name', long(101), /^Name must be at most 100 characters$/],
      ['name', 42, /^Name is required$/],
      ['role', null, /^Role is required$/],
      ['major', long(101), /at most 100 characters/],
      ['year', ['Senior'], /^Year is required$/],
      ['bio', long(1001), /^Bio must be at most 1000 characters$/],
      ['email', 'not-an-email', /^Email must be a valid email address$/],
      ['email', 7, /^Email must be text$/],
      ['linkedIn', 'javascript:alert(1)', /^LinkedIn must be a web address/],
      ['linkedIn', 'linkedin.com/in/someone', /^LinkedIn must be a web address/],
      ['imageUrl', '//evil.example/face.png', /^Image URL must be a web address/],
      ['imageUrl', `https://images.example/${long(500)}`, /at most 500 characters/],
      ['isActive', 2, /^Active must be 0 or 1$/],
      ['isActive', true, /^Active must be 0 or 1$/],
    ],
  },
  competitions: {
    make: (db) => makeCompetition(db, { overallPlace: 5 }),
    cases: [
      ['eventName', long(201), /^Event name must be at most 200 characters$/],
      ['location', '', /^Location is required$/],
      ['date', '2026-02-30', /^Date must be a date \(YYYY-MM-DD\)$/],
      ['date', 'next Friday', /^Date must be a date/],
      ['year', 'abc', /^Year must be a whole number from 1900 to 2100$/],
      ['year', '2026', /^Year must be a whole number/],
      ['year', null, /^Year must be a whole number/],
      ['year', 20260, /^Year must be a whole number/],
      ['overallPlace', 'abc', /^Overall place must be a whole number from 1 to 999$/],
      ['designPlace', 1.5, /^Design place must be a whole number/],
      ['salesPlace', 0, /^Sales place must be a whole number/],
      ['endurancePlace', -3, /^Endurance place must be a whole number/],
      ['notes', long(2001), /^Notes must be at most 2000 characters$/],
    ],
  },
  vehicles: {
    make: (db) => makeVehicle(db),
    cases: [
      ['name', '', /^Name is required$/],
      ['year', 'twenty', /^Year must be a whole number/],
      ['year', 1850, /^Year must be a whole number/],
      ['description', long(2001), /^Description must be at most 2000 characters$/],
      ['engine', long(201), /at most 200 characters/],
      ['weight', {}, /^Weight is required$/],
      ['suspension', '', /^Suspension is required$/],
      ['topSpeed', long(101), /^Top speed must be at most 100 characters$/],
      ['imageUrl', 'ftp://files.example/car.png', /^Image URL must be a web address/],
      ['isLatest', '1', /^Latest must be 0 or 1$/],
    ],
  },
  sponsors: {
    make: (db) => makeSponsor(db, { tier: 'gold' }),
    cases: [
      ['name', '', /^Name is required$/],
      ['tier', 'diamond', /^Tier must be platinum, gold, silver or bronze$/],
      ['tier', 'Gold', /^Tier must be platinum, gold, silver or bronze$/],
      ['tier', null, /^Tier must be/],
      ['logoUrl', 'data:image/png;base64,AAAA', /^Logo URL must be a web address/],
      ['websiteUrl', 'www.example.com', /^Website must be a web address/],
      ['websiteUrl', '/our-page', /^Website must be a web address/],
      ['description', long(1001), /^Description must be at most 1000 characters$/],
      ['isActive', -1, /^Active must be 0 or 1$/],
    ],
  },
  news: {
    make: (db) => makeNewsArticle(db),
    cases: [
      ['title', long(201), /^Title must be at most 200 characters$/],
      ['title', '\n\t ', /^Title is required$/],
      ['excerpt', long(501), /^Excerpt must be at most 500 characters$/],
      ['content', long(20_001), /^Content must be at most 20000 characters$/],
      ['date', '', /^Date must be a date/],
      ['date', '01/12/2026', /^Date must be a date/],
      ['author', long(101), /^Author must be at most 100 characters$/],
      ['imageUrl', 'javascript:alert(1)', /^Image URL must be a web address/],
      ['isPublished', 2, /^Published must be 0 or 1$/],
      ['isPublished', 'yes', /^Published must be 0 or 1$/],
    ],
  },
};

for (const [path, { make, cases }] of Object.entries(badValues)) {
  describe(`PUT /api/${path}/{id}`, () => {
    it.each(cases)('refuses %s = %j, and nothing changes', async (field, value, message) => {
      const entry = await make(site.t.db);
      const adminList = () => site.admin.send('GET', `/api/admin/content/${path}`);
      const publicList = () => site.t.app.inject({ method: 'GET', url: `/api/${path}` });
      const before = { admin: (await adminList()).json(), public: (await publicList()).json() };

      const response = await site.admin.send('PUT', `/api/${path}/${entry.id}`, { [field]: value });

      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.message).toMatch(message);
      expect(body.errors).toEqual([{ field, message: body.message }]);
      expect((await adminList()).json()).toEqual(before.admin);
      expect((await publicList()).json()).toEqual(before.public);
      expect(await site.t.db.select().from(auditLog)).toEqual([]);
    });
  });
}

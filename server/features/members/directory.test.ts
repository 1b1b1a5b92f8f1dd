import { describe, expect, it } from 'vitest';
import {
  DIRECTORY_CONTACTS_PATH,
  directoryContactPath,
  MEMBERS_DIRECTORY_PATH,
  notSharedMessage,
} from '../../../common/members/directory';
import { directoryContacts } from '../../db/schema/people-schema';
import type { users } from '../../db/schema/site-schema';
import { makeTeamMember, makeUser } from '../../test/factories';
import { requestAs } from '../../test/requests';
import { useTestSite } from '../../test/use-test-site';

const site = useTestSite({ signedIn: ['member', 'admin'] });

/** An active member, with what they share saved as they would on /profile. */
async function memberSharing(
  sharing: Record<string, unknown>,
  account: Partial<typeof users.$inferInsert> = {},
) {
  const user = await makeUser(site.t.db, { role: 'member', isActive: 1, ...account });
  const saved = await requestAs(site.t, user.id, {
    method: 'PUT',
    url: DIRECTORY_CONTACTS_PATH,
    payload: sharing,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return user;
}

/** The directory as another member reads it: the items as parsed from the bytes sent. */
async function directoryAsMember(query = '') {
  const response = await site.member.send('GET', `${MEMBERS_DIRECTORY_PATH}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return JSON.parse(response.body) as {
    items: Record<string, unknown>[];
    page: number;
    pageSize: number;
    matching: number;
  };
}

const names = (list: { items: Record<string, unknown>[] }) => list.items.map((item) => item.name);

describe('the members directory, as another member reads it', () => {
  it('sends only the details each member shares; the others are not in the JSON at all', async () => {
    const jamie = await memberSharing(
      { phone: '+1 (555) 010-0199', chat: '@jamie', sharePhone: true },
      { firstName: 'Jamie', lastName: 'Ortiz', email: 'jamie@club.test' },
    );
    await makeTeamMember(site.t.db, {
      userId: jamie.id,
      name: 'Jamie O.',
      role: 'Suspension lead',
      subteam: 'Suspension',
      year: 'Senior',
      major: 'Mechanical Engineering',
    });

    const response = await site.member.send('GET', `${MEMBERS_DIRECTORY_PATH}?search=jamie`);

    expect(JSON.parse(response.body).items).toStrictEqual([
      {
        id: jamie.id,
        name: 'Jamie Ortiz',
        role: 'Suspension lead',
        subteam: 'Suspension',
        year: 'Senior',
        major: 'Mechanical Engineering',
        phone: '+1 (555) 010-0199',
      },
    ]);
    expect(response.body).not.toContain('jamie@club.test');
    expect(response.body).not.toContain('@jamie');
  });

  it('lists a member without a card with no role rather than their access role', async () => {
    const casey = await memberSharing(
      { chat: 'casey#42', shareEmail: true, shareChat: true },
      { firstName: 'Casey', lastName: 'Lin', email: 'casey@club.test', role: 'designer' },
    );

    const { items } = await directoryAsMember('?search=casey');

    expect(items).toStrictEqual([
      {
        id: casey.id,
        name: 'Casey Lin',
        role: null,
        subteam: null,
        year: null,
        major: null,
        email: 'casey@club.test',
        chat: 'casey#42',
      },
    ]);
  });

  it('leaves out a detail that is shared but was never filled in', async () => {
    // The form refuses this now; a row saved before it did may still hold it.
    const user = await makeUser(site.t.db, { role: 'member', isActive: 1, firstName: 'Robin' });
    await site.t.db
      .insert(directoryContacts)
      .values({ userId: user.id, sharePhone: true, shareChat: true });

    const [robin] = (await directoryAsMember('?search=robin')).items;

    expect(robin && Object.keys(robin).sort()).toEqual(
      ['id', 'major', 'name', 'role', 'subteam', 'year'].sort(),
    );
  });

  it('lists approved, active accounts only', async () => {
    await makeUser(site.t.db, { firstName: 'Waiting', role: 'pending', isActive: 0 });
    await makeUser(site.t.db, { firstName: 'Former', role: 'member', isActive: 0 });
    await makeUser(site.t.db, { firstName: 'Current', role: 'member', isActive: 1 });

    const list = await directoryAsMember();

    expect(names(list).some((name) => String(name).startsWith('Current'))).toBe(true);
    expect(names(list).some((name) => String(name).startsWith('Waiting'))).toBe(false);
    expect(names(list).some((name) => String(name).startsWith('Former'))).toBe(false);
  });
});

describe('one shared detail, asked for by itself', () => {
  it('answers a detail the member shares', async () => {
    const jamie = await memberSharing({ phone: '555 0199', sharePhone: true });

    const response = await site.member.send('GET', directoryContactPath(jamie.id, 'phone'));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ memberId: jamie.id, contact: 'phone', value: '555 0199' });
  });

  it('refuses with 400 a detail the member keeps to themselves, or never filled in', async () => {
    const jamie = await memberSharing({ phone: '555 0199', chat: '@jamie', shareChat: false });

    const phone = await site.member.send('GET', directoryContactPath(jamie.id, 'phone'));
    const email = await site.member.send('GET', directoryContactPath(jamie.id, 'email'));

    expect(phone.statusCode).toBe(400);
    expect(phone.json().message).toBe(notSharedMessage('phone'));
    expect(phone.body).not.toContain('0199');
    expect(email.statusCode).toBe(400);
    expect(email.json().message).toBe(
      'This member does not share their email address in the directory.',
    );
  });

  it('answers 404 for an account the directory does not list, and 400 for an unknown kind', async () => {
    const pending = await makeUser(site.t.db, { role: 'pending' });

    const unlisted = await site.member.send('GET', directoryContactPath(pending.id, 'phone'));
    const badKind = await site.member.send('GET', directoryContactPath(pending.id, 'fax'));

    expect(unlisted.statusCode).toBe(404);
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().message).toBe('contact must be email, phone or chat');
  });
});

describe('search, subteam and pages', () => {
  async function team() {
    const people = [
      ['Avery', 'Frame', 'Welder', 'Physics'],
      ['Blake', 'Suspension', 'Driver', 'Mechanical Engineering'],
      ['Cameron', 'suspension', 'Damper tuning', 'Business'],
    ] as const;
    for (const [firstName, subteam, role, major] of people) {
      const user = await makeUser(site.t.db, { firstName, role: 'member', isActive: 1 });
      await makeTeamMember(site.t.db, { userId: user.id, subteam, role, major });
    }
  }

  it('finds members by name, role, subteam or major, whatever the letter case', async () => {
    await team();

    expect(names(await directoryAsMember('?search=AVERY'))).toEqual([
      expect.stringMatching(/^Avery /),
    ]);
    expect(names(await directoryAsMember('?search=driver'))).toEqual([
      expect.stringMatching(/^Blake /),
    ]);
    expect(names(await directoryAsMember('?search=FRAME'))).toEqual([
      expect.stringMatching(/^Avery /),
    ]);
    expect(names(await directoryAsMember('?search=business'))).toEqual([
      expect.stringMatching(/^Cameron /),
    ]);
    expect((await directoryAsMember('?search=%25')).items).toEqual([]);
  });

  it('keeps the members of one subteam, searched or not', async () => {
    await team();

    const suspension = await directoryAsMember('?subteam=Suspension');
    const searched = await directoryAsMember('?subteam=Suspension&search=damper');

    expect(names(suspension)).toEqual([
      expect.stringMatching(/^Blake /),
      expect.stringMatching(/^Cameron /),
    ]);
    expect(suspension.matching).toBe(2);
    expect(names(searched)).toEqual([expect.stringMatching(/^Cameron /)]);
  });

  it('answers a page at a time, by name, with how many match', async () => {
    for (let n = 10; n < 40; n++) {
      await makeUser(site.t.db, { firstName: `Paged${n}`, role: 'member', isActive: 1 });
    }

    const first = await directoryAsMember('?search=paged');
    const second = await directoryAsMember('?search=paged&page=2');

    expect(first).toMatchObject({ page: 1, pageSize: 24, matching: 30 });
    expect(first.items).toHaveLength(24);
    expect(first.items[0]?.name).toMatch(/^Paged10 /);
    expect(names(second)).toHaveLength(6);
    expect(second.items.at(-1)?.name).toMatch(/^Paged39 /);
  });

  it.each([
    ['page 0', 'page=0', 'page must be at least 1'],
    ['a page past any club', 'page=100001', 'page must be at most 100000'],
    [
      'a search of 201 characters',
      `search=${'x'.repeat(201)}`,
      'search must be at most 200 characters',
    ],
    [
      'a subteam of 41 characters',
      `subteam=${'x'.repeat(41)}`,
      'subteam must be at most 40 characters',
    ],
  ])('refuses %s with 400 and its message', async (_case, query, message) => {
    const response = await site.member.send('GET', `${MEMBERS_DIRECTORY_PATH}?${query}`);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('who may read and write the directory', () => {
  it.each([
    ['a visitor', null, 401],
    ['a pending account', { role: 'pending', isActive: 0 }, 403],
    ['an inactive member', { role: 'member', isActive: 0 }, 403],
  ] as const)('%s is refused everywhere', async (_who, account, status) => {
    const userId = account ? (await makeUser(site.t.db, account)).id : null;
    const member = await memberSharing({ phone: '555 0199', sharePhone: true });
    const requests = [
      { method: 'GET', url: MEMBERS_DIRECTORY_PATH },
      { method: 'GET', url: directoryContactPath(member.id, 'phone') },
      { method: 'GET', url: DIRECTORY_CONTACTS_PATH },
      { method: 'PUT', url: DIRECTORY_CONTACTS_PATH, payload: { sharePhone: true } },
    ] as const;

    for (const request of requests) {
      const response = await requestAs(site.t, userId, request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(status);
      expect(response.body).not.toContain('0199');
    }
  });
});

// What the invitation and outbox routes refuse: input that is not an address, a role or a one-line
// name (a line break would be a header of its own), too many at once, and anyone but an admin. A
// member still reads and saves their own mail settings.
import { describe, expect, it } from 'vitest';
import { MAX_INVITATIONS } from '../../../common/admin/mail';
import { useMailSite } from './mail-test-site';
import { invitationTokenIn, onlyMailTo } from './received-mail';

const site = useMailSite();

const valid = { email: 'ada@club.test', role: 'member' };

describe('POST /api/admin/invitations with bad input', () => {
  it.each([
    [
      'an address that is not one',
      { email: 'not-an-address', role: 'member' },
      'email',
      'Enter a valid email address',
    ],
    [
      'an address with a line break',
      { email: 'eve@club.test\r\nBcc: x@evil.example', role: 'member' },
      'email',
      'Enter a valid email address',
    ],
    [
      'a name with a line break',
      { email: 'eve@club.test', role: 'member', name: 'Eve\r\nBcc: x@evil.example' },
      'name',
      'Name must be on one line',
    ],
    [
      'an unknown role',
      { email: 'eve@club.test', role: 'owner' },
      'role',
      'Role must be member, designer or admin',
    ],
    [
      'the pending role',
      { email: 'eve@club.test', role: 'pending' },
      'role',
      'Role must be member, designer or admin',
    ],
  ])(
    'refuses %s with 400 and invites no one of the list',
    async (_, invitation, field, message) => {
      const { send } = await site.signInAdmin();

      const answer = await send('POST', '/api/admin/invitations', {
        invitations: [valid, invitation],
      });

      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toContain(message);
      expect(answer.json().errors).toContainEqual({ field: `invitations.1.${field}`, message });
      expect((await send('GET', '/api/admin/invitations')).json()).toEqual([]);
      expect((await send('GET', '/api/admin/outbox')).json().total).toBe(0);
      expect(await site.deliver()).toEqual([]);
    },
  );

  it(`refuses more than ${MAX_INVITATIONS} at once, and an empty list`, async () => {
    const { send } = await site.signInAdmin();
    const many = Array.from({ length: MAX_INVITATIONS + 1 }, (_, index) => ({
      email: `person${index}@club.test`,
      role: 'member',
    }));

    const tooMany = await send('POST', '/api/admin/invitations', { invitations: many });
    const none = await send('POST', '/api/admin/invitations', { invitations: [] });

    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('At most 200 invitations at once');
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('Enter at least one email address');
    expect((await send('GET', '/api/admin/invitations')).json()).toEqual([]);
    expect(await site.deliver()).toEqual([]);
  });
});

describe('the bulk import with ?invite=1 and bad input', () => {
  it('refuses rows whose names cannot greet an invited person with 400, and invites no one', async () => {
    const { send } = await site.signInAdmin();

    const answer = await send('POST', '/api/admin/users/bulk?invite=1', {
      users: [
        { email: 'ada@club.test', firstName: 'Ada', role: 'member' },
        { email: 'eve@club.test', firstName: 'E'.repeat(80), lastName: 'V'.repeat(80) },
        { email: 'mal@club.test', firstName: 'Mal\r\nBcc: x@evil.example' },
      ],
    });

    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual([
      { field: 'users.1.firstName', message: 'Row 2: Name must be at most 100 characters' },
      { field: 'users.2.firstName', message: 'Row 3: Name must be on one line' },
    ]);
    expect((await send('GET', '/api/admin/invitations')).json()).toEqual([]);
    expect(await site.deliver()).toEqual([]);
  });
});

describe('who may use the invitation and outbox routes', () => {
  it('answers a member 403 on every one of them, and changes nothing', async () => {
    const admin = await site.signInAdmin();
    await admin.send('POST', '/api/admin/invitations', { invitations: [valid] });
    const token = invitationTokenIn(onlyMailTo(await site.deliver(), 'ada@club.test'));
    const [invitation] = (await admin.send('GET', '/api/admin/invitations')).json();
    const [mail] = (await admin.send('GET', '/api/admin/outbox')).json().items;
    const member = await site.signInUser();

    const answers = await Promise.all([
      member.send('POST', '/api/admin/invitations', {
        invitations: [{ email: 'eve@club.test', role: 'admin' }],
      }),
      member.send('GET', '/api/admin/invitations'),
      member.send('POST', `/api/admin/invitations/${invitation.id}/resend`),
      member.send('DELETE', `/api/admin/invitations/${invitation.id}`),
      member.send('GET', '/api/admin/outbox'),
      member.send('GET', `/api/admin/outbox/${mail.id}`),
      member.send('POST', `/api/admin/outbox/${mail.id}/resend`),
    ]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    for (const answer of answers) expect(answer.body).not.toContain('ada@club.test');
    expect((await site.invitationLink(token)).json()).toMatchObject({ state: 'waiting' });
    expect((await admin.send('GET', '/api/admin/invitations')).json()).toHaveLength(1);
    expect((await admin.send('GET', '/api/admin/outbox')).json().total).toBe(1);
    expect(await site.deliver()).toHaveLength(1);
  });

  it('lets a member read and save their own mail settings, and refuses what is not on or off', async () => {
    const member = await site.signInUser();

    const before = await member.send('GET', '/api/profile/mail-settings');
    const saved = await member.send('PUT', '/api/profile/mail-settings', {
      'approval-requests': true,
      'contact-messages': false,
      'clockify-notices': false,
      'event-reminders': true,
    });
    const refused = await member.send('PUT', '/api/profile/mail-settings', {
      'approval-requests': 'off',
      'contact-messages': true,
    });
    const after = await member.send('GET', '/api/profile/mail-settings');

    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      'approval-requests': true,
      'contact-messages': true,
      'clockify-notices': true,
      'event-reminders': true,
    });
    expect(saved.statusCode).toBe(200);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Choose on or off');
    expect(after.json()).toEqual({
      'approval-requests': true,
      'contact-messages': false,
      'clockify-notices': false,
      'event-reminders': true,
    });
    const visitor = await site.t.app.inject({ method: 'GET', url: '/api/profile/mail-settings' });
    expect(visitor.statusCode).toBe(401);
  });
});

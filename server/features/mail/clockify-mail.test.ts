// Clockify refusing a member's key: the member hears it by mail once, when the site first notices,
// however often the refusal is noted after.
import { describe, expect, it } from 'vitest';
import { clockifyMembers } from '../../db/schema/clockify-schema';
import { makeUser } from '../../test/factories';
import { requestAs } from '../../test/requests';
import { clearKeyProblem, markKeyProblem } from '../time-tracking/record/clockify-record';
import { PUBLIC_URL, useMailSite } from './mail-test-site';
import { mailsTo, onlyMailTo } from './received-mail';

const site = useMailSite();

async function connectedMember() {
  const { t } = site;
  const member = await makeUser(t.db, { email: 'jamie@club.test', role: 'member', isActive: 1 });
  await t.db.insert(clockifyMembers).values({
    userId: member.id,
    clockifyUserId: 'clockify-jamie',
    workspaceId: 'workspace-1',
    name: 'Jamie Ortiz',
    email: 'jamie.ortiz@example.org',
  });
  return member;
}

describe('a refused Clockify key', () => {
  it('mails the member once, with a link to connect a new key', async () => {
    const member = await connectedMember();

    await markKeyProblem(site.t.app.deps, member.id, 'Clockify does not accept this API key');
    await markKeyProblem(site.t.app.deps, member.id, 'Clockify does not accept this API key');

    const mails = await site.deliver();
    const mail = onlyMailTo(mails, 'jamie@club.test');
    expect(mails).toHaveLength(1);
    expect(mail.subject).toBe('Clockify stopped accepting your key');
    expect(await site.expectLinksAnswer(mail)).toContain(`${PUBLIC_URL}/profile`);
  });

  it('mails again when a key that worked again is refused again', async () => {
    const member = await connectedMember();
    await markKeyProblem(site.t.app.deps, member.id, 'Clockify does not accept this API key');
    await clearKeyProblem(site.t.db, member.id);

    await markKeyProblem(site.t.app.deps, member.id, 'No access to the workspace');

    expect(mailsTo(await site.deliver(), 'jamie@club.test')).toHaveLength(2);
  });

  it('sends nothing to a member who turned Clockify notices off', async () => {
    const member = await connectedMember();
    const turnedOff = await requestAs(site.t, member.id, {
      method: 'PUT',
      url: '/api/profile/mail-settings',
      payload: {
        'approval-requests': true,
        'contact-messages': true,
        'clockify-notices': false,
        'event-reminders': true,
      },
    });
    expect(turnedOff.statusCode).toBe(200);

    await markKeyProblem(site.t.app.deps, member.id, 'Clockify does not accept this API key');

    expect(await site.deliver()).toEqual([]);
  });
});

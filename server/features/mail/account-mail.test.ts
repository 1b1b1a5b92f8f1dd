// An admin's change of a person's access: approval and a new role are told to the person by mail,
// written in the transaction of the change, so that the change and its mail happen together or not
// at all.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LAST_ADMIN_MESSAGE } from '../../../common/admin/admin';
import type { OutboxPage } from '../../../common/admin/mail';
import { makeUser } from '../../test/factories';
import { currentUser, visit } from '../../test/identity/oidc-browser';
import { setUserRole } from '../admin/users';
import { PUBLIC_URL, useMailSite } from './mail-test-site';
import { listUnsubscribeUrl, mailsTo, onlyMailTo } from './received-mail';

const site = useMailSite();

const pending = () =>
  makeUser(site.t.db, { email: 'nova@club.test', role: 'pending', isActive: 0 });

describe("an admin's change of a person's access", () => {
  it('mails an approved person their role and a link to the members area, which opens to them', async () => {
    const { send } = await site.signInAdmin();
    const browser = await site.signInFirstTime('nova', { email: 'nova@club.test' });
    const { id } = (await currentUser(browser)).json();
    await site.deliver();
    site.mail.mails.length = 0;

    const approval = await send('PATCH', `/api/admin/users/${id}/role`, {
      role: 'member',
      isActive: 1,
    });

    expect(approval.statusCode).toBe(200);
    const mail = onlyMailTo(await site.deliver(), 'nova@club.test');
    expect(mail.subject).toMatch(/your account is approved/);
    expect(mail.text).toContain('approved your account as a Member');
    expect(listUnsubscribeUrl(mail)).toBeUndefined();
    const links = await site.expectLinksAnswer(mail);
    expect(links).toContain(`${PUBLIC_URL}/members`);
    expect((await visit(browser, '/api/members/resources')).statusCode).toBe(200);
  });

  it('mails a later change of role, and nothing for a change that leaves the role as it was', async () => {
    const { send } = await site.signInAdmin();
    const person = await pending();
    const setRole = (role: string, isActive: number) =>
      send('PATCH', `/api/admin/users/${person.id}/role`, { role, isActive });
    expect((await setRole('member', 1)).statusCode).toBe(200);

    expect((await setRole('designer', 1)).statusCode).toBe(200);
    expect((await setRole('designer', 1)).statusCode).toBe(200);
    expect((await setRole('designer', 0)).statusCode).toBe(200);

    const mails = mailsTo(await site.deliver(), 'nova@club.test');
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/your account is approved/),
      expect.stringMatching(/role at .* is now Designer/),
    ]);
    expect(mails[1]?.text).toContain('changed your role to Designer');
    expect(await site.expectLinksAnswer(mails[1] as (typeof mails)[number])).toContain(
      `${PUBLIC_URL}/members`,
    );
  });

  it('names the role a person is approved as: an Admin', async () => {
    const { send } = await site.signInAdmin();
    const person = await pending();

    const approved = await send('PATCH', `/api/admin/users/${person.id}/role`, {
      role: 'admin',
      isActive: 1,
    });

    expect(approved.statusCode).toBe(200);
    const mail = onlyMailTo(await site.deliver(), 'nova@club.test');
    expect(mail.text).toContain('approved your account as an Admin');
  });

  it('writes no mail and no change when the mail cannot be written: the two commit together', async () => {
    const { send } = await site.signInAdmin();
    const person = await pending();
    await site.t.db.execute(
      sql.raw(
        "alter table mail_outbox add constraint no_mail_to_nova check (recipient <> 'nova@club.test')",
      ),
    );
    try {
      const approval = await send('PATCH', `/api/admin/users/${person.id}/role`, {
        role: 'member',
        isActive: 1,
      });

      expect(approval.statusCode).toBe(500);
    } finally {
      await site.t.db.execute(sql.raw('alter table mail_outbox drop constraint no_mail_to_nova'));
    }
    const users = (await send('GET', '/api/admin/users')).json().items;
    expect(users).toContainEqual(
      expect.objectContaining({ id: person.id, role: 'pending', isActive: 0 }),
    );
    const audit = (await send('GET', '/api/admin/audit-log?entity=user')).json();
    expect(audit.entries).toEqual([]);
    expect(await site.deliver()).toEqual([]);
  });

  it('writes no mail for a change refused by the last-admin rule', async () => {
    const lastAdmin = await makeUser(site.t.db, {
      email: 'last.admin@club.test',
      role: 'admin',
      isActive: 1,
    });
    // Through the API the actor is always a second admin: the rule guards an actor demoted while
    // their request was on its way.
    const formerAdmin = await makeUser(site.t.db, { role: 'member', isActive: 1 });

    await expect(
      setUserRole(site.t.app.deps, { id: formerAdmin.id, ip: '127.0.0.1' }, lastAdmin.id, {
        role: 'designer',
        isActive: 1,
      }),
    ).rejects.toMatchObject({ statusCode: 409, message: LAST_ADMIN_MESSAGE });

    const { send } = await site.signInAdmin();
    const outbox: OutboxPage = (await send('GET', '/api/admin/outbox')).json();
    expect(outbox.total).toBe(0);
    expect(await site.deliver()).toEqual([]);
  });

  it('mails only the admin who was demoted when two demote each other at once', async () => {
    const first = await site.signInAdmin();
    const second = await site.signInAdmin();

    const answers = await Promise.all([
      first.send('PATCH', `/api/admin/users/${second.admin.id}/role`, {
        role: 'member',
        isActive: 1,
      }),
      second.send('PATCH', `/api/admin/users/${first.admin.id}/role`, {
        role: 'member',
        isActive: 1,
      }),
    ]);

    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const won = answers.findIndex((answer) => answer.statusCode === 200);
    const demoted = won === 0 ? second.admin : first.admin;
    const mails = await site.deliver();
    expect(mails.map((mail) => mail.envelopeTo)).toEqual([[demoted.email]]);
    expect(mails[0]?.subject).toMatch(/is now Member/);
  });

  it('tells a member made active again that they are back, not that they are newly approved', async () => {
    const { send } = await site.signInAdmin();
    const person = await makeUser(site.t.db, {
      email: 'nova@club.test',
      role: 'designer',
      isActive: 0,
    });

    const reactivation = await send('PATCH', `/api/admin/users/${person.id}/role`, {
      role: 'designer',
      isActive: 1,
    });

    expect(reactivation.statusCode).toBe(200);
    const mail = onlyMailTo(await site.deliver(), 'nova@club.test');
    expect(mail.subject).toMatch(/membership of .* is active again/);
    expect(mail.text).toContain('made your account active again, as a Designer');
    expect(mail.text).not.toContain('approved');
  });

  it('tells a declined person, with the club address to write to, and forgets their account', async () => {
    const { send } = await site.signInAdmin();
    const browser = await site.signInFirstTime('nova', { email: 'nova@club.test' });
    const { id } = (await currentUser(browser)).json();
    await site.deliver();
    site.mail.mails.length = 0;

    const decline = await send('POST', `/api/admin/users/${id}/decline`);

    expect(decline.statusCode).toBe(204);
    const mail = onlyMailTo(await site.deliver(), 'nova@club.test');
    expect(mail.subject).toMatch(/Your request to join/);
    expect(mail.text).toContain('declined your request');
    expect(listUnsubscribeUrl(mail)).toBeUndefined();
    expect((await currentUser(browser)).statusCode).toBe(401);
  });
});

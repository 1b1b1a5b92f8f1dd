// An interest-form message: mailed to the club's contact address when it has one, else to each
// active admin, with Reply-To the sender so that answering it answers them. A bot's message (the
// honeypot filled) sends nothing.
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/factories';
import { PUBLIC_URL, useMailSite } from './mail-test-site';
import { listUnsubscribeUrl, mailsTo, onlyMailTo } from './received-mail';

const site = useMailSite();

let address = 0;
const message = {
  firstName: 'Sam',
  lastName: 'Okafor',
  email: 'sam.okafor@students.example',
  majorYear: 'Mechanical Engineering, 2nd year',
  interestLevel: 'join',
  message: 'I built a go-kart in high school.\nCan I come to the next meeting?',
};

/** Sends the interest form, each time from another address (it has a rate limit per address). */
const sendForm = (payload: object) =>
  site.t.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: `10.2.0.${++address}`,
    payload,
  });

describe('an interest-form message', () => {
  it('goes to the club contact address alone, answerable by replying', async () => {
    const { admin, send } = await site.signInAdmin();
    await send('PUT', '/api/club-config', { contactEmail: 'hello@club.example' });

    expect((await sendForm(message)).statusCode).toBe(201);

    const mails = await site.deliver();
    expect(mailsTo(mails, admin.email)).toEqual([]);
    const mail = onlyMailTo(mails, 'hello@club.example');
    expect(mail.replyTo).toBe('sam.okafor@students.example');
    expect(mail.subject).toBe('Interest form: Sam Okafor');
    for (const text of [
      'Email: sam.okafor@students.example',
      'Major and year: Mechanical Engineering, 2nd year',
      'Interest: I want to join the team!',
      '> I built a go-kart in high school.\n> Can I come to the next meeting?',
    ]) {
      expect(mail.text).toContain(text);
    }
    expect(listUnsubscribeUrl(mail)).toMatch(`${PUBLIC_URL}/api/mail/unsubscribe?token=`);
    expect(await site.expectLinksAnswer(mail)).toContain(`${PUBLIC_URL}/admin#inbox`);
  });

  it('goes to each active admin when the club has no contact address', async () => {
    const first = await site.signInAdmin();
    const second = await site.signInAdmin();
    const member = await makeUser(site.t.db, { role: 'member', isActive: 1 });

    expect((await sendForm(message)).statusCode).toBe(201);

    const mails = await site.deliver();
    for (const { admin } of [first, second]) {
      expect(onlyMailTo(mails, admin.email).replyTo).toBe('sam.okafor@students.example');
    }
    expect(mailsTo(mails, member.email)).toEqual([]);
    expect(mails).toHaveLength(2);
  });

  it('sends nothing when the honeypot is filled, though the form says thanks', async () => {
    const { send } = await site.signInAdmin();
    await send('PUT', '/api/club-config', { contactEmail: 'hello@club.example' });

    const answer = await sendForm({ ...message, website: 'https://cheap-pills.example' });

    expect(answer.statusCode).toBe(201);
    expect((await send('GET', '/api/admin/outbox')).json().total).toBe(0);
    expect(await site.deliver()).toEqual([]);
  });

  it('lets no line break in the sender name add a header or a recipient', async () => {
    const { send } = await site.signInAdmin();
    await send('PUT', '/api/club-config', { contactEmail: 'hello@club.example' });

    const answer = await sendForm({ ...message, firstName: 'Eve\r\nBcc: x@evil.example' });

    // Refused as it comes, or sent with the name folded onto the subject's one line.
    expect([201, 400]).toContain(answer.statusCode);
    const mails = await site.deliver();
    expect(mails.flatMap((mail) => mail.envelopeTo)).not.toContain('x@evil.example');
    for (const mail of mails) {
      expect(mail.headers).not.toHaveProperty('bcc');
      expect(mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n'))).not.toMatch(/^Bcc:/im);
    }
  });
});

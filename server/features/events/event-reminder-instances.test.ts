// Two instances of the site on one database, each with its round of reminders and its sender:
// the member going gets one reminder the day before, however the rounds and senders meet.
import { afterEach, describe, expect, it } from 'vitest';
import { eventAnswerPath } from '../../../common/events/event-answers';
import { EVENTS_PATH } from '../../../common/events/events';
import { signInAs } from '../../test/signed-in-users';
import { makeTestApp, type TestApp } from '../../test/test-app';
import { useTestSite } from '../../test/use-test-site';
import { writeDueReminders } from './event-reminders';

const HOUR_MS = 60 * 60 * 1000;

/** Holds the database and the SMTP server; the instances under test are opened on it. */
const site = useTestSite({ mail: { appSends: false } });
let instances: TestApp[] = [];
afterEach(async () => {
  await Promise.all(instances.map((instance) => instance.close()));
  instances = [];
});

async function startInstance() {
  const instance = await makeTestApp({
    sameDatabaseAs: site.t,
    environment: { SMTP_URL: site.mail.url, PUBLIC_URL: 'https://club.example' },
  });
  instances.push(instance);
  return instance;
}

describe('reminders from two instances', () => {
  it('reach the member going once, the day before', async () => {
    const [first, second] = [await startInstance(), await startInstance()];
    const admin = await signInAs(first, 'admin');
    const member = await signInAs(first, 'member');
    const start = Date.now() + 30 * HOUR_MS;
    const created = await admin.send('POST', EVENTS_PATH, {
      title: 'Endurance practice',
      kind: 'test-day',
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + 3 * HOUR_MS).toISOString(),
    });
    await member.send('PUT', eventAnswerPath(created.json().id), { answer: 'going' });

    const dayBefore = new Date(start - 23 * HOUR_MS);
    const rounds = async () => {
      await Promise.all(
        [first, second].map((instance) => writeDueReminders(instance.app.deps, dayBefore)),
      );
      await Promise.all([first, second].map((instance) => instance.app.deps.mail.sendDue()));
    };
    await rounds();
    await rounds();

    const reminders = site.mail.mails.filter(
      (mail) => mail.subject === 'Reminder: Endurance practice',
    );
    expect(reminders.map((mail) => mail.envelopeTo)).toEqual([[member.user.email]]);
  });
});

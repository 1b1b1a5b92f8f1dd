// Several instances of the site on one database share one outbox: a mail one instance could not
// send is sent by another after a restart, senders at once send each mail once (also while one is
// slowly working through its claimed mail), and MAIL_RATE_PER_MINUTE holds for the site, not for
// each instance.
import { afterEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail-schema';
import { signInAdmin } from '../../test/admin-requests';
import {
  onlyMail,
  outboxRows,
  postInterestForm,
  postInterestForms,
  readOutbox,
  waitUntil,
} from '../../test/mail/mail-requests';
import { startSmtpServer } from '../../test/mail/smtp-server';
import { makeTestApp, type TestApp } from '../../test/test-app';
import { useTestSite } from '../../test/use-test-site';

// A generous time limit on each attempt, and so a long claim on each mail (three times it): on a
// busy machine an instance may take seconds to send its batch of ten.
const mailSender = { firstRetryMs: 300, longestRetryMs: 5_000, attemptTimeoutMs: 5_000 };

/** Holds the database; the instances under test are opened on it and closed after each test. */
const site = useTestSite({ mail: { appSends: false } });
let instances: TestApp[] = [];
afterEach(async () => {
  await Promise.all(instances.map((instance) => instance.close()));
  instances = [];
});

/** Starts an instance of the site on the shared database. */
async function startInstance(environment: Record<string, string> = {}) {
  const instance = await makeTestApp({
    sameDatabaseAs: site.t,
    environment: { SMTP_URL: site.mail.url, PUBLIC_URL: 'https://club.example', ...environment },
    mailSender,
  });
  instances.push(instance);
  return instance;
}

async function stopInstance(instance: TestApp) {
  instances = instances.filter((open) => open !== instance);
  await instance.close();
}

const receivedIds = () => site.mail.mails.map((mail) => mail.messageId).sort();
const storedIds = async () => (await outboxRows(site.t)).map((row) => row.messageId).sort();

describe('after a restart', () => {
  it('a mail one instance could not send is sent once by the next instance', async () => {
    const a = await startInstance();
    const { cookie } = await signInAdmin(a);
    await postInterestForm(a);
    await site.mail.stop();
    expect(await a.app.deps.mail.sendDue()).toBe(0);
    const waiting = await onlyMail(a, cookie);
    expect(waiting).toMatchObject({ state: 'waiting', attempts: 1 });
    expect(waiting.lastError).toMatch(/ECONNREFUSED/);
    await stopInstance(a);

    await site.mail.restart();
    const b = await startInstance();
    await waitUntil(waiting.nextAttemptAt);
    expect(await b.app.deps.mail.sendDue()).toBe(1);
    expect(await b.app.deps.mail.sendDue()).toBe(0);

    expect(receivedIds()).toEqual(await storedIds());
    expect(await onlyMail(b, cookie)).toMatchObject({
      state: 'sent',
      attempts: 2,
      lastError: null,
    });
  });
});

describe('instances sending at once', () => {
  it('send each mail once', async () => {
    const first = await startInstance();
    const senders = [first, await startInstance(), await startInstance()];
    const { cookie } = await signInAdmin(first);
    // More than one instance claims in one go (10), so that more than one has mail to claim.
    await postInterestForms(first, 12);

    const sent = await Promise.all(senders.map((instance) => instance.app.deps.mail.sendDue()));

    expect(sent.reduce((sum, count) => sum + count)).toBe(12);
    expect(site.mail.mails).toHaveLength(12);
    expect(new Set(receivedIds()).size).toBe(12);
    expect(receivedIds()).toEqual(await storedIds());
    const { items } = await readOutbox(first, cookie);
    expect(items.every((item) => item.state === 'sent' && item.attempts === 1)).toBe(true);
  });
});

describe('an instance slowly working through the mail it claimed', () => {
  it('keeps it: another instance sends none of it meanwhile', async () => {
    // A's SMTP server hangs, so that A spends its whole time limit on each mail; B's accepts.
    const hanging = await startSmtpServer();
    await hanging.setMode('hang');
    const hasty = { ...mailSender, firstRetryMs: 60_000, attemptTimeoutMs: 500 };
    const a = await makeTestApp({
      sameDatabaseAs: site.t,
      environment: { SMTP_URL: hanging.url, PUBLIC_URL: 'https://club.example' },
      mailSender: hasty,
    });
    instances.push(a);
    const b = await startInstance();
    try {
      const { cookie } = await signInAdmin(a);
      await postInterestForms(a, 5);

      // A claims all five at once and tries them one after another; when it has spent three
      // attempts' time, B looks for due mail.
      const roundOfA = a.app.deps.mail.sendDue();
      const claimedAt = await firstClaim();
      await waitUntil(new Date(claimedAt + 3 * hasty.attemptTimeoutMs + 200).toISOString());
      expect(await b.app.deps.mail.sendDue()).toBe(0);
      await roundOfA;

      expect(site.mail.mails).toHaveLength(0);
      const { items } = await readOutbox(b, cookie);
      expect(items.map((item) => `${item.state}/${item.attempts}`)).toEqual(
        Array(5).fill('waiting/1'),
      );
    } finally {
      await hanging.close();
    }
  });
});

describe('an instance whose claim ran out before its attempt ended', () => {
  it('does not undo the sending of the instance that took the mail over', async () => {
    const hanging = await startSmtpServer();
    await hanging.setMode('hang');
    const a = await makeTestApp({
      sameDatabaseAs: site.t,
      environment: { SMTP_URL: hanging.url, PUBLIC_URL: 'https://club.example' },
      mailSender: { ...mailSender, attemptTimeoutMs: 500 },
    });
    instances.push(a);
    const b = await startInstance();
    try {
      const { cookie } = await signInAdmin(a);
      await postInterestForm(a);

      // A claims as an instance whose clock stalled an hour ago would: its claim has already run
      // out when its attempt begins.
      const hourAgo = new Date(Date.now() - 60 * 60_000);
      await site.t.db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(hourAgo.getTime() - 60_000) });
      const roundOfA = a.app.deps.mail.sendDue(hourAgo);
      await firstClaim();
      expect(await b.app.deps.mail.sendDue()).toBe(1);
      await roundOfA;

      expect(receivedIds()).toEqual(await storedIds());
      expect(await onlyMail(b, cookie)).toMatchObject({ state: 'sent', lastError: null });
    } finally {
      await hanging.close();
    }
  });
});

/** When the first claim of the outbox's mail began, once it has. */
async function firstClaim(): Promise<number> {
  for (;;) {
    const claimed = (await outboxRows(site.t)).find((row) => row.lastAttemptAt !== null);
    if (claimed?.lastAttemptAt) return claimed.lastAttemptAt.getTime();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('MAIL_RATE_PER_MINUTE', () => {
  it('caps what all instances send together in a minute; the rest waits for the next', async () => {
    const rate = { MAIL_RATE_PER_MINUTE: '3' };
    const [a, b] = [await startInstance(rate), await startInstance(rate)];
    const { cookie } = await signInAdmin(a);
    await postInterestForms(a, 5);

    const round = () => Promise.all([a.app.deps.mail.sendDue(), b.app.deps.mail.sendDue()]);
    const [sentByA, sentByB] = await round();

    expect(sentByA + sentByB).toBe(3);
    expect(site.mail.mails).toHaveLength(3);
    const states = (await readOutbox(a, cookie)).items.map(
      (item) => `${item.state}/${item.attempts}`,
    );
    expect(states.sort()).toEqual(['sent/1', 'sent/1', 'sent/1', 'waiting/0', 'waiting/0']);
    expect(await round()).toEqual([0, 0]);
    expect(site.mail.mails).toHaveLength(3);

    const minuteLater = new Date(Date.now() + 61_000);
    const later = await Promise.all([
      a.app.deps.mail.sendDue(minuteLater),
      b.app.deps.mail.sendDue(minuteLater),
    ]);
    expect(later[0] + later[1]).toBe(2);
    expect(receivedIds()).toEqual(await storedIds());
  });
});

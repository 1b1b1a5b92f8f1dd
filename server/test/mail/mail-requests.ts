// Test support for mail: a message through the interest form (the simplest change that writes a
// mail), the outbox as an admin reads it, and the outbox's rows as stored.
import { desc } from 'drizzle-orm';
import { OUTBOX_PATH, type OutboxItem, type OutboxPage } from '../../../common/admin/mail';
import { mailOutbox } from '../../db/schema/mail-schema';
import type { TestApp } from '../test-app';

let visitor = 0;

/** A visitor's interest-form message; each from an address of its own, under the form's rate limit. */
export function postInterestForm(
  t: TestApp,
  fields: { firstName?: string; lastName?: string; email?: string; message?: string } = {},
) {
  const n = ++visitor;
  return t.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: `10.25.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`,
    payload: {
      firstName: 'Visitor',
      lastName: `Number${n}`,
      email: `visitor${n}@student.test`,
      interestLevel: 'join',
      message: 'I would like to help build the car this season.',
      ...fields,
    },
  });
}

/** Sends `count` interest-form messages, one after another, each answered 201. */
export async function postInterestForms(t: TestApp, count: number) {
  for (let i = 0; i < count; i += 1) {
    const response = await postInterestForm(t);
    if (response.statusCode !== 201) throw new Error(`contact answered ${response.statusCode}`);
  }
}

/** One page of the outbox, read as the admin whose session cookie is given. */
export async function readOutbox(t: TestApp, cookie: string, page = 1): Promise<OutboxPage> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${OUTBOX_PATH}?page=${page}`,
    headers: { cookie },
  });
  if (response.statusCode !== 200) {
    throw new Error(`outbox answered ${response.statusCode}: ${response.body}`);
  }
  return response.json();
}

/** The only mail in the outbox, as an admin sees it. */
export async function onlyMail(t: TestApp, cookie: string): Promise<OutboxItem> {
  const { items } = await readOutbox(t, cookie);
  const [item] = items;
  if (!item || items.length !== 1) throw new Error(`expected one mail, found ${items.length}`);
  return item;
}

/** The outbox's rows as stored (with what the admin's view leaves out, such as the Message-ID). */
export function outboxRows(t: TestApp) {
  return t.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt));
}

/** Waits until the given time (an ISO timestamp) has passed. */
export function waitUntil(at: string | null) {
  const ms = at === null ? 0 : Date.parse(at) - Date.now() + 5;
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}

// What the log keeps of a failed query: what failed (the SQL, the database's code and message), never
// the values it was given, which are a person's name, email and message on the contact form. And an
// embedded database that is closed answers 503, as a PostgreSQL that is down does.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresTestServer } from '../test/database/test-database';
import { makeTestApp, type TestApp } from '../test/test-app';

const submission = {
  firstName: 'Philippa',
  lastName: 'Quarrington',
  email: 'philippa.quarrington@student.test',
  majorYear: 'Aerospace, junior',
  interestLevel: 'join',
  message: 'I machined carbon wishbones for my own kart last summer.',
};
const personalTexts = ['Philippa', 'Quarrington', 'philippa.quarrington', 'Aerospace', 'wishbones'];

/** An app whose log lines are kept, parsed, in `entries`. */
async function makeLoggedApp() {
  const entries: Record<string, unknown>[] = [];
  const stream = { write: (line: string) => entries.push(JSON.parse(line)) };
  return { t: await makeTestApp({ logger: { level: 'info', stream } }), entries };
}

describe('a contact form submission that the database refuses', () => {
  let t: TestApp;
  let entries: Record<string, unknown>[];
  beforeAll(async () => {
    ({ t, entries } = await makeLoggedApp());
    // The refusal quotes the row, as a unique violation's detail would.
    await t.db.execute(
      sql.raw(`create function refuse_contact() returns trigger language plpgsql as $$
        begin
          raise exception 'contact submissions are closed' using detail = 'refused ' || new.email;
        end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger refuse_contact before insert on contact_submissions
        for each row execute function refuse_contact()`),
    );
  });
  afterAll(() => t.close());

  it('answers 500 and logs what failed without the name, email or message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: submission,
    });
    expect(response.statusCode).toBe(500);

    const everything = JSON.stringify(entries);
    for (const text of personalTexts) expect(everything).not.toContain(text);
    const [failure, ...more] = entries.filter((entry) => entry.msg === 'request failed');
    expect(more).toEqual([]);
    const logged = JSON.stringify(failure);
    expect(logged).toContain('insert into \\"contact_submissions\\"');
    expect(logged).toContain('contact submissions are closed');
    expect(logged).toContain('P0001');
  });
});

describe.skipIf(postgresTestServer())('an embedded database that is closed', () => {
  let t: TestApp;
  let entries: Record<string, unknown>[];
  beforeAll(async () => {
    ({ t, entries } = await makeLoggedApp());
    await t.database.close();
  });
  afterAll(() => t.close());

  it('answers 503 with the message, logged as one warning', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: submission,
    });

    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(
      'The site is temporarily unavailable. Please try again in a moment.',
    );
    const logged = entries.filter((entry) => entry.reqId && Number(entry.level) >= 40);
    expect(logged).toEqual([
      expect.objectContaining({ level: 40, msg: 'request failed: unavailable' }),
    ]);
    expect(JSON.stringify(logged)).not.toContain('stack');
  });
});

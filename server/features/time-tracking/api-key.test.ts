import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clockifyMessages } from '../../../common/time-tracking/time-tracking';
import { users } from '../../db/schema/site-schema';
import type { ClockifyFailureMode } from '../../test/clockify/clockify-server';
import { useTestSite } from '../../test/use-test-site';
import { decryptSecret, encryptSecret } from './key-encryption';
import { signInMember } from './test-member';

const API_KEY = 'Yzk5ZmE0ZDEtNzE3Ny00YjA1LWI2ZWQtYzM1NjU3NDQ4M2Vh';
const SECRETS_KEY = Buffer.alloc(32, 7).toString('base64');

/** Every line the app logs. */
const logLines: string[] = [];
const site = useTestSite({
  // Each test starts an hour after the last one, past any pause after a failure and cached answer.
  clockify: { clockStepMs: 3600_000, timeoutMs: 500 },
  environment: { SECRETS_KEY },
  app: { logger: { level: 'debug', stream: { write: (line: string) => logLines.push(line) } } },
});
beforeAll(() => {
  site.clockify.addMember({
    apiKey: API_KEY,
    name: 'Jamie Ortiz',
    email: 'jamie.ortiz@example.org',
  });
});

async function storedKey(userId: string) {
  const [row] = await site.t.db
    .select({ clockifyApiKey: users.clockifyApiKey })
    .from(users)
    .where(eq(users.id, userId));
  return row?.clockifyApiKey ?? null;
}

describe('connecting a Clockify account', () => {
  it('checks the key with Clockify, stores it encrypted and answers whose account it is', async () => {
    const member = await signInMember(site.t);

    const response = await member.send('PUT', '/api/clockify/update-api-key', {
      apiKey: `  ${API_KEY}  `,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: { name: 'Jamie Ortiz', email: 'jamie.ortiz@example.org' },
    });
    const stored = await storedKey(member.id);
    expect(stored).not.toBeNull();
    expect(stored).not.toContain(API_KEY);
    expect(decryptSecret(stored ?? '', SECRETS_KEY)).toBe(API_KEY);
    expect(() => decryptSecret(stored ?? '', Buffer.alloc(32, 8).toString('base64'))).toThrow();
  });

  it('refuses a key Clockify does not know, and stores nothing', async () => {
    const member = await signInMember(site.t);

    const response = await member.send('PUT', '/api/clockify/update-api-key', {
      apiKey: 'not-a-real-key',
    });

    expect(response.statusCode).toBe(400);
    const message = 'Clockify does not accept this API key. Check that you copied all of it.';
    expect(response.json()).toEqual({ error: message, message });
    expect(await storedKey(member.id)).toBeNull();
  });

  it('stops asking Clockify for a member after five refused keys in an hour', async () => {
    const guesser = await signInMember(site.t);
    for (let attempt = 0; attempt < 5; attempt++) {
      const refused = await guesser.send('PUT', '/api/clockify/update-api-key', {
        apiKey: `guess-${attempt}`,
      });
      expect(refused.statusCode).toBe(400);
    }
    const callsBefore = site.clockify.calls().length;

    const limited = await guesser.send('PUT', '/api/clockify/update-api-key', { apiKey: API_KEY });

    expect(limited.statusCode).toBe(429);
    const message =
      'Clockify has refused several keys from you this hour. Check the key in Clockify and try again in an hour.';
    expect(limited.json()).toEqual({ error: message, message });
    expect(site.clockify.calls()).toHaveLength(callsBefore);
    const other = await signInMember(site.t);
    const connected = await other.send('PUT', '/api/clockify/update-api-key', { apiKey: API_KEY });
    expect(connected.statusCode).toBe(200);
  });

  it('limits how often one member may check a key, without asking Clockify', async () => {
    const member = await signInMember(site.t);
    for (let attempt = 0; attempt < 10; attempt++) {
      const checked = await member.send('PUT', '/api/clockify/update-api-key', { apiKey: API_KEY });
      expect(checked.statusCode).toBe(200);
    }
    const callsBefore = site.clockify.calls().length;

    const limited = await member.send('PUT', '/api/clockify/update-api-key', { apiKey: API_KEY });

    expect(limited.statusCode).toBe(429);
    const message = 'Too many requests. Please try again later.';
    expect(limited.json()).toEqual({ error: message, message });
    expect(site.clockify.calls()).toHaveLength(callsBefore);
  });

  it.each([
    ['a newline', 'secret-f00d\nX-Extra: 1'],
    ['a NUL', 'secret-f00d\u0000'],
    ['a control character', 'secret-f00d\u0007beef'],
    ['a letter outside ASCII', 'secret-f00d-é'],
  ])(
    'refuses a key with %s as any invalid key, without asking Clockify or logging it',
    async (_, apiKey) => {
      const member = await signInMember(site.t);
      const callsBefore = site.clockify.calls().length;
      logLines.length = 0;

      const response = await member.send('PUT', '/api/clockify/update-api-key', { apiKey });

      expect(response.statusCode).toBe(400);
      const message = clockifyMessages.keyRejected;
      expect(response.json()).toMatchObject({ error: message, message });
      expect(await storedKey(member.id)).toBeNull();
      expect(site.clockify.calls()).toHaveLength(callsBefore);
      expect(logLines.length).toBeGreaterThan(0);
      expect(logLines.filter((line) => line.includes('secret-f00d'))).toEqual([]);
    },
  );

  it('asks for a key when none is given', async () => {
    const member = await signInMember(site.t);

    const response = await member.send('PUT', '/api/clockify/update-api-key', { apiKey: '   ' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'Please enter your Clockify API key',
      message: 'Please enter your Clockify API key',
    });
  });

  it.each<[ClockifyFailureMode, number, string]>([
    ['rateLimited', 429, 'Clockify is limiting requests right now. Try again in a minute.'],
    ['serverError', 502, 'Clockify is not responding. Try again shortly.'],
    ['hang', 504, 'Clockify is not responding. Try again shortly.'],
  ])('explains a Clockify that answers %s, and stores nothing', async (mode, status, message) => {
    const member = await signInMember(site.t);
    site.clockify.setFailure(mode);

    const response = await member.send('PUT', '/api/clockify/update-api-key', { apiKey: API_KEY });

    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: message, message });
    expect(await storedKey(member.id)).toBeNull();
  });
});

describe('the connection status', () => {
  it('says there is no key before one is connected', async () => {
    const member = await signInMember(site.t);

    const response = await member.send('GET', '/api/clockify/user-status');

    expect(response.json()).toEqual({ hasApiKey: false, user: null });
  });

  it('names the connected account without ever showing the key', async () => {
    const member = await signInMember(site.t);
    await member.send('PUT', '/api/clockify/update-api-key', { apiKey: API_KEY });

    const response = await member.send('GET', '/api/clockify/user-status');

    expect(response.json()).toEqual({
      hasApiKey: true,
      user: { name: 'Jamie Ortiz', email: 'jamie.ortiz@example.org' },
    });
    expect(response.body).not.toContain(API_KEY);
  });

  it('says a saved key a header cannot carry is no longer accepted, and keeps it out of the log', async () => {
    const member = await signInMember(site.t);
    await site.t.db
      .update(users)
      .set({ clockifyApiKey: encryptSecret('secret-cafe\nbabe', SECRETS_KEY) })
      .where(eq(users.id, member.id));
    logLines.length = 0;

    const status = await member.send('GET', '/api/clockify/user-status');
    const projects = await member.send('GET', '/api/clockify/projects');

    const problem = clockifyMessages.keyNoLongerValid;
    expect(status.json()).toEqual({ hasApiKey: true, user: null, problem });
    expect([projects.statusCode, projects.json()]).toEqual([400, { message: problem }]);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.filter((line) => line.includes('secret-cafe'))).toEqual([]);
  });

  it('is answered from the record, without asking Clockify', async () => {
    const member = await signInMember(site.t);
    await member.send('PUT', '/api/clockify/update-api-key', { apiKey: API_KEY });
    const callsBefore = site.clockify.calls().length;

    for (let poll = 0; poll < 3; poll++) {
      const response = await member.send('GET', '/api/clockify/user-status');
      expect(response.json().user).toEqual({
        name: 'Jamie Ortiz',
        email: 'jamie.ortiz@example.org',
      });
    }

    expect(site.clockify.calls()).toHaveLength(callsBefore);
  });

  it("shows another account's entries once another key is connected", async () => {
    const otherKey = 'other-account-key';
    site.clockify.addMember({
      apiKey: otherKey,
      name: 'Taylor Brooks',
      email: 'taylor@example.org',
    });
    const start = new Date(site.now() - 3600_000);
    site.clockify.addTimeEntry(API_KEY, { description: "Jamie's welding", start });
    site.clockify.addTimeEntry(otherKey, { description: "Taylor's sanding", start });
    const member = await signInMember(site.t);
    await member.send('PUT', '/api/clockify/update-api-key', { apiKey: API_KEY });
    const before = await member.send('GET', '/api/clockify/time-entries');

    await member.send('PUT', '/api/clockify/update-api-key', { apiKey: otherKey });
    const after = await member.send('GET', '/api/clockify/time-entries');
    const status = await member.send('GET', '/api/clockify/user-status');

    const descriptions = (response: typeof before) =>
      response.json().map((entry: { description: string }) => entry.description);
    expect(descriptions(before)).toContain("Jamie's welding");
    expect(descriptions(after)).toEqual(["Taylor's sanding"]);
    expect(status.json().user).toEqual({ name: 'Taylor Brooks', email: 'taylor@example.org' });
  });

  it('is gone after the key is removed', async () => {
    const member = await signInMember(site.t);
    await member.send('PUT', '/api/clockify/update-api-key', { apiKey: API_KEY });

    const removed = await member.send('DELETE', '/api/clockify/remove-api-key');
    const status = await member.send('GET', '/api/clockify/user-status');

    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true });
    expect(await storedKey(member.id)).toBeNull();
    expect(status.json()).toEqual({ hasApiKey: false, user: null });
  });
});

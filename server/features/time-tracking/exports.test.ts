// The CSV exports (decision 29): a member's own entries of a range of days in their time zone,
// every one of them, and the team's hours per member and project for admins only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEAM_HOURS_CSV_HEADER,
  TIME_ENTRIES_CSV_HEADER,
} from '../../../common/time-tracking/clockify-sync';
import { signInAdmin } from '../../test/admin-requests';
import { startTestClockify, type TestClockify } from '../../test/clockify/clockify-server';
import { makeTestApp, type TestApp } from '../../test/test-app';
import { type ConnectedTestMember, connectMember, signInMember } from './test-member';
import { teamWorkspaceSettings } from './test-workspace';

const ADMIN_KEY = 'exports-admin-key';
let clock = Date.parse('2026-05-20T12:00:00Z');
const now = () => clock;
let clockify: TestClockify;
let t: TestApp;
let member: ConnectedTestMember;
beforeAll(async () => {
  clockify = await startTestClockify({ now });
  clockify.addMember({
    apiKey: ADMIN_KEY,
    name: 'Dana Whitfield',
    email: 'dana@example.org',
    admin: true,
  });
  t = await makeTestApp({
    environment: {
      ...teamWorkspaceSettings(clockify, ADMIN_KEY),
    },
    timeTracking: { now },
  });
  member = await connectMember(t, clockify);
  const chassis = clockify.addProject({ name: 'Chassis', color: '#f97316' });
  const entry = (description: string, start: string, end: string | null, projectId?: string) =>
    clockify.addTimeEntry(member.apiKey, {
      description,
      start: new Date(start),
      end: end ? new Date(end) : null,
      projectId: projectId ?? null,
    });
  entry('Before the range', '2026-05-09T10:00:00Z', '2026-05-09T11:00:00Z');
  entry('Weld the frame', '2026-05-10T09:00:00Z', '2026-05-10T10:30:00Z', chassis.id);
  entry('Night shift, painting', '2026-05-12T23:30:00Z', '2026-05-13T00:30:00Z');
  entry("=HYPERLINK('http://evil.example')", '2026-05-15T14:00:00Z', '2026-05-15T14:45:10Z');
  entry('Sand the seat', '2026-05-18T08:00:00Z', null);
  entry('After the range', '2026-05-19T08:00:00Z', '2026-05-19T09:00:00Z');
  entry('Last spring', '2026-03-15T10:00:00Z', '2026-03-15T12:00:00Z', chassis.id);
  await member.send('GET', '/api/clockify/projects');
  await member.send('GET', '/api/clockify/time-entries');
}, 60_000);
afterAll(async () => {
  await t?.close();
  await clockify.close();
});

const exportOf = (query: string, as: Pick<ConnectedTestMember, 'send'> = member) =>
  as.send('GET', `/api/clockify/time-entries/export?${query}`);
const linesOf = (csv: string) => csv.split('\r\n').filter(Boolean);

describe("a member's entries as CSV", () => {
  it('has every entry begun within the days, oldest first, as a file to download', async () => {
    const response = await exportOf('from=2026-05-10&to=2026-05-18&timeZone=UTC');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="time-entries-2026-05-10-to-2026-05-18.csv"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(linesOf(response.body)).toEqual([
      TIME_ENTRIES_CSV_HEADER.join(','),
      '2026-05-10,09:00,10:30,1:30:00,Chassis,Weld the frame',
      '2026-05-12,23:30,00:30,1:00:00,,"Night shift, painting"',
      "2026-05-15,14:00,14:45,0:45:10,,'=HYPERLINK('http://evil.example')",
      '2026-05-18,08:00,,,,Sand the seat',
    ]);
  });

  it("writes the days and times in the member's time zone", async () => {
    const response = await exportOf('from=2026-05-12&to=2026-05-12&timeZone=America/New_York');

    expect(linesOf(response.body).slice(1)).toEqual([
      '2026-05-12,19:30,20:30,1:00:00,,"Night shift, painting"',
    ]);
  });

  it('has the starts and stops made through the site, also those waiting for Clockify', async () => {
    const { budget } = t.app.deps.timeTracking;
    for (let call = budget.shareOf('member'); call > 0; call--) await budget.take('member');
    const started = await member.send('POST', '/api/clockify/time-entries/start', {
      description: 'Bleed the brakes',
    });
    clock += 30 * 60_000;
    await member.send('PUT', `/api/clockify/time-entries/${started.json().id}/stop`);
    expect(started.json().waiting).toBe(true);

    const response = await exportOf('from=2026-05-19&to=2026-05-20&timeZone=UTC');

    expect(linesOf(response.body).slice(1)).toEqual([
      '2026-05-19,08:00,09:00,1:00:00,,After the range',
      '2026-05-20,12:00,12:30,0:30:00,,Bleed the brakes',
    ]);
    clock += 3600_000;
  });

  it('asks Clockify for days older than the record keeps', async () => {
    const response = await exportOf('from=2026-03-01&to=2026-03-31&timeZone=UTC');

    expect(response.statusCode).toBe(200);
    expect(linesOf(response.body).slice(1)).toEqual([
      '2026-03-15,10:00,12:00,2:00:00,Chassis,Last spring',
    ]);
  });

  it('refuses a last day before the first', async () => {
    const response = await exportOf('from=2026-05-18&to=2026-05-10');

    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'to', message: 'The last day must not be before the first' },
    ]);
  });

  it('asks a member without a key to connect first', async () => {
    const unconnected = await signInMember(t);

    const response = await exportOf('from=2026-05-10&to=2026-05-18', unconnected);

    expect(response.statusCode).toBe(409);
  });
});

describe("the team's hours as CSV", () => {
  it('gives admins the hours per member and project', async () => {
    const { send } = await signInAdmin(t);

    const response = await send('GET', '/api/clockify/team-hours/export');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="team-hours.csv"');
    const [header, ...rows] = linesOf(response.body);
    expect(header).toBe(TEAM_HOURS_CSV_HEADER.join(','));
    expect(rows).toEqual(
      expect.arrayContaining(['Jamie Ortiz,Chassis,3.5', 'Jamie Ortiz,No project,3.75']),
    );
  });

  it('is for admins only', async () => {
    const response = await member.send('GET', '/api/clockify/team-hours/export');

    expect(response.statusCode).toBe(403);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestClockify, type TestClockify } from './clockify-server';
import { addTestTeam } from './clockify-test-team';

let clockify: TestClockify;
let jamieId: string;
let taylorId: string;
beforeEach(async () => {
  clockify = await startTestClockify();
  ({ jamieId, taylorId } = addTestTeam(clockify));
});
afterEach(() => clockify.close());

const at = (time: string) => new Date(`2026-05-20T${time}Z`);

async function report(apiKey: string, body: unknown) {
  const response = await fetch(
    `${clockify.reportsUrl}/workspaces/${clockify.workspaceId}/reports/detailed`,
    {
      method: 'POST',
      headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  return { status: response.status, body: await response.json() };
}

describe("the test Clockify's detailed report", () => {
  const range = {
    dateRangeStart: '2026-05-20T00:00:00.000Z',
    dateRangeEnd: '2026-05-20T23:59:59.999Z',
  };

  beforeEach(() => {
    const frame = clockify.addProject({ name: 'Frame', color: '#22c55e' });
    clockify.addTimeEntry('jamie-key', {
      description: 'Weld',
      start: at('07:00:00'),
      end: at('08:30:00'),
      projectId: frame.id,
    });
    clockify.addTimeEntry('taylor-key', {
      description: 'Order',
      start: at('09:00:00'),
      end: at('09:20:00'),
    });
    clockify.addTimeEntry('taylor-key', {
      description: 'Yesterday',
      start: new Date('2026-05-19T09:00:00Z'),
      end: at('00:10:00'),
    });
    clockify.addTimeEntry('jamie-key', { description: 'Running', start: at('10:00:00') });
  });

  it("shows an admin everyone's finished entries of the range, newest first", async () => {
    const answer = await report('admin-key', {
      ...range,
      detailedFilter: { page: 1, pageSize: 50 },
      exportType: 'JSON',
    });

    expect(answer.status).toBe(200);
    expect(answer.body.totals).toEqual([
      expect.objectContaining({ totalTime: 110 * 60, entriesCount: 2 }),
    ]);
    expect(answer.body.timeEntries).toEqual([
      expect.objectContaining({
        description: 'Order',
        userId: taylorId,
        userName: 'Taylor Brooks',
        projectId: null,
      }),
      {
        _id: expect.any(String),
        description: 'Weld',
        userId: jamieId,
        userName: 'Jamie Ortiz',
        userEmail: 'jamie@example.org',
        projectId: expect.any(String),
        projectName: 'Frame',
        projectColor: '#22c55e',
        timeInterval: {
          start: '2026-05-20T07:00:00.000Z',
          end: '2026-05-20T08:30:00.000Z',
          duration: 5400,
        },
      },
    ]);
  });

  it('shows a member only their own time, a page at a time', async () => {
    const own = await report('jamie-key', { ...range, detailedFilter: { page: 1, pageSize: 50 } });
    expect(own.body.timeEntries.map((entry: { description: string }) => entry.description)).toEqual(
      ['Weld'],
    );

    const second = await report('admin-key', {
      ...range,
      detailedFilter: { page: 2, pageSize: 1 },
    });
    expect(
      second.body.timeEntries.map((entry: { description: string }) => entry.description),
    ).toEqual(['Weld']);
  });

  it('refuses a body without its range or its page, or a page over 1000', async () => {
    expect(await report('admin-key', { ...range })).toMatchObject({
      status: 400,
      body: { code: 501 },
    });
    expect(await report('admin-key', { detailedFilter: { page: 1, pageSize: 50 } })).toMatchObject({
      status: 400,
    });
    expect(
      await report('admin-key', { ...range, detailedFilter: { page: 1, pageSize: 1001 } }),
    ).toMatchObject({ status: 400 });
  });
});

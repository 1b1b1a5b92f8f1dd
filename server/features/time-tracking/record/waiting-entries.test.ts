// Starts and stops never fail for the budget (decision 29): with the members' share used they are
// written to the record, shown at once as waiting, and sent when the hour has room, each entry
// exactly once, a finished one in one call with its real start and end, whichever instance sends.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clockifyEntries } from '../../../db/schema/clockify-schema';
import { useTestSite } from '../../../test/use-test-site';
import { BUDGET_WINDOW_MS } from '../clockify/call-budget';
import {
  type ConnectedTestMember,
  connectMember,
  entryWrites,
  pollDashboard,
  startTimerAs,
  stopTimerAs,
} from '../test-member';
import { runClockifyRound } from './background';

const AT_ONCE_MS = 1000;
const site = useTestSite({
  clockify: { clockStepMs: 2 * BUDGET_WINDOW_MS, timeoutMs: 500 },
  // The second instance, on the same clock, waits for Clockify as long as a site does by default.
  secondInstance: { timeTracking: { now: () => site.now() } },
});

/** The team has used the members' share of this hour. */
async function useMembersShare() {
  const { budget } = site.t.app.deps.timeTracking;
  for (let call = budget.shareOf('member'); call > 0; call--) await budget.take('member');
}

async function timed<Answer>(send: () => Promise<Answer>) {
  const started = Date.now();
  const answer = await send();
  return { answer, ms: Date.now() - started };
}

/** Clockify keeps whole seconds. */
const toSecond = (iso: string) => Math.floor(Date.parse(iso) / 1000) * 1000;

async function memberWithDashboard() {
  const member = await connectMember(site.t, site.clockify);
  await pollDashboard(member);
  return member;
}

async function startAndStop(member: ConnectedTestMember, description: string) {
  const start = await timed(() => startTimerAs(member, description));
  site.advanceClock(20 * 60_000);
  const stop = await timed(() => stopTimerAs(member, start.answer.json().id));
  return { start, stop };
}

describe('with the hour used up', () => {
  it('starts and stops answer at once, show as waiting, and ask Clockify nothing', async () => {
    const member = await memberWithDashboard();
    await useMembersShare();
    site.clockify.resetCalls();

    const { start, stop } = await startAndStop(member, 'Cut tubes');
    const running = await timed(() => startTimerAs(member, 'Weld tubes'));
    const { entries, status } = await pollDashboard(member);

    for (const { ms } of [start, stop, running]) expect(ms).toBeLessThan(AT_ONCE_MS);
    expect([start.answer.statusCode, stop.answer.statusCode, running.answer.statusCode]).toEqual([
      201, 200, 201,
    ]);
    expect(entries.json()).toEqual([running.answer.json(), stop.answer.json()]);
    expect(entries.json()).toMatchObject([
      { description: 'Weld tubes', timeInterval: { end: null }, waiting: true },
      { description: 'Cut tubes', timeInterval: { end: expect.any(String) }, waiting: true },
    ]);
    expect(status.json()).toMatchObject({ waitingCount: 2 });
    expect(status.json().problem).toBeUndefined();
    expect(site.clockify.calls()).toEqual([]);
  });

  it('sends each entry once when the hour has room, a finished one in one call with its real start and end', async () => {
    const member = await memberWithDashboard();
    await useMembersShare();
    const cut = await startAndStop(member, 'Cut tubes');
    const weld = await startAndStop(member, 'Weld tubes');
    const grind = await startTimerAs(member, 'Grind welds');
    site.clockify.resetCalls();

    site.advanceClock(BUDGET_WINDOW_MS);
    // Both instances send at once: each change goes once all the same.
    await Promise.all([runClockifyRound(site.t.app.deps), runClockifyRound(site.second.app.deps)]);
    await runClockifyRound(site.t.app.deps);

    const writes = entryWrites(site.clockify.calls());
    expect(writes).toHaveLength(3);
    expect(writes.every((call) => call.startsWith('POST '))).toBe(true);
    const [grinding, welded, cutDone] = site.clockify.entriesOf(member.apiKey);
    expect(site.clockify.entriesOf(member.apiKey)).toHaveLength(3);
    expect(grinding).toMatchObject({ description: 'Grind welds', end: null });
    for (const [sent, { stop }] of [
      [cutDone, cut],
      [welded, weld],
    ] as const) {
      const { timeInterval, description } = stop.answer.json();
      expect(sent?.description).toBe(description);
      expect(sent?.start.getTime()).toBe(toSecond(timeInterval.start));
      expect(sent?.end?.getTime()).toBe(toSecond(timeInterval.end));
    }
    expect(grinding?.start.getTime()).toBe(toSecond(grind.json().timeInterval.start));
    const { entries, status } = await pollDashboard(member);
    expect(entries.json().filter((entry: { waiting?: boolean }) => entry.waiting)).toEqual([]);
    expect(status.json()).toMatchObject({ waitingCount: 0 });
  });

  it('stops an entry Clockify already has with one PUT of that entry', async () => {
    const member = await memberWithDashboard();
    await useMembersShare();
    const running = await startTimerAs(member, 'Mount seat');
    site.advanceClock(BUDGET_WINDOW_MS);
    await runClockifyRound(site.t.app.deps);
    site.clockify.resetCalls();

    const stopped = await stopTimerAs(member, running.json().id);

    expect(stopped.json().waiting).toBeUndefined();
    expect(entryWrites(site.clockify.calls())).toEqual([expect.stringMatching(/^PUT /)]);
    const [sent] = site.clockify.entriesOf(member.apiKey);
    expect(site.clockify.entriesOf(member.apiKey)).toHaveLength(1);
    expect(sent?.end?.getTime()).toBe(toSecond(stopped.json().timeInterval.end));
  });
});

describe('many members waiting', () => {
  it("sends members' changes in turn: one member's many do not hold back another's", async () => {
    const busy = await memberWithDashboard();
    const other = await memberWithDashboard();
    await useMembersShare();
    // A minute each, all inside the hour whose share is used.
    for (const [member, description] of [
      ...Array.from({ length: 12 }, (_, hole) => [busy, `Drill hole ${hole + 1}`] as const),
      [other, 'Sand the frame'] as const,
    ]) {
      const started = await startTimerAs(member, description);
      site.advanceClock(60_000);
      await stopTimerAs(member, started.json().id);
    }

    site.advanceClock(BUDGET_WINDOW_MS);
    // Room for two sends in this hour.
    const { budget } = site.t.app.deps.timeTracking;
    for (let call = budget.shareOf('member') - 2; call > 0; call--) await budget.take('member');
    await runClockifyRound(site.t.app.deps);

    expect(site.clockify.entriesOf(busy.apiKey)).toMatchObject([{ description: 'Drill hole 1' }]);
    expect(site.clockify.entriesOf(other.apiKey)).toMatchObject([
      { description: 'Sand the frame' },
    ]);
  });
});

describe('a create whose answer was lost', () => {
  /** A start sent while Clockify hangs: Clockify made the entry, and the answer never came. */
  async function lostCreate(member: ConnectedTestMember) {
    site.clockify.setFailure('hang');
    const started = await startTimerAs(member, 'Fit the seat');
    site.clockify.setFailure(null);
    const [row] = await site.t.db
      .select()
      .from(clockifyEntries)
      .where(eq(clockifyEntries.id, started.json().id));
    expect(row?.createUncertain).toBe(true);
    site.clockify.addTimeEntry(member.apiKey, {
      description: 'Fit the seat',
      start: new Date(toSecond(started.json().timeInterval.start)),
    });
    return started;
  }

  it('is found in Clockify at the next try, not made twice', async () => {
    const member = await memberWithDashboard();
    await lostCreate(member);
    site.clockify.resetCalls();

    site.advanceClock(2 * 60_000);
    await runClockifyRound(site.t.app.deps);

    expect(entryWrites(site.clockify.calls()).filter((call) => call.startsWith('POST '))).toEqual(
      [],
    );
    expect(site.clockify.entriesOf(member.apiKey)).toHaveLength(1);
    const { entries, status } = await pollDashboard(member);
    expect(entries.json()).toHaveLength(1);
    expect(status.json()).toMatchObject({ waitingCount: 0 });
  });

  it('is shown once when a refresh reads it from Clockify first, and is not made twice', async () => {
    const member = await memberWithDashboard();
    const started = await lostCreate(member);

    site.advanceClock(2 * 60_000);
    const refreshed = await member.send('POST', '/api/clockify/refresh');
    const afterRefresh = await member.send('GET', '/api/clockify/time-entries');
    await runClockifyRound(site.t.app.deps);
    const afterRound = await pollDashboard(member);

    expect(refreshed.statusCode).toBe(200);
    expect(afterRefresh.json()).toMatchObject([{ id: started.json().id }]);
    expect(site.clockify.entriesOf(member.apiKey)).toHaveLength(1);
    expect(afterRound.entries.json()).toMatchObject([{ id: started.json().id }]);
    expect(afterRound.status.json()).toMatchObject({ waitingCount: 0 });
  });

  it("does not hold back another member's waiting entries", async () => {
    const member = await memberWithDashboard();
    const other = await memberWithDashboard();
    await lostCreate(member);
    site.advanceClock(2 * 60_000);
    await member.send('POST', '/api/clockify/refresh');
    await useMembersShare();
    await startAndStop(other, 'Sand the frame');

    site.advanceClock(BUDGET_WINDOW_MS);
    const round = await runClockifyRound(site.t.app.deps).then(
      () => 'done',
      (error: unknown) => String(error),
    );

    expect(site.clockify.entriesOf(other.apiKey)).toMatchObject([
      { description: 'Sand the frame' },
    ]);
    expect(round).toBe('done');
  });
});

import { describe, expect, it } from 'vitest';
import { freshnessText, waitingNoteText } from './sync-status-text';

const now = new Date('2026-05-20T15:00:00Z');

describe('freshnessText', () => {
  it('says how long ago the record matched Clockify', () => {
    expect(freshnessText('2026-05-20T14:57:00Z', now)).toBe('Updated 3 min ago');
    expect(freshnessText('2026-05-20T14:59:30Z', now)).toBe('Updated just now');
  });

  it('says so when Clockify has not been read yet', () => {
    expect(freshnessText(null, now)).toBe('Not read from Clockify yet');
  });
});

describe('waitingNoteText', () => {
  const status = { updatedAt: null, live: false, waitingCount: 0 };

  it('counts the waiting entries and gives the reason', () => {
    expect(waitingNoteText({ ...status, waitingCount: 1, problem: 'Clockify is down.' })).toBe(
      '1 entry waiting for Clockify: Clockify is down.',
    );
    expect(waitingNoteText({ ...status, waitingCount: 3, problem: 'Clockify is down.' })).toBe(
      '3 entries waiting for Clockify: Clockify is down.',
    );
  });

  it('says nothing when none waits, or when they wait only for their turn', () => {
    expect(waitingNoteText({ ...status, problem: 'Clockify is down.' })).toBeUndefined();
    expect(waitingNoteText({ ...status, waitingCount: 2 })).toBeUndefined();
  });
});

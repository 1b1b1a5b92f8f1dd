import type { ClockifyUsage } from '@common/time-tracking/clockify-sync';
import { describe, expect, it } from 'vitest';
import { callsLastHour, webhooksText } from './clockify-usage-text';

const now = new Date('2026-05-20T15:00:00Z');

function makeUsage(overrides: Partial<ClockifyUsage> = {}): ClockifyUsage {
  return {
    hourlyLimit: 30,
    usedLastHour: { member: 12, background: 5 },
    webhooks: { state: 'off', lastDeliveryAt: null },
    members: [],
    ...overrides,
  };
}

describe('callsLastHour', () => {
  it("adds the members' and the background share", () => {
    expect(callsLastHour(makeUsage())).toBe(17);
  });
});

describe('webhooksText', () => {
  it('says when an active webhook last delivered', () => {
    const active = { state: 'active' as const, lastDeliveryAt: '2026-05-20T14:58:00Z' };
    expect(webhooksText(active, now)).toBe('Webhooks: active, last delivery 2 min ago');
    expect(webhooksText({ ...active, lastDeliveryAt: null }, now)).toBe(
      'Webhooks: active, no delivery yet',
    );
  });

  it('gives the reason webhooks are off or failed', () => {
    const reason = 'PUBLIC_URL is not https';
    expect(webhooksText({ state: 'off', reason, lastDeliveryAt: null }, now)).toBe(
      'Webhooks: off — PUBLIC_URL is not https',
    );
    expect(
      webhooksText({ state: 'failed', reason: 'Clockify refused', lastDeliveryAt: null }, now),
    ).toBe('Webhooks: failed — Clockify refused');
    expect(webhooksText({ state: 'off', lastDeliveryAt: null }, now)).toBe('Webhooks: off');
  });
});

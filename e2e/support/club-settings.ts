// The club's settings changed through the real API by the admin seeded for DEV_LOGIN=1, and put back
// after each test: one server serves a whole file, so a test leaves the settings as it found them.
import { isDeepStrictEqual } from 'node:util';
import { ADMIN_CLUB_CONFIG_PATH, type ClubSettings } from '@common/club/club-config';
import { CLUB_CONFIG_PATH } from '@common/club/club-facts';
import type { BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { signInRequests } from './dev-login';
import type { BrowserSuite } from './suite';

export const ADMIN = 'dana.whitfield@example.org';

/** What PUT /api/club-config takes: any of the stored settings. */
export type SettingsChange = Partial<ClubSettings>;

export interface ClubSettingsControl {
  /** Saves these settings as the admin; the test sees them on any page it loads afterwards. */
  change: (changes: SettingsChange) => Promise<ClubSettings>;
  /** The settings as the server keeps them now. */
  stored: () => Promise<ClubSettings>;
}

/**
 * Signs an admin in before the file's first test; after each test, every setting that differs from
 * what the file started with (whether changed here or in the editor) is saved back.
 */
export function useClubSettings(suite: BrowserSuite): ClubSettingsControl {
  let admin: BrowserContext | undefined;
  let original: ClubSettings;

  const adminRequests = () => {
    if (!admin) throw new Error('the admin is signed in before the first test');
    return admin.request;
  };
  const control: ClubSettingsControl = {
    change: async (changes) => {
      const response = await adminRequests().put(`${suite.server.baseUrl}${CLUB_CONFIG_PATH}`, {
        data: changes,
        // The server's same-origin check compares a write's Origin with its own address.
        headers: { origin: suite.server.baseUrl },
      });
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()) as ClubSettings;
    },
    stored: async () => {
      const response = await adminRequests().get(
        `${suite.server.baseUrl}${ADMIN_CLUB_CONFIG_PATH}`,
      );
      expect(response.status()).toBe(200);
      return (await response.json()) as ClubSettings;
    },
  };

  beforeAll(async () => {
    admin = await suite.browser.newContext();
    await signInRequests(admin.request, suite.server.baseUrl, ADMIN);
    original = await control.stored();
  });
  afterEach(async () => {
    const now = await control.stored();
    const changed = (Object.keys(original) as (keyof ClubSettings)[]).filter(
      (field) => !isDeepStrictEqual(now[field], original[field]),
    );
    if (changed.length === 0) return;
    await control.change(Object.fromEntries(changed.map((field) => [field, original[field]])));
  });
  afterAll(async () => {
    await admin?.close();
  });
  return control;
}

import { describe, expect, it } from 'vitest';
import { clubSettingsRules } from './use-club-settings';
import { subteamErrorsOf } from './use-subteam-rows';

const rows = [
  { key: 'k1', name: 'Frame' },
  { key: 'k2', name: '' },
  { key: 'k3', name: 'frame' },
];

/** The rules' messages for these names, as the editor places them. */
function placed(names: string[]) {
  const checked = clubSettingsRules.subteams.safeParse(names);
  const issues = (checked.error?.issues ?? []).map(
    ({ path, message }) => [path.join('.'), message] as [string, string],
  );
  return subteamErrorsOf(
    names.map((name, index) => ({ key: `k${index + 1}`, name })),
    issues,
  );
}

describe("the subteams' messages", () => {
  it('put a message about one name beside its row, and focus the first such row', () => {
    const found = placed(['Frame', '', 'x'.repeat(41)]);
    expect(Object.keys(found.byRow)).toEqual(['k2', 'k3']);
    expect(found.byRow.k3).toMatch(/at most 40 characters/);
    expect(found.first).toBe('k2');
    expect(found.listMessage).toBeNull();
  });

  it('put a message about the whole list under it', () => {
    const found = placed(['Frame', 'Aero', 'frame']);
    expect(found.byRow).toEqual({});
    expect(found.listMessage).toBe('Each subteam must be named once');
    expect(found.first).toBeNull();
  });

  it("place the server's messages by position the same way", () => {
    const found = subteamErrorsOf(rows, [
      ['2', 'Subteam must be at most 40 characters'],
      ['', 'At most 20 subteams'],
    ]);
    expect(found.byRow).toEqual({ k3: 'Subteam must be at most 40 characters' });
    expect(found.listMessage).toBe('At most 20 subteams');
  });
});

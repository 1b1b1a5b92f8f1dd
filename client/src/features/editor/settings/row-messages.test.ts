import { describe, expect, it } from 'vitest';
import { issueMessagesOf, rowMessagesOf } from './row-messages';
import { clubSettingsRules } from './use-club-settings';

const keys = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ key: `k${index + 1}` }));

/** The rules' messages for these subteams, as the subteams editor places them. */
function placedSubteams(names: string[]) {
  const checked = clubSettingsRules.subteams.safeParse(names);
  return rowMessagesOf(keys(names.length), issueMessagesOf(checked.error?.issues ?? []));
}

describe("the subteams' messages", () => {
  it('put a message about one name beside its row, and focus the first such row', () => {
    const found = placedSubteams(['Frame', '', 'x'.repeat(41)]);
    expect(Object.keys(found.byControl)).toEqual(['k2', 'k3']);
    expect(found.byControl.k3).toMatch(/at most 40 characters/);
    expect(found.first).toBe('k2');
    expect(found.listMessage).toBeNull();
  });

  it('put a message about the whole list under it', () => {
    const found = placedSubteams(['Frame', 'Aero', 'frame']);
    expect(found.byControl).toEqual({});
    expect(found.listMessage).toBe('Each subteam must be named once');
    expect(found.first).toBeNull();
  });

  it("place the server's messages by position the same way", () => {
    const found = rowMessagesOf(keys(3), [
      ['2', 'Subteam must be at most 40 characters'],
      ['', 'At most 20 subteams'],
    ]);
    expect(found.byControl).toEqual({ k3: 'Subteam must be at most 40 characters' });
    expect(found.listMessage).toBe('At most 20 subteams');
  });
});

describe("the social accounts' messages", () => {
  const fields = ['label', 'url'];

  it('put a message beside the field it is about, and focus the first field in reading order', () => {
    const links = [
      { label: 'Instagram', url: 'not a link' },
      { label: '', url: 'https://example.org' },
    ];
    const checked = clubSettingsRules.socialLinks.safeParse(links);
    const found = rowMessagesOf(keys(2), issueMessagesOf(checked.error?.issues ?? []), fields);
    expect(Object.keys(found.byControl).sort()).toEqual(['k1-url', 'k2-label']);
    expect(found.first).toBe('k1-url');
    expect(found.listMessage).toBeNull();
  });

  it('put a message about a row as a whole, or about the list, under the list', () => {
    const found = rowMessagesOf(
      keys(2),
      [
        ['1', 'Not an account'],
        ['', 'Too many accounts'],
      ],
      fields,
    );
    expect(found.byControl).toEqual({});
    expect(found.listMessage).toBe('Not an account');
    expect(found.first).toBeNull();
  });
});

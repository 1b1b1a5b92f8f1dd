import type { AuditLogEntry } from '@common/admin/admin';
import { actionLabel, fullChanges } from '@common/editor/audit-labels';
import { describe, expect, it } from 'vitest';
import { summarizeChange } from './audit-change';

const entry = (fields: Partial<AuditLogEntry>): AuditLogEntry => ({
  id: 1,
  at: '2026-03-01T10:00:00.000Z',
  actor: null,
  ip: null,
  action: 'update',
  entity: 'user',
  entityId: 'u1',
  record: 'User Avery Quinn',
  before: null,
  after: null,
  ...fields,
});

const longBio = `Runs sponsorship and ${'keeps the sponsors happy, '.repeat(8)}`;

describe('an audit entry’s change in one line', () => {
  it('names each changed field by its label, with short values before and after', () => {
    const line = summarizeChange(
      entry({
        action: 'set-role',
        before: { role: 'pending', isActive: 0 },
        after: { role: 'member', isActive: 1 },
      }),
    );
    expect(line).toBe('role pending → member, active no → yes');
  });

  it('names a long text’s field alone, by the editor’s label', () => {
    const line = summarizeChange(
      entry({
        entity: 'team-member',
        before: { bio: 'Builds things.', linkedIn: null, updatedAt: '2026-03-01' },
        after: { bio: longBio, linkedIn: 'https://linkedin.test/p', updatedAt: '2026-03-02' },
      }),
    );
    expect(line).toBe('bio, LinkedIn (empty) → https://linkedin.test/p');
  });

  it('leaves a creation, a deletion and a decline to their action, and counts an import', () => {
    expect(summarizeChange(entry({ action: 'create', after: { name: 'Ada' } }))).toBe('');
    expect(summarizeChange(entry({ action: 'decline', before: { email: 'a@b.c' } }))).toBe('');
    expect(actionLabel('decline')).toBe('Declined');
    expect(summarizeChange(entry({ action: 'delete', before: { name: 'Ada' } }))).toBe('');
    expect(
      summarizeChange(
        entry({ action: 'import', after: { created: [{ id: 'a' }, { id: 'b' }], skipped: ['c'] } }),
      ),
    ).toBe('2 created, 1 skipped');
    expect(actionLabel('delete')).toBe('Deleted');
    expect(actionLabel('set-role')).toBe('Changed');
  });

  it('tells where a moved entry went', () => {
    const move = entry({
      action: 'reorder',
      entity: 'sponsor',
      entityId: 'b',
      before: { order: ['a', 'b', 'c'] },
      after: { order: ['b', 'a', 'c'] },
    });
    expect(summarizeChange(move)).toBe('position 2 → 1');
    expect(fullChanges(move)).toEqual([]);
  });
});

describe('an audit entry’s full values', () => {
  it('gives every changed field whole, labelled, without the bookkeeping columns', () => {
    const changes = fullChanges(
      entry({
        entity: 'team-member',
        before: { bio: 'Builds things.', updatedAt: '2026-03-01' },
        after: { bio: longBio, updatedAt: '2026-03-02' },
      }),
    );
    expect(changes).toEqual([
      { field: 'bio', label: 'Bio', before: 'Builds things.', after: longBio, single: false },
    ]);
  });

  it('shows what a deletion removed as single values, not ids and timestamps', () => {
    const changes = fullChanges(
      entry({
        action: 'delete',
        entity: 'sponsor',
        before: { id: 's1', name: 'Acme Tools', websiteUrl: null, createdAt: '2026-01-01' },
      }),
    );
    expect(changes).toEqual([
      { field: 'name', label: 'Name', before: 'Acme Tools', after: 'Acme Tools', single: true },
      { field: 'websiteUrl', label: 'Website', before: '(empty)', after: '(empty)', single: true },
    ]);
  });
});

import type { AuditLogEntry } from '@common/admin';
import { describe, expect, it } from 'vitest';
import { describeChange, entityLabel } from './audit-change';

const entry = (fields: Partial<AuditLogEntry>): AuditLogEntry => ({
  id: 1,
  at: '2026-03-01T10:00:00.000Z',
  actor: null,
  action: 'update',
  entity: 'user',
  entityId: null,
  subject: null,
  before: null,
  after: null,
  ...fields,
});

describe('an audit entry as one line', () => {
  it('names each changed field with its old and new value', () => {
    expect(
      describeChange(
        entry({
          action: 'set-role',
          before: { role: 'pending', isActive: 0 },
          after: { role: 'member', isActive: 1 },
        }),
      ),
    ).toBe('role: pending → member; isActive: 0 → 1');
    expect(
      describeChange(
        entry({ before: { role: 'member', isActive: 1 }, after: { role: 'member', isActive: 0 } }),
      ),
    ).toBe('isActive: 1 → 0');
  });

  it('shows what a creation set and what a deletion removed', () => {
    expect(describeChange(entry({ action: 'create', after: { name: 'Ada' } }))).toBe('name: Ada');
    expect(describeChange(entry({ action: 'delete', before: { name: 'Ada' } }))).toBe(
      'name: Ada → removed',
    );
  });

  it('counts an import', () => {
    expect(
      describeChange(
        entry({ action: 'import', after: { created: [{ id: 'a' }, { id: 'b' }], skipped: ['c'] } }),
      ),
    ).toBe('2 created, 1 skipped');
  });

  it('shortens long values', () => {
    const line = describeChange(entry({ before: { bio: 'x' }, after: { bio: 'y'.repeat(200) } }));
    expect(line.length).toBeLessThan(80);
    expect(line.endsWith('…')).toBe(true);
  });

  it('labels kinds of records in words', () => {
    expect(entityLabel('contact-submission')).toBe('Contact submission');
    expect(entityLabel('user')).toBe('User');
  });
});

import { describe, expect, it } from 'vitest';
import { historyLinkOf } from './audit-record-link';

const entry = (entity: string, entityId: string | null = 'e1') => ({ entity, entityId });

describe('where an entry’s record has its History', () => {
  it('is the editor’s tab of its kind, or the page a page text shows on', () => {
    expect(historyLinkOf(entry('team-member'))?.href).toBe('/admin/edit?tab=team');
    expect(historyLinkOf(entry('member-resource'))?.href).toBe('/admin/edit?tab=settings');
    expect(historyLinkOf(entry('club-settings'))?.href).toBe('/admin/edit?tab=settings');
    expect(historyLinkOf(entry('page-text', 'rules.title'))).toEqual({
      href: '/rules',
      text: 'History on its page',
    });
  });

  it('is nowhere for users, contact messages and page texts the site no longer has', () => {
    expect(historyLinkOf(entry('user'))).toBeNull();
    expect(historyLinkOf(entry('contact-submission'))).toBeNull();
    expect(historyLinkOf(entry('page-text', 'old.key'))).toBeNull();
  });
});

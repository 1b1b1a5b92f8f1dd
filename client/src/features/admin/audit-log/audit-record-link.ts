// Where a record's History is, for the audit log's links: the Website Editor's tab that lists its
// kind (each entry there has its History), or the page a page text shows on (its History is there,
// in edit mode).
import type { AuditLogEntry } from '@common/admin/admin';
import { isPageTextKey, pageOfText } from '@common/club/page-texts';
import { editorKindOf } from '@common/editor/audit-labels';
import type { EditorEntityPath } from '@common/editor/editor';
import { type EditorTab, tabLink } from '@/features/editor/editor-tabs';

const tabOf: Record<EditorEntityPath, EditorTab> = {
  'team-members': 'team',
  competitions: 'competitions',
  vehicles: 'vehicles',
  sponsors: 'sponsors',
  news: 'news',
  'member-resources': 'settings',
  'rule-tabs': 'rules',
  'rule-cards': 'rules',
  'rule-deadlines': 'rules',
  events: 'events',
  'sponsorship-packages': 'sponsors',
};

/** The link to the record's History; null for kinds without one (users, contact messages). */
export function historyLinkOf({
  entity,
  entityId,
}: Pick<AuditLogEntry, 'entity' | 'entityId'>): { href: string; text: string } | null {
  if (entity === 'club-settings') return { href: tabLink('settings'), text: 'History' };
  if (entity === 'page-text') {
    return entityId && isPageTextKey(entityId)
      ? { href: pageOfText(entityId).path, text: 'History on its page' }
      : null;
  }
  const kind = editorKindOf(entity);
  return kind && entityId ? { href: tabLink(tabOf[kind.path]), text: 'History' } : null;
}

// Each kind of record with a history: the audit log's name for it, and how one of its kept
// versions is made current again.
import { z } from 'zod';
import { clubSettingsUpdateSchema } from '../../../common/club-config';
import { editorEntityPaths } from '../../../common/editor';
import type { FieldValues, HistoryKind } from '../../../common/history';
import { isPageTextKey } from '../../../common/page-texts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { Actor } from '../audit/actor';
import { updateClubSettings } from '../content/club-settings';
import { editorEntityAt } from '../editor/entities';
import { restoreEntryVersion } from '../editor/restore-entry';
import { restorePageText } from '../page-texts/service';

export type HistoryDeps = Pick<Deps, 'db' | 'publicCache' | 'config'>;

export interface VersionedKind {
  /** The audit log's name of the kind (`team-member`, `page-text`). */
  entity: string;
  /** Makes a kept version the record's current one, as a change of its own. */
  restore(deps: HistoryDeps, id: string, version: FieldValues, actor: Actor): Promise<unknown>;
}

const notFitting = () => new AppError(409, 'This version no longer fits today’s rules');

const pageTexts: VersionedKind = {
  entity: 'page-text',
  restore(deps, key, version, actor) {
    if (!isPageTextKey(key) || typeof version.text !== 'string') throw notFitting();
    return restorePageText(deps, actor, key, version.text);
  },
};

const clubSettings: VersionedKind = {
  entity: 'club-settings',
  restore(deps, _id, version, actor) {
    // The rules PUT /api/club-config applies today (content/routes.ts).
    const rules = clubSettingsUpdateSchema({ allowHttp: deps.config.nodeEnv !== 'production' });
    const parsed = rules.safeParse(version);
    if (!parsed.success) throw notFitting();
    return updateClubSettings(deps, parsed.data, actor, 'restore');
  },
};

export function versionedKind(kind: HistoryKind): VersionedKind {
  if (kind === 'page-texts') return pageTexts;
  if (kind === 'club-settings') return clubSettings;
  const entity = editorEntityAt(kind);
  return {
    entity: entity.auditName,
    restore(deps, id, version, actor) {
      if (!z.uuid().safeParse(id).success) throw new AppError(404, `${entity.label} not found`);
      return restoreEntryVersion(deps, entity, id, version, actor);
    },
  };
}

/** The history kind of an audit entity name, for the editor's entries (the trash lists only them). */
export const editorPathOf = new Map(
  editorEntityPaths.map((path) => [editorEntityAt(path).auditName, path]),
);

// How a kept version of each kind of record with a history is made current again, as a change of
// its own. The audit log's name of each kind is common/editor/history.ts's `historyEntity`.
import { z } from 'zod';
import { clubSettingsUpdateSchema } from '../../../common/club/club-config';
import { isPageTextKey } from '../../../common/club/page-texts';
import { editorEntityPaths } from '../../../common/editor/editor';
import type { FieldValues, HistoryKind } from '../../../common/editor/history';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { Actor } from '../audit/actor';
import { updateClubSettings } from '../content/club-settings';
import { editorEntityAt } from '../editor/entities';
import { restoreEntryVersion } from '../editor/restore-entry';
import { restorePageText } from '../page-texts/service';

export type HistoryDeps = Pick<Deps, 'db' | 'publicCache' | 'config'>;

const notFitting = () => new AppError(409, 'This version no longer fits today’s rules');

export async function restoreKeptVersion(
  deps: HistoryDeps,
  kind: HistoryKind,
  id: string,
  version: FieldValues,
  actor: Actor,
): Promise<void> {
  if (kind === 'page-texts') {
    if (!isPageTextKey(id) || typeof version.text !== 'string') throw notFitting();
    await restorePageText(deps, actor, id, version.text);
    return;
  }
  if (kind === 'club-settings') {
    // The rules PUT /api/club-config applies today (content/routes.ts).
    const rules = clubSettingsUpdateSchema({ allowHttp: deps.config.nodeEnv !== 'production' });
    const parsed = rules.safeParse(version);
    if (!parsed.success) throw notFitting();
    await updateClubSettings(deps, parsed.data, actor, 'restore');
    return;
  }
  const entity = editorEntityAt(kind);
  if (!z.uuid().safeParse(id).success) throw new AppError(404, `${entity.label} not found`);
  await restoreEntryVersion(deps, entity, id, version, actor);
}

/** The history kind of an audit entity name, for the editor's entries (the trash lists only them). */
export const editorPathOf = new Map(
  editorEntityPaths.map((path) => [editorEntityAt(path).auditName, path]),
);

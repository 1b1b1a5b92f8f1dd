// The competition rules PDF that members download: the document club_config.rules_document_url
// names (an upload, or an address elsewhere), with the title, revision and date the Club settings
// give it.

import { isWebUrl } from '../../../common/editor/editor-fields';
import {
  type MembersResources,
  RULES_DOCUMENT_MISSING,
  RULES_DOCUMENT_PATH,
} from '../../../common/members/members';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { readClubSettings } from '../content/club-settings';
import { storedDocument } from '../uploads/document-store';
import { hasUploadedFile, readUploadedFile } from '../uploads/uploaded-files';

type RulesDeps = Pick<Deps, 'db'>;

/** What members get: a stored PDF to send, or the address elsewhere an admin gave. */
type RulesDocumentDownload = { content: Buffer; name: string } | { redirect: string };

/** Where the document is: a stored file, an address elsewhere, or nothing members can open. */
async function locate({ db }: RulesDeps, url: string | null) {
  const stored = storedDocument(url);
  if (stored) return (await hasUploadedFile(db, stored.url)) ? stored : undefined;
  return url && isWebUrl(url) ? { redirect: url } : undefined;
}

/** The rules card's document: whether it can be downloaded, from where, and what it is. */
export async function describeRulesDocument(
  deps: RulesDeps,
): Promise<MembersResources['rulesDocument']> {
  const settings = await readClubSettings(deps.db);
  return {
    available: Boolean(await locate(deps, settings.rulesDocumentUrl)),
    url: RULES_DOCUMENT_PATH,
    title: settings.rulesDocumentTitle,
    revision: settings.rulesDocumentRevision,
    date: settings.rulesDocumentDate,
  };
}

/** The document to download; 404 while an admin has not provided one. */
export async function openRulesDocument(deps: RulesDeps): Promise<RulesDocumentDownload> {
  const location = await locate(deps, (await readClubSettings(deps.db)).rulesDocumentUrl);
  if (!location) throw new AppError(404, RULES_DOCUMENT_MISSING);
  if ('redirect' in location) return location;
  const file = await readUploadedFile(deps.db, location.url);
  if (!file) throw new AppError(404, RULES_DOCUMENT_MISSING);
  return { content: file.content, name: location.name };
}

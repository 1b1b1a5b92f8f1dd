// The competition rules PDF that members download: the document club_config.rules_document_url
// names (an upload, or an address elsewhere), with the title, revision and date the Club settings
// give it.
import { createReadStream, type ReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { DEFAULT_RULES_DOCUMENT_TITLE } from '../../../common/club-config';
import {
  type MembersResources,
  RULES_DOCUMENT_MISSING,
  RULES_DOCUMENT_PATH,
} from '../../../common/members';
import { clubConfig } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { storedDocumentFile } from '../uploads/document-store';

type RulesDeps = Pick<Deps, 'db' | 'config'>;

/** What members get: a stored PDF to send, or the address elsewhere an admin gave. */
export type RulesDocumentDownload = { file: ReadStream; name: string } | { redirect: string };

async function readRulesDocument({ db }: Pick<Deps, 'db'>) {
  const [row] = await db
    .select({
      url: clubConfig.rulesDocumentUrl,
      title: clubConfig.rulesDocumentTitle,
      revision: clubConfig.rulesDocumentRevision,
      date: clubConfig.rulesDocumentDate,
    })
    .from(clubConfig)
    .where(eq(clubConfig.id, 1));
  return row ?? { url: null, title: DEFAULT_RULES_DOCUMENT_TITLE, revision: null, date: null };
}

const isWebAddress = (url: string) => /^https?:\/\//.test(url);

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Where the document is: a stored file, an address elsewhere, or nothing members can open. */
async function locate({ config }: Pick<Deps, 'config'>, url: string | null) {
  const stored = storedDocumentFile(config.dataDir, url);
  if (stored) return (await isFile(stored.file)) ? stored : undefined;
  return url && isWebAddress(url) ? { redirect: url } : undefined;
}

/** The rules card's document: whether it can be downloaded, from where, and what it is. */
export async function describeRulesDocument(
  deps: RulesDeps,
): Promise<MembersResources['rulesDocument']> {
  const { url, ...details } = await readRulesDocument(deps);
  return { available: Boolean(await locate(deps, url)), url: RULES_DOCUMENT_PATH, ...details };
}

/** The document to download; 404 while an admin has not provided one. */
export async function openRulesDocument(deps: RulesDeps): Promise<RulesDocumentDownload> {
  const location = await locate(deps, (await readRulesDocument(deps)).url);
  if (!location) throw new AppError(404, RULES_DOCUMENT_MISSING);
  if ('redirect' in location) return location;
  return { file: createReadStream(location.file), name: location.name };
}

// The competition rules PDF lives at DATA_DIR/uploads/rules-document.pdf once an admin provides it.
import { createReadStream, type ReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { RULES_DOCUMENT_MISSING } from '../../../common/members';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';

function rulesDocumentFile(dataDir: string): string {
  return path.join(dataDir, 'uploads', 'rules-document.pdf');
}

export async function hasRulesDocument({ config }: Pick<Deps, 'config'>): Promise<boolean> {
  try {
    return (await stat(rulesDocumentFile(config.dataDir))).isFile();
  } catch {
    return false;
  }
}

export async function openRulesDocument(deps: Pick<Deps, 'config'>): Promise<ReadStream> {
  if (!(await hasRulesDocument(deps))) throw new AppError(404, RULES_DOCUMENT_MISSING);
  return createReadStream(rulesDocumentFile(deps.config.dataDir));
}

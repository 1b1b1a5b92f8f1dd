// What Axel made of the Club settings' rules document, for the admin: read (how many clauses and
// pages), or why it cannot be (a scan, no numbered clauses, a damaged PDF, a link elsewhere).
import { type RulebookReading, rulebookMessage } from '../../../../common/rules/rulebook';
import type { Database } from '../../../db/database';
import { readClubSettings } from '../../content/club-settings';
import { storedDocument } from '../../uploads/document-store';
import { readingOf } from './rulebook-store';

export async function describeRulebookReading(db: Database): Promise<RulebookReading> {
  const url = (await readClubSettings(db)).rulesDocumentUrl;
  const document = storedDocument(url);
  const counts = { pages: 0, clauses: 0 };
  if (!document) {
    const state = url ? 'elsewhere' : 'none';
    return { state, ...counts, message: rulebookMessage(state, counts) };
  }
  const reading = await readingOf(db, document.url);
  if (!reading) return { state: 'none', ...counts, message: rulebookMessage('none', counts) };
  return { state: reading.outcome, ...reading, message: rulebookMessage(reading.outcome, reading) };
}

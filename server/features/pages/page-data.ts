// The public reads a rendered page shows, written into it for the browser (common/page-data.ts):
// read from memory (the public cache), and shaped as the API answers them, so a column that the API
// does not send never reaches a page either.

import { z } from 'zod';
import { pageTextOverridesSchema } from '../../../common/club/page-texts-api';
import { EVENTS_PATH, eventSchema } from '../../../common/events/events';
import type { PageData } from '../../../common/page-data';
import type { Deps } from '../../deps';
import { type PublicRead, publicReads } from '../content/public-reads';
import { listPublicEvents } from '../events/event-list';
import { listPageTexts } from '../page-texts/service';

const pageDataReads: Record<string, PublicRead> = {
  ...publicReads,
  '/api/page-texts': { read: listPageTexts, schema: pageTextOverridesSchema },
  // Served by its own route, which answers members their events too; a page shows the public ones.
  [EVENTS_PATH]: { read: listPublicEvents, schema: z.array(eventSchema) },
};

/** Every public read: the same answers as last time mean that nothing a visitor sees has changed. */
export const everyPublicRead = Object.keys(pageDataReads);

function readOf(apiPath: string): PublicRead {
  const read = pageDataReads[apiPath];
  if (!read) throw new Error(`no public read at ${apiPath}`);
  return read;
}

/** The stored answers of `apiPaths`, as the public cache holds them, and the one of each path. */
export async function readStored(deps: Deps, apiPaths: string[]) {
  const stored = await Promise.all(apiPaths.map((apiPath) => readOf(apiPath).read(deps)));
  return { stored, at: (apiPath: string) => stored[apiPaths.indexOf(apiPath)] };
}

/** The page's data: each stored answer as the API would send it. */
export function toPageData(apiPaths: string[], stored: unknown[]): PageData {
  return Object.fromEntries(
    apiPaths.map((apiPath, index) => [apiPath, readOf(apiPath).schema.parse(stored[index])]),
  );
}

// What an admin does to an article's way to the public (decision 37): schedule it (when creating it,
// decision 42, or later) or take the schedule back, keep a draft of changes to a published article,
// publish or discard that draft, and preview it. Each change is one transaction with its audit row,
// like every editor write.
import { eq } from 'drizzle-orm';
import { newsArticleDescription } from '../../../common/editor/editor-entities';
import type { FieldChange } from '../../../common/editor/editor-fields';
import {
  DRAFT_ONLY_WHEN_PUBLISHED,
  type NewNewsArticle,
  type NewsDraft,
  NO_DRAFT,
  NOT_SCHEDULED,
  newsDraftFieldNames,
  type newsDraftFields,
  PUBLISHED_NO_SCHEDULE,
  SCHEDULE_IN_PAST,
  type ScheduleNews,
} from '../../../common/news/news-publishing';
import { knownTimeZone, localDateAndTime } from '../../../common/time/time-zones';
import { newsArticles } from '../../db/schema/site-schema';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { Actor } from '../audit/actor';
import { recordVersion } from '../audit/record-change';

type NewsDeps = Pick<Deps, 'db' | 'publicCache'>;
export type NewsArticleRow = typeof newsArticles.$inferSelect;
type ArticleChange = Partial<typeof newsArticles.$inferInsert>;

const notFound = () => new AppError(404, `${newsArticleDescription.label} not found`);

/** The draft without the fields that say what the live article says: null when none is left. */
function onlyChanges(draft: NewsDraft, article: NewsArticleRow): NewsDraft | null {
  const changed = Object.fromEntries(
    newsDraftFieldNames
      .filter((name) => name in draft && draft[name] !== article[name])
      .map((name) => [name, draft[name]]),
  );
  return Object.keys(changed).length > 0 ? changed : null;
}

/**
 * Locks the article, writes what `changeOf` makes of it, records the change; answers the article.
 * A change the public sees (`shownToPublic`) drops the news list on every instance, which also
 * tells every instance's timer to look at the schedule again.
 */
async function changeArticle(
  { db, publicCache }: NewsDeps,
  id: string,
  actor: Actor,
  { shownToPublic }: { shownToPublic: boolean },
  changeOf: (article: NewsArticleRow) => ArticleChange,
): Promise<NewsArticleRow> {
  const changed = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(newsArticles)
      .where(eq(newsArticles.id, id))
      .for('update');
    if (!before) throw notFound();
    const [after] = await tx
      .update(newsArticles)
      .set(changeOf(before))
      .where(eq(newsArticles.id, id))
      .returning();
    if (!after) throw notFound();
    await recordVersion(tx, actor, {
      action: 'update',
      entity: newsArticleDescription.auditName,
      entityId: id,
      before,
      after,
    });
    return after;
  });
  if (shownToPublic) publicCache.invalidate('news');
  return changed;
}

/** What a schedule writes: the moment the article goes public, and that day where the admin is. */
function scheduledFor({ publishAt, timeZone }: ScheduleNews, now: Date): ArticleChange {
  const moment = new Date(publishAt);
  if (moment <= now) {
    throw new AppError(400, SCHEDULE_IN_PAST, [{ field: 'publishAt', message: SCHEDULE_IN_PAST }]);
  }
  return { publishAt: moment, date: localDateAndTime(moment, knownTimeZone(timeZone)).date };
}

/** A new article's columns; with a schedule it goes public at that moment, like a scheduled draft. */
export function newArticleValues(
  { publishAt, timeZone, ...article }: NewNewsArticle,
  now: Date,
): ArticleChange {
  return publishAt ? { ...article, ...scheduledFor({ publishAt, timeZone }, now) } : article;
}

/** A draft or scheduled article goes public at `publishAt`, dated that day where the admin is. */
export function scheduleArticle(
  deps: NewsDeps,
  id: string,
  schedule: ScheduleNews,
  actor: Actor,
  now: Date,
) {
  return changeArticle(deps, id, actor, { shownToPublic: true }, (article) => {
    if (article.isPublished === 1) throw new AppError(409, PUBLISHED_NO_SCHEDULE);
    return scheduledFor(schedule, now);
  });
}

/** A scheduled article becomes a draft again. */
export function unscheduleArticle(deps: NewsDeps, id: string, actor: Actor) {
  return changeArticle(deps, id, actor, { shownToPublic: true }, (article) => {
    if (article.isPublished === 1 || !article.publishAt) throw new AppError(409, NOT_SCHEDULED);
    return { publishAt: null };
  });
}

/** Changes one field of a published article's draft; a field back to the public text leaves it. */
export function saveDraftField(
  deps: NewsDeps,
  id: string,
  change: FieldChange<typeof newsDraftFields>,
  actor: Actor,
) {
  return changeArticle(deps, id, actor, { shownToPublic: false }, (article) => {
    if (article.isPublished !== 1) throw new AppError(409, DRAFT_ONLY_WHEN_PUBLISHED);
    return { draft: onlyChanges({ ...article.draft, [change.field]: change.value }, article) };
  });
}

/** The draft's changes become the published article; its other fields stay as they are. */
export function publishDraft(deps: NewsDeps, id: string, actor: Actor) {
  return changeArticle(deps, id, actor, { shownToPublic: true }, (article) => {
    if (article.isPublished !== 1 || !article.draft) throw new AppError(409, NO_DRAFT);
    return { ...article.draft, draft: null };
  });
}

export function discardDraft(deps: NewsDeps, id: string, actor: Actor) {
  return changeArticle(deps, id, actor, { shownToPublic: false }, (article) => {
    if (!article.draft) throw new AppError(409, NO_DRAFT);
    return { draft: null };
  });
}

/**
 * What else changes when the Publish button flips an article: published, it is no longer scheduled;
 * taken back to a draft, its draft of changes (if any) becomes its text, for it is all a draft now.
 */
export function publishToggleChanges(published: boolean, article: NewsArticleRow): ArticleChange {
  if (published) return { publishAt: null };
  return { publishAt: null, ...(article.draft ?? {}), draft: null };
}

/** The article as the public will see it once published: its draft of changes applied. */
export async function previewArticle({ db }: NewsDeps, id: string): Promise<NewsArticleRow> {
  const [article] = await db.select().from(newsArticles).where(eq(newsArticles.id, id));
  if (!article) throw notFound();
  return { ...article, ...(article.draft ?? {}) };
}

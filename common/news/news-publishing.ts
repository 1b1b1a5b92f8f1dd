// How an article goes public (decision 37). An article is a draft, scheduled (it goes public on its
// own at `publishAt`, on whichever instance comes first) or published. A published article may carry
// a draft of its changes, which the public does not see until an admin publishes it.
import { z } from 'zod';
import { newsArticleSchema } from '../club/content';
import { newsArticleFields } from '../editor/editor';
import { instant } from '../time/instant';
import { NEWS_PREVIEW_PAGE } from './news';

/** The audit action of an article the site published at its scheduled time. */
export const SCHEDULED_PUBLISH_ACTION = 'publish-on-schedule';

export const newsStatuses = ['draft', 'scheduled', 'published'] as const;
export type NewsStatus = (typeof newsStatuses)[number];

export const newsStatusLabels: Record<NewsStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

export function newsStatusOf(article: { isPublished: number; publishAt: unknown }): NewsStatus {
  if (article.isPublished === 1) return 'published';
  return article.publishAt ? 'scheduled' : 'draft';
}

/** The fields a draft of changes holds: what the public sees of an article. */
export const newsDraftFields = {
  title: newsArticleFields.title,
  excerpt: newsArticleFields.excerpt,
  content: newsArticleFields.content,
  date: newsArticleFields.date,
  author: newsArticleFields.author,
  imageUrl: newsArticleFields.imageUrl,
};
export type NewsDraftField = keyof typeof newsDraftFields;
export const newsDraftFieldNames = Object.keys(newsDraftFields) as NewsDraftField[];

/**
 * A draft of changes: only the fields it changes, so that a change made to the live article
 * meanwhile (another admin, a History restore) is kept when the draft is published. Fields it does
 * not know are dropped, so an old draft never breaks the list.
 */
export const newsDraftSchema = newsArticleSchema
  .pick({ title: true, excerpt: true, content: true, date: true, author: true, imageUrl: true })
  .partial();
export type NewsDraft = z.infer<typeof newsDraftSchema>;

/** An article as admins see it: the public fields, when it is scheduled, and its draft of changes. */
export const adminNewsArticleSchema = newsArticleSchema.extend({
  publishAt: instant.nullable(),
  draft: newsDraftSchema.nullable(),
});

const MAX_SCHEDULE_DAYS = 366 * 2;

/** PUT newsSchedulePath: when the article goes public; its date becomes that day where the admin is. */
export const scheduleNewsSchema = z.object({
  publishAt: z.iso
    .datetime({
      offset: true,
      error: 'publishAt must be a date and time such as 2026-12-01T09:00:00Z',
    })
    .refine(
      // Text that is no moment at all has its own message above.
      (text) =>
        Number.isNaN(Date.parse(text)) ||
        Date.parse(text) < Date.now() + MAX_SCHEDULE_DAYS * 86_400_000,
      'publishAt must be within two years',
    ),
  /** IANA time zone of the admin, which names the article's day; UTC when absent or unknown. */
  timeZone: z
    .string({ error: 'timeZone must be a time zone such as Europe/Berlin' })
    .max(64, 'timeZone is too long')
    .optional(),
});
export type ScheduleNews = z.infer<typeof scheduleNewsSchema>;

export const SCHEDULED_NOT_YET_PUBLISHED =
  'A scheduled article goes public at its time: send isPublished 0 or leave it out';

/**
 * POST /api/news: the article and how it goes public. Without publishAt it is published unless
 * isPublished is 0, as the API has always done; with publishAt it waits for that moment, as a
 * scheduled draft does, and is dated that day where the admin is.
 */
export const newNewsArticleSchema = z
  .object({
    ...newsArticleFields,
    isPublished: newsArticleFields.isPublished.optional(),
    publishAt: scheduleNewsSchema.shape.publishAt.nullish(),
    timeZone: scheduleNewsSchema.shape.timeZone,
  })
  .refine((article) => !article.publishAt || article.isPublished !== 1, {
    path: ['isPublished'],
    message: SCHEDULED_NOT_YET_PUBLISHED,
  })
  .transform(({ isPublished, ...article }) => ({
    ...article,
    isPublished: isPublished ?? (article.publishAt ? 0 : 1),
  }));
export type NewNewsArticle = z.output<typeof newNewsArticleSchema>;

const articlePath = (id: string) => `/api/news/${id}`;
/** PUT one field of the draft of changes; DELETE discards the draft. */
export const newsDraftPath = (id: string) => `${articlePath(id)}/draft`;
/** POST: the draft's changes become the published article. */
export const publishNewsDraftPath = (id: string) => `${articlePath(id)}/draft/publish`;
/** PUT schedules the article; DELETE makes it a draft again. */
export const newsSchedulePath = (id: string) => `${articlePath(id)}/schedule`;
/** GET, admins only: the article as the public will see it, its draft of changes applied. */
export const newsPreviewPath = (id: string) => `${articlePath(id)}/preview`;
export const newsPreviewPagePath = (id: string) => `${NEWS_PREVIEW_PAGE}?id=${id}`;

export const PUBLISHED_NO_SCHEDULE = 'This article is published already';
export const SCHEDULE_IN_PAST = 'Choose a time in the future';
export const NOT_SCHEDULED = 'This article is not scheduled';
export const DRAFT_ONLY_WHEN_PUBLISHED =
  'Only a published article keeps a draft of its changes: edit this one directly';
export const NO_DRAFT = 'This article has no draft of changes';

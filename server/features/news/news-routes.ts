// The news article's publishing API, for admins only (decision 37): schedule and unschedule, the
// draft of changes of a published article (save a field, publish, discard), and the preview.
import { oneFieldChange } from '../../../common/editor/editor-fields';
import {
  adminNewsArticleSchema,
  newsDraftFields,
  newsDraftPath,
  newsPreviewPath,
  newsSchedulePath,
  publishNewsDraftPath,
  scheduleNewsSchema,
} from '../../../common/news/news-publishing';
import type { ZodApp } from '../../http/zod-app';
import { actorOf } from '../audit/actor';
import { adminOnly, entryParams, WRITE_BODY_LIMIT } from '../editor/route-options';
import {
  discardDraft,
  previewArticle,
  publishDraft,
  saveDraftField,
  scheduleArticle,
  unscheduleArticle,
} from './news-publishing';

const answersArticle = { params: entryParams, response: { 200: adminNewsArticleSchema } };
const ID = ':id';

export function registerNewsPublishingRoutes(app: ZodApp) {
  const { deps } = app;
  app.put(
    newsSchedulePath(ID),
    { config: adminOnly, schema: { ...answersArticle, body: scheduleNewsSchema } },
    (request) =>
      scheduleArticle(deps, request.params.id, request.body, actorOf(request), new Date()),
  );
  app.delete(newsSchedulePath(ID), { config: adminOnly, schema: answersArticle }, (request) =>
    unscheduleArticle(deps, request.params.id, actorOf(request)),
  );
  app.put(
    newsDraftPath(ID),
    {
      config: adminOnly,
      bodyLimit: WRITE_BODY_LIMIT,
      schema: { ...answersArticle, body: oneFieldChange(newsDraftFields) },
    },
    (request) => saveDraftField(deps, request.params.id, request.body, actorOf(request)),
  );
  app.delete(newsDraftPath(ID), { config: adminOnly, schema: answersArticle }, (request) =>
    discardDraft(deps, request.params.id, actorOf(request)),
  );
  app.post(publishNewsDraftPath(ID), { config: adminOnly, schema: answersArticle }, (request) =>
    publishDraft(deps, request.params.id, actorOf(request)),
  );
  app.get(newsPreviewPath(ID), { config: adminOnly, schema: answersArticle }, (request) =>
    previewArticle(deps, request.params.id),
  );
}

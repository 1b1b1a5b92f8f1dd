// The website editor's API (decision 16): for each kind of entry, the admins' list of every entry,
// POST to create, PUT of exactly one field, DELETE, and for a movable kind POST .../move and PUT
// .../order (a new order for the whole list). All of it
// is for admins only.
import { z } from 'zod';
import { entryOrderSchema, moveEntrySchema } from '../../../common/editor/editor';
import { oneFieldChange } from '../../../common/editor/editor-fields';
import type { ZodApp } from '../../http/zod-app';
import { actorOf } from '../audit/actor';
import { registerNewsPublishingRoutes } from '../news/news-routes';
import { type EditorEntity, editorEntities } from './entities';
import { moveEntry, setEntryOrder } from './move-entry';
import { adminOnly, entryParams, WRITE_BODY_LIMIT } from './route-options';
import { createEntry, deleteEntry, listAllEntries, updateEntryField } from './service';

export async function editorRoutes(app: ZodApp) {
  for (const entity of editorEntities) registerEntryRoutes(app, entity);
  registerNewsPublishingRoutes(app);
}

// The schemas validate each request; past them the handlers see entries of any kind.
function registerEntryRoutes(app: ZodApp, entity: EditorEntity) {
  const { deps } = app;
  app.get(
    entity.adminListPath,
    { config: adminOnly, schema: { response: { 200: z.array(entity.rowSchema) } } },
    () => listAllEntries(deps, entity),
  );
  app.post(
    entity.apiPath,
    {
      config: adminOnly,
      bodyLimit: WRITE_BODY_LIMIT,
      schema: { body: entity.createSchema, response: { 201: entity.rowSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createEntry(deps, entity, request.body, actorOf(request))),
  );
  app.put(
    `${entity.apiPath}/:id`,
    {
      config: adminOnly,
      bodyLimit: WRITE_BODY_LIMIT,
      schema: {
        params: entryParams,
        body: oneFieldChange(entity.rules),
        response: { 200: entity.rowSchema },
      },
    },
    (request) => updateEntryField(deps, entity, request.params.id, request.body, actorOf(request)),
  );
  app.delete(
    `${entity.apiPath}/:id`,
    { config: adminOnly, schema: { params: entryParams } },
    async (request, reply) => {
      await deleteEntry(deps, entity, request.params.id, actorOf(request));
      return reply.status(204).send();
    },
  );
  if (!entity.movable) return;
  app.post(
    `${entity.apiPath}/:id/move`,
    {
      config: adminOnly,
      schema: {
        params: entryParams,
        body: moveEntrySchema,
        response: { 200: z.array(entity.rowSchema) },
      },
    },
    (request) =>
      moveEntry(deps, entity, request.params.id, request.body.direction, actorOf(request)),
  );
  app.put(
    `${entity.apiPath}/order`,
    {
      config: adminOnly,
      schema: { body: entryOrderSchema, response: { 200: z.array(entity.rowSchema) } },
    },
    (request) => setEntryOrder(deps, entity, request.body.ids, actorOf(request)),
  );
}

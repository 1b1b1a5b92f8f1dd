// History and trash (decision 36), for admins only: a record's changes, "Restore this version", and
// the trash's list, restore and deletion for good.
import {
  historyParamsSchema,
  historySchema,
  restoreVersionSchema,
  TRASH_PATH,
  trashParamsSchema,
  trashSchema,
} from '../../../common/editor/history';
import type { ZodApp } from '../../http/zod-app';
import { actorOf } from '../audit/actor';
import { readHistory, restoreVersion } from './history';
import { deleteForGood, listTrash, restoreFromTrash } from './trash';

const adminOnly = { access: 'admin' } as const;

export async function historyRoutes(app: ZodApp) {
  const { deps } = app;
  app.get(
    '/api/admin/history/:kind/:id',
    {
      config: adminOnly,
      schema: { params: historyParamsSchema, response: { 200: historySchema } },
    },
    (request) => readHistory(deps, request.params.kind, request.params.id),
  );
  app.post(
    '/api/admin/history/:kind/:id/restore',
    {
      config: adminOnly,
      schema: {
        params: historyParamsSchema,
        body: restoreVersionSchema,
        response: { 200: historySchema },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      await restoreVersion(deps, kind, id, request.body, actorOf(request));
      return readHistory(deps, kind, id);
    },
  );
  app.get(TRASH_PATH, { config: adminOnly, schema: { response: { 200: trashSchema } } }, () =>
    listTrash(deps),
  );
  app.post(
    `${TRASH_PATH}/:kind/:id/restore`,
    { config: adminOnly, schema: { params: trashParamsSchema } },
    async (request, reply) => {
      const { kind, id } = request.params;
      await restoreFromTrash(deps, kind, id, actorOf(request));
      return reply.status(204).send();
    },
  );
  app.delete(
    `${TRASH_PATH}/:kind/:id`,
    { config: adminOnly, schema: { params: trashParamsSchema } },
    async (request, reply) => {
      const { kind, id } = request.params;
      await deleteForGood(deps, kind, id, actorOf(request));
      return reply.status(204).send();
    },
  );
}

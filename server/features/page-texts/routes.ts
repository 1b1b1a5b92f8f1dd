import {
  pageTextBodySchema,
  pageTextOverridesSchema,
  pageTextParamsSchema,
} from '../../../common/club/page-texts-api';
import type { ZodApp } from '../../http/zod-app';
import { actorOf } from '../audit/actor';
import { listPageTexts, resetPageText, savePageText } from './service';

export async function pageTextRoutes(app: ZodApp) {
  const response = { 200: pageTextOverridesSchema };
  app.get('/api/page-texts', { config: { access: 'public' }, schema: { response } }, () =>
    listPageTexts(app.deps),
  );
  app.put(
    '/api/page-texts/:key',
    {
      config: { access: 'admin' },
      bodyLimit: 16 * 1024,
      schema: { params: pageTextParamsSchema, body: pageTextBodySchema, response },
    },
    (request) => savePageText(app.deps, actorOf(request), request.params.key, request.body.text),
  );
  app.delete(
    '/api/page-texts/:key',
    { config: { access: 'admin' }, schema: { params: pageTextParamsSchema, response } },
    (request) => resetPageText(app.deps, actorOf(request), request.params.key),
  );
}

import { membersResourcesSchema, RULES_DOCUMENT_PATH } from '../../../common/members/members';
import type { ZodApp } from '../../http/zod-app';
import { directoryRoutes } from './directory-routes';
import { openRulesDocument } from './rules-document';
import { listMembersResources } from './service';

const membersOnly = { access: 'activeMember' } as const;

export async function membersRoutes(app: ZodApp) {
  app.get(
    '/api/members/resources',
    { config: membersOnly, schema: { response: { 200: membersResourcesSchema } } },
    () => listMembersResources(app.deps),
  );
  app.get(RULES_DOCUMENT_PATH, { config: membersOnly }, async (_request, reply) => {
    const download = await openRulesDocument(app.deps);
    if ('redirect' in download) return reply.redirect(download.redirect, 302);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${download.name}"`)
      .header('cache-control', 'private, no-cache')
      .send(download.content);
  });
  await app.register(directoryRoutes);
}

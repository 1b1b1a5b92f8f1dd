// A JSON answer to a signed-in person (their account, the members' links, the admin lists) is theirs
// alone: `Cache-Control: no-store` keeps it out of shared caches and the browser's disk, so that the
// next person on a club laptop cannot read it back. Public routes never look up a session, so what
// they answer keeps its own caching. A route that set its own Cache-Control keeps it.
import type { FastifyInstance } from 'fastify';

export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!request.currentUser || !request.url.startsWith('/api/')) return;
    if (reply.hasHeader('cache-control')) return;
    const contentType = String(reply.getHeader('content-type') ?? '');
    if (contentType.startsWith('application/json')) reply.header('cache-control', 'no-store');
  });
}

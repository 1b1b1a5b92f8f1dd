// What the request log keeps of a request. Its address goes without the query: a query can carry
// what must never be written down, such as the one-time `code` and `state` the identity provider
// sends back to /api/auth/callback.
import type { FastifyRequest } from 'fastify';

export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?', 1)[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

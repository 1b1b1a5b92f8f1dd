// Who makes a change, and from where: what every audit entry records. Taken from the request once,
// by the route, and handed to the service that writes the change.
import type { FastifyRequest } from 'fastify';
import { signedInUser } from '../../http/access-guard';

export interface Actor {
  /** The signed-in user; null for the command line. */
  id: string | null;
  /** The client's address (the proxy's forwarded one, decision 1); null for the command line. */
  ip: string | null;
}

/** The signed-in user of a route that requires one, and the address the request came from. */
export const actorOf = (request: FastifyRequest): Actor => ({
  id: signedInUser(request).id,
  ip: request.ip,
});

/** Changes made with `npm run user:role` on the server itself. */
export const COMMAND_LINE: Actor = { id: null, ip: null };

// Every /api route declares one access level in its config; this guard enforces it before the
// request is validated, so a visitor learns nothing from a protected route but "Unauthorized".
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AccessLevel, canAccess } from '../../common/auth/access';
import { AppError } from './app-error';

export interface CurrentUser {
  id: string;
  email: string;
  firstName: string | null;
  role: string;
  isActive: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessLevel;
  }
  interface FastifyRequest {
    /** Set by the session layer on routes that are not public; null for a visitor. */
    currentUser: CurrentUser | null;
  }
  interface FastifyInstance {
    /** Every /api route's declared level, by `METHOD /path`: the table the role matrix test checks. */
    accessLevels: ReadonlyMap<string, AccessLevel>;
  }
}

export function registerAccessGuard(app: FastifyInstance): void {
  const accessLevels = new Map<string, AccessLevel>();
  app.decorate('accessLevels', accessLevels);
  app.decorateRequest('currentUser', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const level = route.config?.access;
    if (!level) throw new Error(`Route ${route.method} ${route.url} declares no access level`);
    for (const method of [route.method].flat()) accessLevels.set(`${method} ${route.url}`, level);
  });

  app.addHook('preValidation', async (request) => {
    const level = request.routeOptions.config.access;
    if (!level || canAccess(request.currentUser, level)) return;
    if (!request.currentUser) throw new AppError(401, 'Unauthorized');
    request.log.warn({ userId: request.currentUser.id, level }, 'access refused');
    throw new AppError(403, 'Forbidden');
  });
}

/** The signed-in user of a route whose level already requires one. */
export function signedInUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw new AppError(401, 'Unauthorized');
  return request.currentUser;
}

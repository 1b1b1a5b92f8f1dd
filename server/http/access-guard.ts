// Every /api route declares one access level in its config; this guard enforces it before the
// request is validated, so a visitor learns nothing from a protected route but "Unauthorized".
import type { FastifyInstance } from 'fastify';
import { type AccessLevel, canAccess } from '../../common/access';
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
    /** Set by the session layer; null for a visitor. */
    currentUser: CurrentUser | null;
  }
}

export function registerAccessGuard(app: FastifyInstance): void {
  app.decorateRequest('currentUser', null);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && !route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} declares no access level`);
    }
  });

  app.addHook('preValidation', async (request) => {
    const level = request.routeOptions.config.access;
    if (!level || canAccess(request.currentUser, level)) return;
    if (!request.currentUser) throw new AppError(401, 'Unauthorized');
    request.log.warn({ userId: request.currentUser.id, level }, 'access refused');
    throw new AppError(403, 'Forbidden');
  });
}

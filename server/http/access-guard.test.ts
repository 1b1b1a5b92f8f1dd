import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerAccessGuard } from './access-guard';
import { registerErrorHandling } from './errors';

function appWithGuard() {
  const app = Fastify();
  registerErrorHandling(app);
  registerAccessGuard(app);
  return app;
}

describe('access guard', () => {
  it('refuses an API route that declares no access level', () => {
    const app = appWithGuard();

    expect(() => app.get('/api/forgotten', async () => ({}))).toThrow(
      'GET /api/forgotten declares no access level',
    );
  });

  it('answers a visitor on a members route with 401 Unauthorized', async () => {
    const app = appWithGuard();
    app.get('/api/members/resources', { config: { access: 'activeMember' } }, async () => ({}));

    const response = await app.inject({ method: 'GET', url: '/api/members/resources' });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('answers a pending user on a members route with 403 Forbidden', async () => {
    const app = appWithGuard();
    app.addHook('onRequest', async (request) => {
      request.currentUser = {
        id: 'u1',
        email: 'p@club.test',
        firstName: 'P',
        role: 'pending',
        isActive: 0,
      };
    });
    app.get('/api/members/resources', { config: { access: 'activeMember' } }, async () => ({}));

    const response = await app.inject({ method: 'GET', url: '/api/members/resources' });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Forbidden' });
  });
});

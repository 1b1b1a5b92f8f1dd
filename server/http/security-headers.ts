// Security headers (decision 7): helmet's, and our own Content-Security-Policy.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { contentSecurityPolicy } from './content-security-policy';

export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: URL) {
  const https = publicUrl.protocol === 'https:';
  await app.register(helmet, {
    contentSecurityPolicy: false,
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
  // At send time, so that an answer cut short by an earlier hook (403, 429) carries it too. A page
  // has set its own policy, built by the same function: it allows the page's script (decision 35)
  // and, on /join, the framed signup form.
  const policy = contentSecurityPolicy({ https });
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', policy);
    }
  });
}

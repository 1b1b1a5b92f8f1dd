import { contactReceiptSchema, contactSubmissionSchema } from '../../../common/contact';
import type { ZodApp } from '../../http/zod-app';
import { submitContact } from './service';

/** Enough for a club fair on one campus network; not enough for a script. */
const CONTACT_RATE_LIMIT = { max: 20, timeWindow: '10 minutes' };

export async function contactRoutes(app: ZodApp) {
  app.post(
    '/api/contact',
    {
      config: { access: 'public', rateLimit: CONTACT_RATE_LIMIT },
      bodyLimit: 16 * 1024,
      schema: {
        body: contactSubmissionSchema,
        response: { 201: contactReceiptSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await submitContact(app.deps, request.body)),
  );
}

import type { FastifyError } from 'fastify';
import { contactReceiptSchema, contactSubmissionSchema } from '../../../common/contact/contact';
import {
  CONTACT_FORM_POST_PATH,
  CONTACT_TOO_MANY_PATH,
} from '../../../common/contact/interest-form';
import type { ZodApp } from '../../http/zod-app';
import { sendPostedContactForm } from './form-post';
import { submitContact } from './service';

/**
 * Enough for a club fair on one campus network; not enough for a script. The form sent with scripts
 * (the API) and without them (a form post) count together.
 */
const CONTACT_RATE_LIMIT = { max: 20, timeWindow: '10 minutes', groupId: 'contact' };
const BODY_LIMIT = 16 * 1024;

export async function contactRoutes(app: ZodApp) {
  app.post(
    '/api/contact',
    {
      config: { access: 'public', rateLimit: CONTACT_RATE_LIMIT },
      bodyLimit: BODY_LIMIT,
      schema: {
        body: contactSubmissionSchema,
        response: { 201: contactReceiptSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await submitContact(app.deps, request.body)),
  );

  // Form bodies are read here alone (decision 31): every other route still takes JSON only.
  await app.register(async (formPost: ZodApp) => {
    formPost.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    // Too many forms, from this address (the rate limit) or to the whole site: a page that says
    // so, as a browser without scripts could not show the API's answer.
    formPost.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.statusCode === 429) return reply.redirect(CONTACT_TOO_MANY_PATH, 303);
      throw error;
    });
    formPost.post<{ Body: Record<string, string> }>(
      CONTACT_FORM_POST_PATH,
      { config: { rateLimit: CONTACT_RATE_LIMIT }, bodyLimit: BODY_LIMIT },
      async (request, reply) =>
        reply.redirect(await sendPostedContactForm(app.deps, request.body ?? {}), 303),
    );
  });
}

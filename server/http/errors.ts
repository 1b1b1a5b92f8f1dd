// Turns every failure into the JSON clients read, `{ message, errors? }`: 4xx carry their message
// (and the per-field errors of a validation failure); 5xx carry a generic message and are logged
// with their details; a database that cannot serve answers 503, whatever the route.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '../../common/api-error';
import { databaseUnavailability } from '../db/unavailable';
import { AppError } from './app-error';

const INTERNAL_ERROR = 'Something went wrong on our side. Please try again later.';
/** While the database is down, unreachable or not answering; requests succeed again when it returns. */
const SITE_UNAVAILABLE = 'The site is temporarily unavailable. Please try again in a moment.';

/**
 * `messageAsError`: also answer the message as `error`, which the profile's key toasts read.
 * Registered again inside a plugin, it applies to that plugin's routes only.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  { messageAsError = false }: { messageAsError?: boolean } = {},
): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const unavailable = databaseUnavailability(error);
    const body = unavailable
      ? { status: 503, payload: { message: SITE_UNAVAILABLE } }
      : toErrorBody(error);
    const status = body.status;
    // Unavailable is a state, not a bug: one line per request, without a stack. Another 503 (a
    // language model that is rate limiting the club) keeps the cause its service gave it.
    if (status === 503) {
      const reason = unavailable ? describeDriverError(unavailable) : body.payload.message;
      const cause = unavailable ? undefined : (error as Error).cause;
      request.log.warn({ status, reason, cause }, 'request failed: unavailable');
    } else if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, message: body.payload.message }, 'request refused');
    const payload = messageAsError
      ? { error: body.payload.message, ...body.payload }
      : body.payload;
    return reply.status(status).send(payload);
  });
}

function toErrorBody(error: FastifyError | AppError): {
  status: number;
  payload: ApiError;
} {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      payload: {
        message: error.message,
        ...(error.errors && { errors: error.errors }),
        ...error.extra,
      },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((issue) => ({
      field:
        issue.instancePath.slice(1).replaceAll('/', '.') || (error.validationContext ?? 'body'),
      message: issue.message ?? 'Invalid value',
    }));
    return { status: 400, payload: { message: summarise(errors), errors } };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, payload: { message: error.message } };
  return {
    status: Math.max(status, 500),
    payload: { message: INTERNAL_ERROR },
  };
}

/** A connection failure's own message, which names no data (the failed query's error does). */
function describeDriverError(error: Error): string {
  const code = 'code' in error ? error.code : undefined;
  return typeof code === 'string' ? `${code} ${error.message}` : error.message;
}

/** One sentence for a toast: the first problem, and how many more there are. */
function summarise(errors: { message: string }[]): string {
  const [first, ...rest] = errors;
  if (!first) return 'Invalid request';
  return rest.length === 0 ? first.message : `${first.message} (and ${rest.length} more)`;
}

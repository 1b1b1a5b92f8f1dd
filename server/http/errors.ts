// Turns every failure into the JSON the spec describes: 4xx carry their message (and the per-field
// errors of a validation failure); 5xx carry a generic message and are logged with their details.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '../../common/api-error';
import { AppError } from './app-error';

const INTERNAL_ERROR = 'Something went wrong on our side. Please try again later.';

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const body = toErrorBody(error);
    const status = body.status;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, message: body.payload.message }, 'request refused');
    return reply.status(status).send(body.payload);
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

/** One sentence for a toast: the first problem, and how many more there are. */
function summarise(errors: { message: string }[]): string {
  const [first, ...rest] = errors;
  if (!first) return 'Invalid request';
  return rest.length === 0 ? first.message : `${first.message} (and ${rest.length} more)`;
}

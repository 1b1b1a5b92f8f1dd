// How every route's zod schema is compiled: after the route's own schema accepts the request, its
// data is searched for text that cannot be stored (common/safe-text.ts, decision 28), so that no
// route can forget that rule. Both answer the same 400, naming the field. The route's schema goes
// first so that a field with a rule of its own (a Clockify key: "Clockify does not accept this API
// key") keeps its own message.
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuseUnsafeText } from '../../common/safe-text';

const safeTextSchema = z.unknown().superRefine(refuseUnsafeText);

/** What fastify-type-provider-zod's validators answer (always at once, never a promise). */
type Checked = { value?: unknown; error?: Error | FastifySchemaValidationError[] };

export const validatorWithSafeText: FastifySchemaCompiler<z.core.$ZodType> = (route) => {
  const parse = validatorCompiler(route);
  const refuseUnsafe = validatorCompiler({ ...route, schema: safeTextSchema });
  return (data) => {
    const parsed = parse(data) as Checked;
    if (parsed.error) return parsed;
    const refused = refuseUnsafe(data) as Checked;
    return refused.error ? refused : parsed;
  };
};

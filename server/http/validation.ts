// How every route's zod schema is compiled: the request's data is also searched for text that cannot
// be stored (common/safe-text.ts, decision 28), so that no route can forget that rule. Such text is a
// 400 naming each field that holds it, whatever else the request gets wrong; a field with a rule of
// its own keeps that rule's message (a Clockify key with a NUL: "Clockify does not accept this API
// key", as for any key that cannot be sent in a header).
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
    const refused = refuseUnsafe(data) as Checked;
    const parsed = parse(data) as Checked;
    if (!refused.error) return parsed;
    if (!Array.isArray(refused.error) || !Array.isArray(parsed.error)) return refused;
    const ownRules = new Map(parsed.error.map((issue) => [issue.instancePath, issue]));
    return { error: refused.error.map((issue) => ownRules.get(issue.instancePath) ?? issue) };
  };
};

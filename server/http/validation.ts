// How every route's zod schema is compiled: the request's data is first searched for text that
// cannot be stored (common/safe-text.ts, decision 26), so that no route can forget that rule, then
// parsed by the route's own schema. Both answer the same 400, naming the field.
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuseUnsafeText } from '../../common/safe-text';

export const validatorWithSafeText: FastifySchemaCompiler<z.core.$ZodType> = (route) =>
  validatorCompiler({
    ...route,
    // A pipe parses with the route's schema only when nothing was refused before it.
    schema: z.unknown().superRefine(refuseUnsafeText).pipe(route.schema),
  });

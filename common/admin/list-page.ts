// Which page of a long admin list a request asks for (the audit log, the outbox, the contact
// inbox): the first unless it says, and never past what any club's list can hold.
import { z } from 'zod';

const MAX_PAGE = 100_000;

export const listPageField = z.coerce
  .number({ error: 'page must be a number' })
  .int('page must be a whole number')
  .min(1, 'page must be at least 1')
  .max(MAX_PAGE, `page must be at most ${MAX_PAGE}`)
  .default(1);

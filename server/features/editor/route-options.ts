// What every editor route shares: admins only, an entry's id in the path, and room for an article.
import { z } from 'zod';

export const adminOnly = { access: 'admin' } as const;

export const entryParams = z.object({ id: z.uuid('Not a valid id') });

/** Room for the longest article (20,000 characters), even when JSON escapes every one of them. */
export const WRITE_BODY_LIMIT = 160 * 1024;

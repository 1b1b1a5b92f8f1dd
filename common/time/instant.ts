// A moment as the API sends it (ISO 8601 in UTC), from the Date the database hands out, and back.
import { z } from 'zod';

export const instant = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

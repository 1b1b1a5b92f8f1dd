// A day a request names (a filter's from and to), as YYYY-MM-DD.
import { z } from 'zod';

/**
 * A day in the years a club's records hold; the bounds also keep every day's start a moment the
 * server can compute (Date.UTC reads the year 50 as 1950; 9999-12-31 has no next day).
 */
export const dayField = (name: string) =>
  z.iso
    .date({ error: `${name} must be a date (YYYY-MM-DD)`, abort: true })
    .refine(
      (day) => day >= '2000-01-01' && day <= '2999-12-31',
      `${name} must be a day between the years 2000 and 2999`,
    );

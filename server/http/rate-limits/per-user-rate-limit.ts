// A rate limit counted per signed-in account rather than per address (members share a campus
// network), checked after the access guard so that a refused request is not counted.
import type { FastifyRequest } from 'fastify';
import { addressBlock } from './address-block';

export const perUserRateLimit = (max: number, timeWindow: string) =>
  ({
    max,
    timeWindow,
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) => request.currentUser?.id ?? addressBlock(request.ip),
  }) as const;

/** A CSV export reads a whole table: enough for an admin who downloads again, not for a loop. */
export const CSV_EXPORT_RATE_LIMIT = perUserRateLimit(10, '1 minute');

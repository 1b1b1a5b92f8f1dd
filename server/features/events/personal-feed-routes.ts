// Each member's personal calendar feed (decision 54): its address for the member on /profile, and
// the feed itself, which calendar apps read without a cookie.
import { z } from 'zod';
import {
  PERSONAL_FEED_ADDRESS_PATH,
  personalFeedAddressSchema,
  personalFeedPath,
} from '../../../common/events/personal-feed';
import { signedInUser } from '../../http/access-guard';
import { perUserRateLimit } from '../../http/rate-limits/per-user-rate-limit';
import type { ZodApp } from '../../http/zod-app';
import { readFeedAddress, readPersonalFeed, replaceFeedAddress } from './personal-feed';

const membersOnly = { access: 'activeMember' } as const;
/** A member replaces the address after it leaked: a few times, never in a loop. */
const REPLACE_RATE_LIMIT = perUserRateLimit(10, '15 minutes');
const response = { 200: personalFeedAddressSchema };

export async function personalFeedRoutes(app: ZodApp) {
  app.get(PERSONAL_FEED_ADDRESS_PATH, { config: membersOnly, schema: { response } }, (request) =>
    readFeedAddress(app.deps, signedInUser(request)),
  );
  app.post(
    PERSONAL_FEED_ADDRESS_PATH,
    { config: { ...membersOnly, rateLimit: REPLACE_RATE_LIMIT }, schema: { response } },
    (request) => replaceFeedAddress(app.deps, signedInUser(request)),
  );

  // The secret in the address is the feed's only key; the request log masks it (request-log.ts).
  app.get(
    personalFeedPath(':token'),
    { config: { access: 'public' }, schema: { params: z.object({ token: z.string() }) } },
    async (request, reply) => {
      const feed = await readPersonalFeed(app.deps, request.params.token);
      // One member's events and answers: no shared cache may keep them.
      return reply
        .header('cache-control', 'private, max-age=300')
        .type('text/calendar; charset=utf-8')
        .send(feed);
    },
  );
}

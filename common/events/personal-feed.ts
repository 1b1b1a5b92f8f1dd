// Each member's personal calendar feed (decision 54): the club's events, members' events included,
// with the member's own answers, at an address whose secret is its only key, since a calendar app
// that subscribes sends no cookie. The member reads the address on /profile and may replace it.
import { z } from 'zod';

/** GET: the signed-in member's feed address, made on first asking; POST: a new one. */
export const PERSONAL_FEED_ADDRESS_PATH = '/api/profile/calendar-feed';

/** Where the personal feeds are, each at `/calendar/<secret>.ics`. */
export const PERSONAL_FEEDS_PATH = '/calendar';
export const personalFeedPath = (token: string) => `${PERSONAL_FEEDS_PATH}/${token}.ics`;

export const personalFeedAddressSchema = z.object({ url: z.string() });
export type PersonalFeedAddress = z.infer<typeof personalFeedAddressSchema>;

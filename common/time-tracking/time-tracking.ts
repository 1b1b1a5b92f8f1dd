// Shapes of the time-tracking API (decisions 19 and 20): the member's Clockify key, the workspace's
// projects, and the member's time entries and timers. One schema for the route and the client.
import { z } from 'zod';

export const CLOCKIFY_API_KEY_REQUIRED = 'Please enter your Clockify API key';
export const DESCRIPTION_REQUIRED = 'Please enter a description';
/** The entries list covers this many days back, so that one Clockify call usually fetches all of it. */
export const ENTRIES_WINDOW_DAYS = 30;

/** The failures a person can act on, worded once for the server and the client. */
export const clockifyMessages = {
  noKey: 'Connect your Clockify account on your profile first.',
  keyRejected: 'Clockify does not accept this API key. Check that you copied all of it.',
  tooManyKeysRejected:
    'Clockify has refused several keys from you this hour. Check the key in Clockify and try again in an hour.',
  keyNoLongerValid: 'Clockify no longer accepts your API key. Update it on your profile.',
  keyUnreadable: 'Your saved Clockify key can no longer be read. Connect your account again.',
  noWorkspaceAccess:
    "Your Clockify account has no access to the team's workspace. Ask a club admin to invite you.",
  rateLimited: 'Clockify is limiting requests right now. Try again in a minute.',
  overBudget: "The team has used this hour's Clockify requests. Try again in a few minutes.",
  notResponding: 'Clockify is not responding. Try again shortly.',
  noRunningTimer: 'No timer is running.',
  timerAlreadyStopped: 'That timer has already stopped. The list now shows what is running.',
  refused: 'Clockify could not carry out this request. Try again shortly.',
  unknownProject: "Choose one of the workspace's projects, or none.",
} as const;

/**
 * Whether a key can be sent as the `X-Api-Key` header: printable ASCII only. A newline, NUL or
 * other control character, or a non-ASCII letter, cannot be in a header, so no key of Clockify's
 * has one.
 */
export const isSendableApiKey = (apiKey: string) => /^[\x20-\x7e]*$/.test(apiKey);

export const updateApiKeySchema = z.object({
  apiKey: z
    .string({ error: CLOCKIFY_API_KEY_REQUIRED })
    .trim()
    .min(1, CLOCKIFY_API_KEY_REQUIRED)
    .max(200, 'A Clockify API key has at most 200 characters')
    .refine(isSendableApiKey, clockifyMessages.keyRejected),
});
export type UpdateApiKey = z.infer<typeof updateApiKeySchema>;

export const clockifyAccountSchema = z.object({ name: z.string(), email: z.string() });
export type ClockifyAccount = z.infer<typeof clockifyAccountSchema>;

export const clockifyUserStatusSchema = z.object({
  hasApiKey: z.boolean(),
  user: clockifyAccountSchema.nullable(),
  /** Why Clockify cannot be used now (not responding, the key refused); absent when it can. */
  problem: z.string().optional(),
});
export type ClockifyUserStatus = z.infer<typeof clockifyUserStatusSchema>;

export const connectedAccountSchema = z.object({ user: clockifyAccountSchema });

export const clockifyProjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  /** ISO-8601 (PT1H2M3S), or null when Clockify has none. */
  duration: z.string().nullable(),
});
export type ClockifyProject = z.infer<typeof clockifyProjectSchema>;
export const clockifyProjectsSchema = z.array(clockifyProjectSchema);

export const timeEntrySchema = z.object({
  id: z.string(),
  description: z.string(),
  project: z.object({ name: z.string(), color: z.string() }).nullable(),
  user: z.object({ name: z.string() }),
  /** `end` is null while the timer runs. */
  timeInterval: z.object({ start: z.string(), end: z.string().nullable() }),
  /** ISO-8601, null while the timer runs. */
  duration: z.string().nullable(),
  /** Made through the site and not yet in Clockify (decision 29); absent when Clockify has it. */
  waiting: z.boolean().optional(),
});
export type TimeEntry = z.infer<typeof timeEntrySchema>;
export const timeEntriesSchema = z.array(timeEntrySchema);

export const startTimerSchema = z.object({
  description: z
    .string({ error: DESCRIPTION_REQUIRED })
    .trim()
    .min(1, DESCRIPTION_REQUIRED)
    .max(3000, 'A description has at most 3000 characters'),
  projectId: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((value) => value || undefined),
});
export type StartTimer = z.infer<typeof startTimerSchema>;

export const timeEntryParamsSchema = z.object({ id: z.string().min(1).max(100) });

// The team's hours from Clockify's Reports API (decision 23): what admins see on /admin, read with
// the workspace admin's key when CLOCKIFY_ADMIN_API_KEY is set.
import { z } from 'zod';

export const TEAM_HOURS_NOT_CONFIGURED =
  'Set CLOCKIFY_ADMIN_API_KEY (a workspace admin’s Clockify key) and CLOCKIFY_WORKSPACE_ID on the server to see the team’s hours.';

const hoursOfSchema = z.object({ name: z.string(), seconds: z.number().int().nonnegative() });

export const teamHoursSchema = z.discriminatedUnion('configured', [
  z.object({ configured: z.literal(false) }),
  z.object({
    configured: z.literal(true),
    totalSeconds: z.number().int().nonnegative(),
    byMember: z.array(hoursOfSchema),
    byProject: z.array(hoursOfSchema.extend({ color: z.string() })),
    /** The report's window, ISO timestamps. */
    from: z.string(),
    to: z.string(),
    /** When Clockify answered these figures. */
    updatedAt: z.string(),
    /** Why the figures could not be renewed since, when the last try failed. */
    refreshError: z.string().nullable(),
  }),
]);
export type TeamHours = z.infer<typeof teamHoursSchema>;
export type KnownTeamHours = Extract<TeamHours, { configured: true }>;

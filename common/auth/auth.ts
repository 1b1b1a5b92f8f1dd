// Shapes of the sign-in API (decision 12): the signed-in user and the local dev login.
import { z } from 'zod';
import { roles } from './access';

/** The signed-in user as GET /api/auth/user answers it: the user's row without the Clockify key. */
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(roles),
  isActive: z.number().int(),
  /** Whether a personal Clockify key is stored; the key itself never leaves the server. */
  hasClockifyKey: z.boolean(),
  /** ISO timestamps. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** One account offered by the local sign-in (DEV_LOGIN=1 only). */
export const devLoginUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  isActive: z.number().int(),
});
export type DevLoginUser = z.infer<typeof devLoginUserSchema>;

export const devLoginRequestSchema = z.object({
  userId: z.uuid('Choose a user'),
  /** The page to come back to, as /api/auth/google's `returnTo` (checked like it). */
  returnTo: z.string().optional(),
});
export type DevLoginRequest = z.infer<typeof devLoginRequestSchema>;

/** Where the browser goes next: the members area, or the pending-approval page. */
export const devLoginResultSchema = z.object({ redirectTo: z.string() });

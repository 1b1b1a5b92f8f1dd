// A members-only event's page is missing for visitors alone. To an active member it is a page of
// the site: the page server sends them the page the browser renders, which reads the event with
// their session, since a page kept for everyone may never hold it.

import type { FastifyRequest } from 'fastify';
import { canAccess } from '../../../common/auth/access';
import { slugOfEventPath } from '../../../common/events/event-pages';
import type { Deps } from '../../deps';
import { findSignedInUser } from '../../http/sessions/sessions';
import { listEvents } from './event-list';

/** Whether the request's account is an active member whose events list the one at `route`. */
export async function isMemberEventPage(
  deps: Pick<Deps, 'db' | 'publicCache' | 'sessions' | 'cookies'>,
  request: FastifyRequest,
  route: string,
): Promise<boolean> {
  const slug = slugOfEventPath(route);
  if (!slug) return false;
  const viewer = await findSignedInUser(deps, request);
  if (!canAccess(viewer, 'activeMember')) return false;
  // The list the member's browser reads: the page shows an event only if it is in it.
  const listed = await listEvents(deps, viewer, {});
  return listed.some((event) => event.slug === slug);
}

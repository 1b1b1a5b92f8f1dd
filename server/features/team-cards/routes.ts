// A member's own team card (read, change one field, claim, ask to be listed as graduating) and the
// admins' link between a card and an account. The card's photo is uploaded through the uploads
// plugin, which alone parses multipart bodies.
import { z } from 'zod';
import { adminUserSchema } from '../../../common/admin/admin';
import { adminTeamMemberSchema, teamMemberFields } from '../../../common/editor/editor';
import { oneFieldChange } from '../../../common/editor/editor-fields';
import {
  cardAccountSchema,
  graduationRequestSchema,
  ownTeamCardSchema,
  TEAM_CARD_ACCOUNTS_PATH,
  TEAM_CARD_CLAIM_PATH,
  TEAM_CARD_GRADUATION_PATH,
  TEAM_CARD_PATH,
  teamCardAccountPath,
  teamCardStateSchema,
} from '../../../common/team/team-card';
import { signedInUser } from '../../http/access-guard';
import { perUserRateLimit } from '../../http/rate-limits/per-user-rate-limit';
import type { ZodApp } from '../../http/zod-app';
import { actorOf } from '../audit/actor';
import { entryParams } from '../editor/route-options';
import { linkCardAccount } from './card-account';
import { listCardAccounts } from './card-accounts';
import { askGraduation, claimCard, readTeamCardState, updateOwnCard } from './own-card';

/** A member types their card's fields one at a time; each save is a write and an audit row. */
const OWN_CARD_RATE_LIMIT = perUserRateLimit(60, '10 minutes');
const membersOnly = { access: 'activeMember', rateLimit: OWN_CARD_RATE_LIMIT } as const;

export async function teamCardRoutes(app: ZodApp) {
  const { deps } = app;
  app.get(
    TEAM_CARD_PATH,
    { config: { access: 'activeMember' }, schema: { response: { 200: teamCardStateSchema } } },
    (request) => readTeamCardState(deps, signedInUser(request)),
  );
  app.put(
    TEAM_CARD_PATH,
    {
      config: membersOnly,
      schema: {
        body: oneFieldChange(teamMemberFields),
        response: { 200: ownTeamCardSchema.nullable() },
      },
    },
    (request) => updateOwnCard(deps, signedInUser(request), request.body, actorOf(request)),
  );
  app.post(
    TEAM_CARD_CLAIM_PATH,
    { config: membersOnly, schema: { response: { 200: teamCardStateSchema } } },
    (request) => claimCard(deps, signedInUser(request), actorOf(request)),
  );
  app.post(
    TEAM_CARD_GRADUATION_PATH,
    {
      config: membersOnly,
      schema: { body: graduationRequestSchema, response: { 200: ownTeamCardSchema.nullable() } },
    },
    (request) =>
      askGraduation(deps, signedInUser(request), request.body.graduationYear, actorOf(request)),
  );
  app.get(
    TEAM_CARD_ACCOUNTS_PATH,
    { config: { access: 'admin' }, schema: { response: { 200: z.array(adminUserSchema) } } },
    () => listCardAccounts(deps),
  );
  app.put(
    teamCardAccountPath(':id'),
    {
      config: { access: 'admin' },
      schema: {
        params: entryParams,
        body: cardAccountSchema,
        response: { 200: adminTeamMemberSchema },
      },
    },
    (request) => linkCardAccount(deps, request.params.id, request.body.userId, actorOf(request)),
  );
}

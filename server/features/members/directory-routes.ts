// The members' directory (decision 58): each member's own entry on /profile, the list members
// search, one shared detail, and the admins' CSV copy.
import {
  DIRECTORY_CONTACTS_PATH,
  directoryContactParamsSchema,
  directoryContactPath,
  directoryContactSchema,
  directoryContactsInputSchema,
  directoryContactsSchema,
  MEMBERS_DIRECTORY_CSV_PATH,
  MEMBERS_DIRECTORY_PATH,
  membersDirectoryQuerySchema,
  membersDirectorySchema,
} from '../../../common/members/directory';
import { signedInUser } from '../../http/access-guard';
import { sendCsv } from '../../http/csv';
import { CSV_EXPORT_RATE_LIMIT } from '../../http/rate-limits/per-user-rate-limit';
import type { ZodApp } from '../../http/zod-app';
import { listMembersDirectory, readSharedContact } from './directory';
import { readDirectoryContacts, saveDirectoryContacts } from './directory-contacts';
import { exportMembersDirectory } from './directory-csv';

const membersOnly = { access: 'activeMember' } as const;

export async function directoryRoutes(app: ZodApp) {
  const { db } = app.deps;
  app.get(
    DIRECTORY_CONTACTS_PATH,
    { config: membersOnly, schema: { response: { 200: directoryContactsSchema } } },
    (request) => readDirectoryContacts(db, signedInUser(request)),
  );
  app.put(
    DIRECTORY_CONTACTS_PATH,
    {
      config: membersOnly,
      schema: { body: directoryContactsInputSchema, response: { 200: directoryContactsSchema } },
    },
    (request) => saveDirectoryContacts(db, signedInUser(request), request.body),
  );

  app.get(
    MEMBERS_DIRECTORY_PATH,
    {
      config: membersOnly,
      schema: {
        querystring: membersDirectoryQuerySchema,
        response: { 200: membersDirectorySchema },
      },
    },
    (request) => listMembersDirectory(app.deps, request.query),
  );
  app.get(
    directoryContactPath(':memberId', ':contact'),
    {
      config: membersOnly,
      schema: { params: directoryContactParamsSchema, response: { 200: directoryContactSchema } },
    },
    (request) => readSharedContact(app.deps, request.params.memberId, request.params.contact),
  );

  app.get(
    MEMBERS_DIRECTORY_CSV_PATH,
    { config: { access: 'admin', rateLimit: CSV_EXPORT_RATE_LIMIT } },
    (_request, reply) => {
      const { filename, csv } = exportMembersDirectory(app.deps);
      return sendCsv(reply, filename, csv);
    },
  );
}

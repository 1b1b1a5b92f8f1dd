import { z } from 'zod';
import {
  ADMIN_USERS_PATH,
  AUDIT_LOG_CSV_PATH,
  AUDIT_LOG_PATH,
  adminUserSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  auditLogFilterSchema,
  auditLogQuerySchema,
  auditLogSchema,
  bulkImportQuerySchema,
  bulkImportSchema,
  CONTACT_CSV_PATH,
  contactInboxItemSchema,
  contactInboxQuerySchema,
  contactInboxSchema,
  contactProcessedSchema,
  contactSubmissionParamsSchema,
  declineUserPath,
  importPreviewSchema,
  importResultSchema,
  userIdParamsSchema,
  userRoleChangeSchema,
} from '../../../common/admin/admin';
import { CONTACT_INBOX_PATH } from '../../../common/contact/contact';
import { sendCsv } from '../../http/csv';
import { CSV_EXPORT_RATE_LIMIT } from '../../http/rate-limits/per-user-rate-limit';
import type { ZodApp } from '../../http/zod-app';
import { actorOf } from '../audit/actor';
import { readAuditLog } from './audit-log';
import { exportAuditLog } from './audit-log-csv';
import {
  exportContactSubmissions,
  listContactSubmissions,
  setContactProcessed,
} from './contact-inbox';
import { importUsers } from './import-users';
import { declineApplicant, listUsers, setUserRole } from './users';

const adminOnly = { access: 'admin' } as const;
const csvExport = { ...adminOnly, rateLimit: CSV_EXPORT_RATE_LIMIT } as const;

export async function adminRoutes(app: ZodApp) {
  app.get(
    ADMIN_USERS_PATH,
    {
      config: adminOnly,
      schema: { querystring: adminUsersQuerySchema, response: { 200: adminUsersPageSchema } },
    },
    (request) => listUsers(app.deps, request.query),
  );
  app.patch(
    '/api/admin/users/:userId/role',
    {
      config: adminOnly,
      schema: {
        params: userIdParamsSchema,
        body: userRoleChangeSchema,
        response: { 200: adminUserSchema },
      },
    },
    (request) => setUserRole(app.deps, actorOf(request), request.params.userId, request.body),
  );
  app.post(
    declineUserPath(':userId'),
    { config: adminOnly, schema: { params: userIdParamsSchema } },
    async (request, reply) => {
      await declineApplicant(app.deps, actorOf(request), request.params.userId);
      return reply.code(204).send();
    },
  );
  app.post(
    '/api/admin/users/bulk',
    {
      config: adminOnly,
      // A roster of MAX_IMPORT_ROWS lines with long names fits.
      bodyLimit: 256 * 1024,
      schema: {
        querystring: bulkImportQuerySchema,
        body: bulkImportSchema,
        response: { 200: z.union([importPreviewSchema, importResultSchema]) },
      },
    },
    (request) =>
      importUsers(app.deps, actorOf(request), request.body.users, {
        dryRun: request.query.dryRun === '1',
        invite: request.query.invite === '1',
      }),
  );

  app.get(
    CONTACT_INBOX_PATH,
    {
      config: adminOnly,
      schema: { querystring: contactInboxQuerySchema, response: { 200: contactInboxSchema } },
    },
    (request) => listContactSubmissions(app.deps, request.query.page),
  );
  app.patch(
    `${CONTACT_INBOX_PATH}/:id`,
    {
      config: adminOnly,
      schema: {
        params: contactSubmissionParamsSchema,
        body: contactProcessedSchema,
        response: { 200: contactInboxItemSchema },
      },
    },
    (request) =>
      setContactProcessed(app.deps, actorOf(request), request.params.id, request.body.isProcessed),
  );
  app.get(CONTACT_CSV_PATH, { config: csvExport }, async (_request, reply) => {
    const { filename, csv } = exportContactSubmissions(app.deps);
    return sendCsv(reply, filename, csv);
  });

  app.get(
    AUDIT_LOG_PATH,
    {
      config: adminOnly,
      schema: { querystring: auditLogQuerySchema, response: { 200: auditLogSchema } },
    },
    (request) => readAuditLog(app.deps, request.query),
  );
  app.get(
    AUDIT_LOG_CSV_PATH,
    { config: csvExport, schema: { querystring: auditLogFilterSchema } },
    (request, reply) => {
      const { filename, csv } = exportAuditLog(app.deps, request.query);
      return sendCsv(reply, filename, csv);
    },
  );
}

import {
  INVITATION_LINK_PATH,
  INVITATIONS_PATH,
  invitationIdParamsSchema,
  invitationLinkSchema,
  invitationMessageSchema,
  invitationsRequestSchema,
  invitationsResultSchema,
  invitationsSchema,
  invitationTokenParamsSchema,
  MAIL_SETTINGS_PATH,
  mailIdParamsSchema,
  mailSettingsSchema,
  OUTBOX_PATH,
  outboxItemSchema,
  outboxMailSchema,
  outboxPageSchema,
  outboxQuerySchema,
  UNSUBSCRIBE_PATH,
  unsubscribeQuerySchema,
  unsubscribeResultSchema,
} from '../../../common/admin/mail';
import { signedInUser } from '../../http/access-guard';
import type { ZodApp } from '../../http/zod-app';
import { actorOf } from '../audit/actor';
import {
  inviteMany,
  listInvitations,
  readInvitationLink,
  resendInvitation,
  revokeInvitation,
} from './invitations';
import {
  describeUnsubscribe,
  readMailSettings,
  saveMailSettings,
  unsubscribe,
} from './mail-settings';
import { readOutbox, readOutboxMail, resendMail } from './outbox-admin';

const adminOnly = { access: 'admin' } as const;

export async function mailRoutes(app: ZodApp) {
  app.post(
    INVITATIONS_PATH,
    {
      config: adminOnly,
      bodyLimit: 128 * 1024,
      schema: { body: invitationsRequestSchema, response: { 200: invitationsResultSchema } },
    },
    (request) => inviteMany(app.deps, actorOf(request), request.body.invitations),
  );
  app.get(
    INVITATIONS_PATH,
    { config: adminOnly, schema: { response: { 200: invitationsSchema } } },
    () => listInvitations(app.deps),
  );
  app.post(
    `${INVITATIONS_PATH}/:id/resend`,
    {
      config: adminOnly,
      schema: { params: invitationIdParamsSchema, response: { 200: invitationMessageSchema } },
    },
    (request) => resendInvitation(app.deps, actorOf(request), request.params.id),
  );
  app.delete(
    `${INVITATIONS_PATH}/:id`,
    {
      config: adminOnly,
      schema: { params: invitationIdParamsSchema, response: { 200: invitationMessageSchema } },
    },
    (request) => revokeInvitation(app.deps, actorOf(request), request.params.id),
  );
  app.get(
    `${INVITATION_LINK_PATH}/:token`,
    {
      config: { access: 'public' },
      schema: { params: invitationTokenParamsSchema, response: { 200: invitationLinkSchema } },
    },
    (request) => readInvitationLink(app.deps, request.params.token),
  );

  app.get(
    OUTBOX_PATH,
    {
      config: adminOnly,
      schema: { querystring: outboxQuerySchema, response: { 200: outboxPageSchema } },
    },
    (request) => readOutbox(app.deps, request.query.page),
  );
  app.get(
    `${OUTBOX_PATH}/:id`,
    {
      config: adminOnly,
      schema: { params: mailIdParamsSchema, response: { 200: outboxMailSchema } },
    },
    (request) => readOutboxMail(app.deps, request.params.id),
  );
  app.post(
    `${OUTBOX_PATH}/:id/resend`,
    {
      config: adminOnly,
      schema: { params: mailIdParamsSchema, response: { 200: outboxItemSchema } },
    },
    (request) => resendMail(app.deps, actorOf(request), request.params.id),
  );

  app.get(
    MAIL_SETTINGS_PATH,
    { config: { access: 'signedIn' }, schema: { response: { 200: mailSettingsSchema } } },
    (request) => readMailSettings(app.deps.db, signedInUser(request).email),
  );
  app.put(
    MAIL_SETTINGS_PATH,
    {
      config: { access: 'signedIn' },
      schema: { body: mailSettingsSchema, response: { 200: mailSettingsSchema } },
    },
    (request) => saveMailSettings(app.deps.db, signedInUser(request).email, request.body),
  );

  app.get(
    UNSUBSCRIBE_PATH,
    {
      config: { access: 'public' },
      schema: { querystring: unsubscribeQuerySchema, response: { 200: unsubscribeResultSchema } },
    },
    (request) => describeUnsubscribe(app.deps, request.query.token),
  );
  await app.register(async (oneClick: ZodApp) => {
    // A mail client's one-click unsubscribe (RFC 8058) posts the form `List-Unsubscribe=One-Click`
    // from its own servers, with no cookie: the token alone says what to turn off, so the form is
    // read here and nowhere else.
    oneClick.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, { form: String(body) }),
    );
    oneClick.post(
      UNSUBSCRIBE_PATH,
      {
        config: { access: 'public' },
        schema: { querystring: unsubscribeQuerySchema, response: { 200: unsubscribeResultSchema } },
      },
      (request) => unsubscribe(oneClick.deps, request.query.token),
    );
  });
}

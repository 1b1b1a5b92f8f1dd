// Serves uploaded files from the database at their public addresses, to everyone but the PDFs kept
// for members (every rules document, the replaced ones too): a name is random and never reused, so a file may be cached for
// good, and revalidated by its ETag (its SHA-256). Any
// address that is not a stored file gets the site's usual 404; a variant of a stored image that is
// not made yet is made first (image-variants.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { canAccess } from '../../../common/auth/access';
import { UPLOADED_DOCUMENTS_PATH, UPLOADED_IMAGES_PATH } from '../../../common/club/uploads';
import { AppError } from '../../http/app-error';
import { isNotModified } from '../../http/etag';
import { findSignedInUser } from '../../http/sessions/sessions';
import type { ZodApp } from '../../http/zod-app';
import { storedDocument } from './document-store';
import { imageReader } from './image-variants';
import { readUploadedFile, type UploadedFile } from './uploaded-files';

const CACHED_FOR_GOOD = 'public, max-age=31536000, immutable';

export async function uploadServeRoutes(app: ZodApp) {
  const { db } = app.deps;
  const readImage = imageReader(db, app.log);

  /** Sends a stored file, with the headers of its kind. */
  function sendStored(
    request: FastifyRequest,
    reply: FastifyReply,
    file: UploadedFile | undefined,
    headers: Record<string, string> = {},
  ) {
    if (!file) return reply.callNotFound();
    reply
      .header('cache-control', CACHED_FOR_GOOD)
      .header('x-content-type-options', 'nosniff')
      .headers(headers);
    if (isNotModified(request, reply, `"${file.sha256}"`)) return reply.status(304).send();
    return reply.type(file.contentType).send(file.content);
  }

  // Wildcards rather than named parameters: a name of any length is looked at, and is a 404 like any
  // other address that is not a stored file (a parameter over its length limit would answer 414).
  app.get<{ Params: { '*': string } }>(`${UPLOADED_IMAGES_PATH}*`, async (request, reply) =>
    sendStored(request, reply, await readImage(request.params['*'])),
  );

  // Opened in the browser's PDF viewer, and saved under the name it was uploaded with. A rules
  // document is for active members alone, and kept by their browser only.
  app.get<{ Params: { '*': string } }>(`${UPLOADED_DOCUMENTS_PATH}*`, async (request, reply) => {
    const stored = storedDocument(`${UPLOADED_DOCUMENTS_PATH}${request.params['*']}`);
    if (!stored) return reply.callNotFound();
    const file = await readUploadedFile(db, stored.url);
    const headers = { 'content-disposition': `inline; filename="${stored.name}"` };
    if (!file?.membersOnly) {
      return sendStored(request, reply, file, headers);
    }
    const user = await findSignedInUser(app.deps, request);
    if (!canAccess(user, 'activeMember')) {
      throw user ? new AppError(403, 'Forbidden') : new AppError(401, 'Unauthorized');
    }
    return sendStored(request, reply, file, { ...headers, 'cache-control': 'private, no-cache' });
  });
}

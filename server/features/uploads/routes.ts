// Uploads for the editor and the Club settings (admins only): images, and PDFs; and a member's own
// team-card photo. The multipart parser is registered in this plugin alone, so every other route
// still accepts JSON bodies only.
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  type AcceptedImageType,
  documentKinds,
  imageKinds,
  isAcceptedImageType,
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
  UPLOAD_DOCUMENTS_PATH,
} from '../../../common/club/uploads';
import { uploadedDocumentSchema, uploadedImageSchema } from '../../../common/club/uploads-api';
import { pdfLimitMessage } from '../../../common/rules/rulebook';
import { ownTeamCardSchema, TEAM_CARD_PHOTO_PATH } from '../../../common/team/team-card';
import { signedInUser } from '../../http/access-guard';
import { AppError } from '../../http/app-error';
import { perUserRateLimit } from '../../http/rate-limits/per-user-rate-limit';
import type { ZodApp } from '../../http/zod-app';
import { actorOf } from '../audit/actor';
import { PdfRefused } from '../axel/rulebook/read-pdf';
import { keepReading, readDocument } from '../axel/rulebook/rulebook-store';
import { ownCardId, writeOwnCardField } from '../team-cards/own-card';
import { storeDocument } from './document-store';
import { ACCEPTED_IMAGE_NAMES, storeImage } from './image-store';
import { uploadServeRoutes } from './serve-routes';

/** Decoding an image or reading a rulebook takes seconds of the server's time. */
const UPLOAD_RATE_LIMIT = perUserRateLimit(30, '10 minutes');

/** The one image file of a multipart request, with its declared type. */
async function receivedImage(request: FastifyRequest): Promise<[Buffer, AcceptedImageType]> {
  const file = await request.file().catch(() => undefined);
  if (!file) throw new AppError(400, 'Choose an image file to upload.');
  if (!isAcceptedImageType(file.mimetype)) {
    throw new AppError(415, `Use a ${ACCEPTED_IMAGE_NAMES} image.`);
  }
  const content = await file.toBuffer().catch(() => {
    throw new AppError(413, 'The image is larger than 8 MB.');
  });
  return [content, file.mimetype];
}

/** Room for the multipart framing around the largest file. */
const MULTIPART_FRAMING = 64 * 1024;

export async function uploadRoutes(app: ZodApp) {
  const { db } = app.deps;
  await app.register(uploadServeRoutes);
  // Images' limit; the documents route raises fileSize for its own requests.
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 0, parts: 1 },
  });

  app.post(
    '/api/uploads/images',
    {
      config: { access: 'admin', rateLimit: UPLOAD_RATE_LIMIT },
      bodyLimit: MAX_IMAGE_BYTES + MULTIPART_FRAMING,
      schema: {
        querystring: z.object({
          kind: z.enum(imageKinds, { error: 'Choose what the image is for' }),
        }),
        response: { 201: uploadedImageSchema },
      },
    },
    async (request, reply) => {
      const url = await storeImage(db, request.query.kind, ...(await receivedImage(request)));
      return reply.status(201).send({ url });
    },
  );

  // A member's own photo: stored, then written on their card as their own edit would be.
  app.post(
    TEAM_CARD_PHOTO_PATH,
    {
      config: { access: 'activeMember', rateLimit: UPLOAD_RATE_LIMIT },
      bodyLimit: MAX_IMAGE_BYTES + MULTIPART_FRAMING,
      schema: { response: { 200: ownTeamCardSchema.nullable() } },
    },
    async (request) => {
      const cardId = await ownCardId(app.deps, signedInUser(request));
      const url = await storeImage(db, 'team', ...(await receivedImage(request)));
      const change = { field: 'imageUrl', value: url } as const;
      return writeOwnCardField(app.deps, cardId, change, actorOf(request));
    },
  );

  app.post(
    UPLOAD_DOCUMENTS_PATH,
    {
      config: { access: 'admin', rateLimit: UPLOAD_RATE_LIMIT },
      bodyLimit: MAX_DOCUMENT_BYTES + MULTIPART_FRAMING,
      schema: {
        querystring: z.object({
          kind: z.enum(documentKinds, { error: 'Choose what the document is for' }),
        }),
        response: { 201: uploadedDocumentSchema },
      },
    },
    async (request, reply) => {
      const file = await request
        .file({ limits: { fileSize: MAX_DOCUMENT_BYTES } })
        .catch(() => undefined);
      if (file?.fieldname !== 'document') throw new AppError(400, 'Choose a PDF file to upload.');
      const content = await file.toBuffer().catch(() => {
        throw new AppError(413, 'The PDF is larger than 20 MB.');
      });
      // A rules document is read before it is stored, so that one past a reading limit leaves the
      // rules document as it was; the admin then sees at once what Axel made of it.
      const reading =
        request.query.kind === 'rules-document' ? await readUploadedRules(content) : undefined;
      const stored = await storeDocument(db, request.query.kind, content, file.filename);
      if (reading) {
        // A failure here (the database briefly down) only defers the reading to the first question.
        await keepReading(db, stored.url, reading).catch((error: unknown) =>
          request.log.warn({ err: error }, 'could not keep the rules document’s reading yet'),
        );
      }
      return reply.status(201).send(stored);
    },
  );
}

function readUploadedRules(content: Buffer) {
  return readDocument(content).catch((error: unknown) => {
    if (error instanceof PdfRefused && error.refusal !== 'unreadable') {
      throw new AppError(422, pdfLimitMessage(error.refusal));
    }
    throw error;
  });
}

// Uploads for the editor and the Club settings (admins only): images, and PDFs. The multipart parser
// is registered in this plugin alone, so every other route still accepts JSON bodies only.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { z } from 'zod';
import {
  acceptedImageTypes,
  documentKinds,
  imageKinds,
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
  UPLOAD_DOCUMENTS_PATH,
  UPLOADED_DOCUMENTS_PATH,
  UPLOADED_IMAGES_PATH,
} from '../../../common/uploads';
import { AppError } from '../../http/app-error';
import type { ZodApp } from '../../http/zod-app';
import { storeDocument, uploadedDocumentsDir } from './document-store';
import { storeImage, uploadedImagesDir } from './image-store';

/** Each stored name is new, so browsers may keep a file for a year. */
const CACHED_FOR_GOOD = 'public, max-age=31536000, immutable';

/** Room for the multipart framing around the largest file. */
const MULTIPART_FRAMING = 64 * 1024;

export async function uploadRoutes(app: ZodApp) {
  const { dataDir } = app.deps.config;
  await mkdir(uploadedImagesDir(dataDir), { recursive: true });
  await mkdir(uploadedDocumentsDir(dataDir), { recursive: true });
  // Images' limit; the documents route raises fileSize for its own requests.
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 0, parts: 1 },
  });
  await app.register(fastifyStatic, {
    root: uploadedImagesDir(dataDir),
    prefix: UPLOADED_IMAGES_PATH,
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (response) => {
      response.setHeader('cache-control', CACHED_FOR_GOOD);
    },
  });
  // Opened in the browser's PDF viewer, and saved under the name it was uploaded with.
  await app.register(fastifyStatic, {
    root: uploadedDocumentsDir(dataDir),
    prefix: UPLOADED_DOCUMENTS_PATH,
    decorateReply: false,
    index: false,
    list: false,
    cacheControl: false,
    setHeaders: (response, file) => {
      response.setHeader('content-type', 'application/pdf');
      response.setHeader('content-disposition', `inline; filename="${path.basename(file)}"`);
      response.setHeader('x-content-type-options', 'nosniff');
      response.setHeader('cache-control', CACHED_FOR_GOOD);
    },
  });

  app.post(
    '/api/uploads/images',
    {
      config: { access: 'admin' },
      bodyLimit: MAX_IMAGE_BYTES + MULTIPART_FRAMING,
      schema: {
        querystring: z.object({
          kind: z.enum(imageKinds, { error: 'Choose what the image is for' }),
        }),
        response: { 201: z.object({ url: z.string() }) },
      },
    },
    async (request, reply) => {
      const file = await request.file().catch(() => undefined);
      if (!file) throw new AppError(400, 'Choose an image file to upload.');
      if (!acceptedImageTypes.includes(file.mimetype)) {
        throw new AppError(415, 'Use a JPEG, PNG, WebP, GIF or AVIF image.');
      }
      const content = await file.toBuffer().catch(() => {
        throw new AppError(413, 'The image is larger than 8 MB.');
      });
      const url = await storeImage(dataDir, request.query.kind, content);
      return reply.status(201).send({ url });
    },
  );

  app.post(
    UPLOAD_DOCUMENTS_PATH,
    {
      config: { access: 'admin' },
      bodyLimit: MAX_DOCUMENT_BYTES + MULTIPART_FRAMING,
      schema: {
        querystring: z.object({
          kind: z.enum(documentKinds, { error: 'Choose what the document is for' }),
        }),
        response: { 201: z.object({ url: z.string(), name: z.string() }) },
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
      const stored = await storeDocument(dataDir, request.query.kind, content, file.filename);
      return reply.status(201).send(stored);
    },
  );
}

// Image uploads for the editor (admins only). The multipart parser is registered in this plugin
// alone, so every other route still accepts JSON bodies only.
import { mkdir } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { z } from 'zod';
import {
  acceptedImageTypes,
  imageKinds,
  MAX_IMAGE_BYTES,
  UPLOADED_IMAGES_PATH,
} from '../../../common/uploads';
import { AppError } from '../../http/app-error';
import type { ZodApp } from '../../http/zod-app';
import { storeImage, uploadedImagesDir } from './image-store';

export async function uploadRoutes(app: ZodApp) {
  const { dataDir } = app.deps.config;
  await mkdir(uploadedImagesDir(dataDir), { recursive: true });
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 0, parts: 1 },
  });
  // Each stored name is new, so browsers may keep an image for a year.
  await app.register(fastifyStatic, {
    root: uploadedImagesDir(dataDir),
    prefix: UPLOADED_IMAGES_PATH,
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (response) => {
      response.setHeader('cache-control', 'public, max-age=31536000, immutable');
    },
  });

  app.post(
    '/api/uploads/images',
    {
      config: { access: 'admin' },
      bodyLimit: MAX_IMAGE_BYTES + 64 * 1024,
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
}

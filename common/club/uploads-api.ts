// What the upload routes answer (common/club/uploads.ts holds the rest, without zod).
import { z } from 'zod';

/** POST /api/uploads/images: where the stored image is served. */
export const uploadedImageSchema = z.object({ url: z.string() });

/** POST UPLOAD_DOCUMENTS_PATH: where the stored PDF is served, and its file name. */
export const uploadedDocumentSchema = z.object({ url: z.string(), name: z.string() });
export type UploadedDocument = z.infer<typeof uploadedDocumentSchema>;

// Images that admins upload for the site's content (zod-free, for the editor's file inputs).
export const imageKinds = ['team', 'sponsor', 'news', 'vehicle', 'logo', 'hero'] as const;
export type ImageKind = (typeof imageKinds)[number];

/** What the server accepts; SVG is not among them, as it can carry scripts. */
export const acceptedImageTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;
export type AcceptedImageType = (typeof acceptedImageTypes)[number];

export const isAcceptedImageType = (type: string): type is AcceptedImageType =>
  (acceptedImageTypes as readonly string[]).includes(type);
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

export const UPLOADED_IMAGES_PATH = '/uploads/images/';

/** PDFs that admins upload: the sponsor brochure and the members' rules document. */
export const documentKinds = ['brochure', 'rules-document'] as const;
export type DocumentKind = (typeof documentKinds)[number];
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
/** POST /api/uploads/documents?kind=...: multipart, one file in the field `document`. */
export const UPLOAD_DOCUMENTS_PATH = '/api/uploads/documents';
/** Where uploaded PDFs are served, as /uploads/documents/<random>/<file name>.pdf. */
export const UPLOADED_DOCUMENTS_PATH = '/uploads/documents/';

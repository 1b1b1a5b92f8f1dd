// Images that admins upload for the site's content (zod-free, for the editor's file inputs).
export const imageKinds = ['team', 'sponsor', 'news', 'vehicle'] as const;
export type ImageKind = (typeof imageKinds)[number];

/** What the server accepts; SVG is not among them, as it can carry scripts. */
export const acceptedImageTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
];
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

export const UPLOADED_IMAGES_PATH = '/uploads/images/';

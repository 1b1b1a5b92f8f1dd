// Uploading images as the editor does, for tests of the uploads store.
import sharp from 'sharp';
import { makeUser } from '../factories';
import { sessionCookie } from '../sessions';
import type { TestApp } from '../test-app';

const BOUNDARY = 'club-test-boundary';
/** The content type of the bodies below. */
export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** A multipart/form-data body with one file field, as a browser's FormData sends it. */
export function multipartBody(content: Buffer, type: string, filename = 'photo') {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/** The body of a multipart request with no file in it. */
export const emptyMultipartBody = () => Buffer.from(`--${BOUNDARY}--\r\n`);

/** POSTs a multipart body to the image upload route, as a new user of `role`. */
export async function uploadImage(
  t: TestApp,
  body: Buffer,
  { role = 'admin', kind = 'team', type = 'multipart/form-data' } = {},
) {
  const user = await makeUser(t.db, { role: role as 'admin', isActive: 1 });
  return t.app.inject({
    method: 'POST',
    url: `/api/uploads/images?kind=${kind}`,
    headers: {
      cookie: await sessionCookie(t, user.id),
      'content-type': `${type}; boundary=${BOUNDARY}`,
    },
    payload: body,
  });
}

/** A camera's JPEG of one colour, with metadata that must not be published. */
export const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c2410c' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'someone' } } })
    .toBuffer();

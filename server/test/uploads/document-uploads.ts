// Test support: PDFs uploaded as an admin's browser sends them, multipart/form-data.
import type { LightMyRequestResponse } from 'fastify';
import { UPLOAD_DOCUMENTS_PATH } from '../../../common/club/uploads';
import type { TestApp } from '../test-app';

export const BOUNDARY = 'club-test-boundary';

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
export function multipartBody(content: Buffer, filename: string, field = 'document') {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/** Uploads a multipart body to the documents route with the session cookie given. */
export const uploadDocument = (
  t: TestApp,
  cookie: string,
  body: Buffer,
  kind = 'brochure',
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: 'POST',
    url: `${UPLOAD_DOCUMENTS_PATH}?kind=${kind}`,
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: body,
  });

// PDF uploads (the sponsor brochure, the members' rules document): checked by their content, kept
// under a name people recognise, served back as they were sent.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '../../../common/club/uploads';
import { makeUser } from '../../test/factories';
import { sessionCookie } from '../../test/sessions';
import { makeTestApp } from '../../test/test-app';
import { BOUNDARY, multipartBody, uploadDocument } from '../../test/uploads/document-uploads';
import { storedUploads } from '../../test/uploads/uploaded-files';
import { useTestSite } from '../../test/use-test-site';
import { removeStoredDocument, safeDocumentName } from './document-store';

const site = useTestSite({ signedIn: ['admin'] });

const storedDocuments = () => storedUploads(site.t.db, '/uploads/documents/');

const upload = (body: Buffer, kind = 'brochure', as = site.admin.cookie) =>
  uploadDocument(site.t, as, body, kind);

/** A small but real one-page PDF. */
const smallPdf = readFile(path.join(import.meta.dirname, 'test-files', 'one-page.pdf'));

describe('POST /api/uploads/documents', () => {
  it('stores a PDF under its own name, and serves it back byte for byte', async () => {
    const pdf = await smallPdf;

    const response = await upload(multipartBody(pdf, 'Sponsor Brochure 2026 (final).PDF'));

    expect(response.statusCode).toBe(201);
    const { url, name } = response.json();
    expect(name).toBe('sponsor-brochure-2026-final.pdf');
    expect(url).toMatch(/^\/uploads\/documents\/[0-9a-f]{24}\/sponsor-brochure-2026-final\.pdf$/);
    const served = await site.t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(
      'inline; filename="sponsor-brochure-2026-final.pdf"',
    );
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(pdf)).toBe(true);
  });

  it('is served by another instance of the site, from the database, and revalidated by its ETag', async () => {
    const pdf = await smallPdf;
    const { url } = (await upload(multipartBody(pdf, 'Handbook.pdf'))).json();
    const other = await makeTestApp({ sameDatabaseAs: site.t });
    try {
      const served = await other.app.inject({ method: 'GET', url });
      const etag = `"${createHash('sha256').update(pdf).digest('hex')}"`;
      const again = await other.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': etag },
      });

      expect(served.statusCode).toBe(200);
      expect(served.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-disposition': 'inline; filename="handbook.pdf"',
        etag,
        'cache-control': 'public, max-age=31536000, immutable',
      });
      expect(served.rawPayload.equals(pdf)).toBe(true);
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload).toHaveLength(0);
      expect(existsSync(path.join(site.t.app.deps.config.dataDir, 'uploads'))).toBe(false);
    } finally {
      await other.close();
    }
  });

  it('serves back every byte value as it was sent', async () => {
    const binary = Buffer.concat([
      Buffer.from('%PDF-1.7\n'),
      Buffer.from(Array.from({ length: 256 }, (_, byte) => byte)),
    ]);

    const { url } = (await upload(multipartBody(binary, 'binary.pdf'))).json();

    expect((await site.t.app.inject({ method: 'GET', url })).rawPayload.equals(binary)).toBe(true);
  });

  it('names a file with no usable name after its kind, and never reuses a URL', async () => {
    const pdf = await smallPdf;

    const first = (await upload(multipartBody(pdf, '«».pdf'), 'rules-document')).json();
    const second = (await upload(multipartBody(pdf, '«».pdf'), 'rules-document')).json();

    expect(first.name).toBe('rules-document.pdf');
    expect(second.name).toBe('rules-document.pdf');
    expect(second.url).not.toBe(first.url);
    expect(await storedDocuments()).toHaveLength(2);
  });

  it('refuses a PNG named .pdf, and an empty request, storing nothing', async () => {
    const png = await sharp({
      create: { width: 4, height: 4, channels: 3, background: '#c2410c' },
    })
      .png()
      .toBuffer();

    const renamed = await upload(multipartBody(png, 'rules.pdf'));
    const otherField = await upload(multipartBody(await smallPdf, 'rules.pdf', 'image'));
    const empty = await upload(Buffer.from(`--${BOUNDARY}--\r\n`));

    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe('The file is not a PDF.');
    expect(otherField.statusCode).toBe(400);
    expect(empty.statusCode).toBe(400);
    expect(await storedDocuments()).toEqual([]);
  });

  it('takes a PDF larger than an image may be, and refuses one over 20 MB', async () => {
    const pdfOf = (bytes: number) =>
      Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(bytes - 9, 0x20)]);

    const large = await upload(multipartBody(pdfOf(12 * 1024 * 1024), 'handbook.pdf'));
    const tooLarge = await upload(multipartBody(pdfOf(MAX_DOCUMENT_BYTES + 1), 'huge.pdf'));

    expect(large.statusCode).toBe(201);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('The PDF is larger than 20 MB.');
    expect(await storedDocuments()).toHaveLength(1);
  });

  it('refuses an unknown kind with its message', async () => {
    const response = await upload(multipartBody(await smallPdf, 'rules.pdf'), 'poster');

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Choose what the document is for/);
  });

  it('is for admins only', async () => {
    const member = await makeUser(site.t.db, { role: 'member', isActive: 1 });

    const response = await upload(
      multipartBody(await smallPdf, 'rules.pdf'),
      'rules-document',
      await sessionCookie(site.t, member.id),
    );

    expect(response.statusCode).toBe(403);
    expect(await storedDocuments()).toEqual([]);
  });
});

describe('removeStoredDocument', () => {
  it('removes a replaced document, and never a file outside the store', async () => {
    const { url } = (await upload(multipartBody(await smallPdf, 'brochure.pdf'))).json();

    await removeStoredDocument(site.t.db, '/uploads/documents/../../secrets.json');
    await removeStoredDocument(site.t.db, 'https://example.org/brochure.pdf');
    expect(await storedDocuments()).toHaveLength(1);

    await removeStoredDocument(site.t.db, url);
    expect(await storedDocuments()).toEqual([]);
    expect((await site.t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('safeDocumentName', () => {
  it('keeps the words of the uploaded name, in lower case', () => {
    expect(safeDocumentName('Règlement Baja SAE — Rev C.pdf', 'rules-document')).toBe(
      'reglement-baja-sae-rev-c.pdf',
    );
    expect(safeDocumentName('../../etc/passwd', 'brochure')).toBe('etc-passwd.pdf');
    expect(safeDocumentName(undefined, 'brochure')).toBe('brochure.pdf');
  });
});

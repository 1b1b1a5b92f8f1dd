import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeTeamMember, makeUser } from '../../test/factories';
import { sessionCookie } from '../../test/sessions';
import { makeTestApp } from '../../test/test-app';
import {
  emptyMultipartBody,
  MULTIPART_TYPE,
  multipartBody,
  photo,
  uploadImage,
} from '../../test/uploads/image-uploads';
import { storedUploads } from '../../test/uploads/uploaded-files';
import { useTestSite } from '../../test/use-test-site';

const site = useTestSite();

const upload = (body: Buffer, options?: Parameters<typeof uploadImage>[2]) =>
  uploadImage(site.t, body, options);

/** The names of the image files stored, variants included. */
const storedFiles = async () =>
  (await storedUploads(site.t.db, '/uploads/images/')).map((url) => path.basename(url));

/** The names of the images stored, each once with its variants. */
const storedImages = async () => [
  ...new Set((await storedFiles()).map((name) => name.replace(/-\d+\.(avif|webp)$/, '.webp'))),
];

describe('image uploads', () => {
  it('re-encode an image to WebP no wider than its kind is shown, without its metadata', async () => {
    const response = await upload(multipartBody(await photo(3000, 2000), 'image/jpeg'));

    expect(response.statusCode).toBe(201);
    const { url } = response.json();
    expect(url).toMatch(/^\/uploads\/images\/team-[0-9a-f]{24}\.webp$/);
    const served = await site.t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 640, height: 427 });
    expect(stored.exif).toBeUndefined();
  });

  it('size a logo for the navigation and a hero for the full width of a screen', async () => {
    const logo = await upload(multipartBody(await photo(1200, 600), 'image/jpeg'), {
      kind: 'logo',
    });
    const hero = await upload(multipartBody(await photo(3000, 1500), 'image/jpeg'), {
      kind: 'hero',
    });

    expect(logo.statusCode).toBe(201);
    expect(hero.statusCode).toBe(201);
    const widthOf = async (url: string) =>
      (await sharp((await site.t.app.inject({ method: 'GET', url })).rawPayload).metadata()).width;
    expect(logo.json().url).toMatch(/^\/uploads\/images\/logo-[0-9a-f]{24}\.webp$/);
    expect(await widthOf(logo.json().url)).toBe(256);
    expect(await widthOf(hero.json().url)).toBe(1920);
  });

  it('refuse what is not an image, and types we do not take, storing nothing', async () => {
    const fake = await upload(multipartBody(Buffer.from('<script>alert(1)</script>'), 'image/png'));
    const svg = await upload(
      multipartBody(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'),
    );
    const empty = await upload(emptyMultipartBody());

    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toMatch(/not an image we can read/);
    expect(svg.statusCode).toBe(415);
    expect(empty.statusCode).toBe(400);
    expect(await storedFiles()).toEqual([]);
  });

  it('decode a file only as the type it was sent as: no SVG, TIFF or JPEG behind image/png', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const tiff = await sharp({
      create: { width: 10, height: 10, channels: 3, background: '#0f766e' },
    })
      .tiff()
      .toBuffer();

    for (const content of [svg, tiff, await photo(10, 10)]) {
      const response = await upload(multipartBody(content, 'image/png'));

      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'The file is not the PNG image its type says. Save it as a JPEG, PNG, WebP, GIF or AVIF file and upload that.',
      );
    }
    expect(await storedFiles()).toEqual([]);
  });

  it('refuse an image more than 10,000 pixels wide or high, however few pixels it has', async () => {
    const png = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#0f766e' } })
        .png()
        .toBuffer();

    // 40 megapixels, as many as a photo may have, in a strip no screen shows.
    const strip = await upload(multipartBody(await png(100, 400_000), 'image/png'));
    const wide = await upload(multipartBody(await png(10_001, 10), 'image/png'));

    for (const response of [strip, wide]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'The image is more than 10,000 pixels wide or high. Make it smaller and upload it again.',
      );
    }
    expect(await storedFiles()).toEqual([]);
    expect((await upload(multipartBody(await png(10_000, 10), 'image/png'))).statusCode).toBe(201);
  });

  it('refuse an unknown kind with its message', async () => {
    const response = await upload(multipartBody(await photo(10, 10), 'image/jpeg'), {
      kind: 'cat',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Choose what the image is for/);
  });

  it('are for admins only', async () => {
    const body = multipartBody(await photo(10, 10), 'image/jpeg');
    const visitor = await site.t.app.inject({
      method: 'POST',
      url: '/api/uploads/images?kind=team',
      headers: { 'content-type': MULTIPART_TYPE },
      payload: body,
    });

    expect(visitor.statusCode).toBe(401);
    expect((await upload(body, { role: 'designer' })).statusCode).toBe(403);
    expect(await storedFiles()).toEqual([]);
  });

  it('stay JSON-only everywhere else: a multipart body to another route is refused', async () => {
    const response = await site.t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': MULTIPART_TYPE },
      payload: multipartBody(Buffer.from('x'), 'image/png'),
    });

    expect(response.statusCode).toBe(415);
  });

  it('stay stored when the editor replaces them or deletes their entry: a version may show them again', async () => {
    const admin = await makeUser(site.t.db, { role: 'admin', isActive: 1 });
    const cookie = await sessionCookie(site.t, admin.id);
    const member = await makeTeamMember(site.t.db);
    const uploaded = async () =>
      (await upload(multipartBody(await photo(20, 20), 'image/jpeg'))).json().url as string;
    const setImage = (imageUrl: string) =>
      site.t.app.inject({
        method: 'PUT',
        url: `/api/team-members/${member.id}`,
        headers: { cookie },
        payload: { imageUrl },
      });
    const first = await uploaded();
    const second = await uploaded();

    expect((await setImage(first)).statusCode).toBe(200);
    expect((await setImage(second)).statusCode).toBe(200);
    const both = [path.basename(first), path.basename(second)].sort();
    expect((await storedImages()).sort()).toEqual(both);

    const deleted = await site.t.app.inject({
      method: 'DELETE',
      url: `/api/team-members/${member.id}`,
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await storedImages()).sort()).toEqual(both);
  });
});

describe('uploaded images are served', () => {
  it('by another instance of the site, from the database, with their type, ETag and caching', async () => {
    const { url } = (await upload(multipartBody(await photo(40, 30), 'image/jpeg'))).json();
    const other = await makeTestApp({ sameDatabaseAs: site.t });
    try {
      const served = await other.app.inject({ method: 'GET', url });

      expect(served.statusCode).toBe(200);
      const sha256 = createHash('sha256').update(served.rawPayload).digest('hex');
      expect(served.headers).toMatchObject({
        'content-type': 'image/webp',
        etag: `"${sha256}"`,
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      });
      expect(served.headers['content-security-policy']).toContain("default-src 'self'");
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
      expect(existsSync(path.join(site.t.app.deps.config.dataDir, 'uploads'))).toBe(false);

      const head = await other.app.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(200);
      expect(head.headers.etag).toBe(`"${sha256}"`);
      expect(head.rawPayload).toHaveLength(0);
    } finally {
      await other.close();
    }
  });

  it('as 304 to a browser that has the same file, and whole to one that has another', async () => {
    const { url } = (await upload(multipartBody(await photo(20, 20), 'image/jpeg'))).json();
    const { etag } = (await site.t.app.inject({ method: 'GET', url })).headers;
    const revalidate = (ifNoneMatch: string) =>
      site.t.app.inject({ method: 'GET', url, headers: { 'if-none-match': ifNoneMatch } });

    const same = await revalidate(String(etag));
    expect(same.statusCode).toBe(304);
    expect(same.rawPayload).toHaveLength(0);
    expect(same.headers.etag).toBe(etag);
    expect(same.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await revalidate(`"0000", W/${etag}`)).statusCode).toBe(304);
    expect((await revalidate('*')).statusCode).toBe(304);
    const changed = await revalidate('"0000"');
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.length).toBeGreaterThan(0);
  });

  it('answer the usual 404 for any other address, whatever its shape', async () => {
    const addresses = [
      '/uploads/images/team-0123456789abcdef01234567.webp',
      '/uploads/images/TEAM-0123456789abcdef01234567.webp',
      '/uploads/images/../../secrets.json',
      '/uploads/images/..%2F..%2Fsecrets.json',
      '/uploads/images/%2e%2e',
      `/uploads/images/${'a'.repeat(5000)}.webp`,
      '/uploads/images/team-%00.webp',
      '/uploads/images/%F0%9F%90%88.webp',
      '/uploads/images/',
      '/uploads/images/a/b.webp',
      '/uploads/documents/0123456789abcdef01234567/rules.pdf',
      '/uploads/documents/0123456789abcdef01234567/..%2F..%2Fdb',
      '/uploads/documents/../../etc/passwd',
      '/uploads/documents/x',
      `/uploads/documents/${'0'.repeat(300)}/${'a'.repeat(300)}.pdf`,
      '/uploads/documents/0123456789abcdef01234567/a/b.pdf',
    ];

    for (const url of addresses) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await site.t.app.inject({ method, url });
        expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 404 });
      }
    }
    expect((await site.t.app.inject({ method: 'GET', url: addresses[0] })).json()).toEqual({
      message: 'Not found',
    });
    // Not an address at all: refused before any route, as everywhere on the site.
    const malformed = await site.t.app.inject({
      method: 'GET',
      url: '/uploads/images/team-%ZZ.webp',
    });
    expect(malformed.statusCode).toBe(400);
  });
});

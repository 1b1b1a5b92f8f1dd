import { mkdir, readdir, rm } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeTeamMember, makeUser } from '../../test/factories';
import { sessionCookie } from '../../test/sessions';
import { makeTestApp, resetTestApp, type TestApp } from '../../test/test-app';
import { removeStoredImage, uploadedImagesDir } from './image-store';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
beforeEach(async () => {
  await resetTestApp(t);
  const directory = uploadedImagesDir(t.app.deps.config.dataDir);
  await rm(directory, { recursive: true, force: true });
  await mkdir(directory, { recursive: true });
});
afterAll(() => t.close());

const BOUNDARY = 'club-test-boundary';

/** A multipart/form-data body with one file field, as a browser's FormData sends it. */
function multipartBody(content: Buffer, type: string, filename = 'photo') {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

async function upload(
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

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c2410c' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'someone' } } })
    .toBuffer();

const storedFiles = () => readdir(uploadedImagesDir(t.app.deps.config.dataDir));

describe('image uploads', () => {
  it('re-encode an image to WebP no wider than its kind is shown, without its metadata', async () => {
    const response = await upload(multipartBody(await photo(3000, 2000), 'image/jpeg'));

    expect(response.statusCode).toBe(201);
    const { url } = response.json();
    expect(url).toMatch(/^\/uploads\/images\/team-[0-9a-f]{24}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url });
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
      (await sharp((await t.app.inject({ method: 'GET', url })).rawPayload).metadata()).width;
    expect(logo.json().url).toMatch(/^\/uploads\/images\/logo-[0-9a-f]{24}\.webp$/);
    expect(await widthOf(logo.json().url)).toBe(256);
    expect(await widthOf(hero.json().url)).toBe(1920);
  });

  it('refuse what is not an image, and types we do not take, storing nothing', async () => {
    const fake = await upload(multipartBody(Buffer.from('<script>alert(1)</script>'), 'image/png'));
    const svg = await upload(
      multipartBody(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'),
    );
    const empty = await upload(Buffer.from(`--${BOUNDARY}--\r\n`));

    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toMatch(/not an image we can read/);
    expect(svg.statusCode).toBe(415);
    expect(empty.statusCode).toBe(400);
    expect(await storedFiles()).toEqual([]);
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
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/images?kind=team',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: body,
    });

    expect(visitor.statusCode).toBe(401);
    expect((await upload(body, { role: 'designer' })).statusCode).toBe(403);
    expect(await storedFiles()).toEqual([]);
  });

  it('stay JSON-only everywhere else: a multipart body to another route is refused', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipartBody(Buffer.from('x'), 'image/png'),
    });

    expect(response.statusCode).toBe(415);
  });

  it('remove a stored image once it is replaced, and never a file outside the store', async () => {
    const { url } = (await upload(multipartBody(await photo(20, 20), 'image/jpeg'))).json();
    expect(await storedFiles()).toHaveLength(1);

    await removeStoredImage(t.app.deps.config.dataDir, '/uploads/images/../../secrets.json');
    await removeStoredImage(t.app.deps.config.dataDir, 'https://example.org/logo.png');
    expect(await storedFiles()).toHaveLength(1);

    await removeStoredImage(t.app.deps.config.dataDir, url);
    expect(await storedFiles()).toEqual([]);
  });

  it('are deleted when the editor replaces them or deletes their entry', async () => {
    const admin = await makeUser(t.db, { role: 'admin', isActive: 1 });
    const cookie = await sessionCookie(t, admin.id);
    const member = await makeTeamMember(t.db);
    const uploaded = async () =>
      (await upload(multipartBody(await photo(20, 20), 'image/jpeg'))).json().url as string;
    const setImage = (imageUrl: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/team-members/${member.id}`,
        headers: { cookie },
        payload: { imageUrl },
      });
    const first = await uploaded();
    const second = await uploaded();

    expect((await setImage(first)).statusCode).toBe(200);
    expect((await setImage(second)).statusCode).toBe(200);
    expect(await storedFiles()).toEqual([second.split('/').pop()]);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/team-members/${member.id}`,
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await storedFiles()).toEqual([]);
  });
});

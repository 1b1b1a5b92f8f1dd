import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { responsiveSrcsets } from '../../../common/club/responsive-images';
import { makeTestApp } from '../../test/test-app';
import { multipartBody, photo, uploadImage } from '../../test/uploads/image-uploads';
import { storedUploads } from '../../test/uploads/uploaded-files';
import { useTestSite } from '../../test/use-test-site';
import { saveUploadedFile } from './uploaded-files';

const site = useTestSite();

const get = (url: string, app = site.t.app) => app.inject({ method: 'GET', url });

/** The type and size of the image served at `url`. */
async function servedImage(url: string) {
  const response = await get(url);
  expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
  const { width, height } = await sharp(response.rawPayload).metadata();
  return { type: response.headers['content-type'], width, height };
}

async function uploaded(kind: string, width: number, height: number): Promise<string> {
  const response = await uploadImage(
    site.t,
    multipartBody(await photo(width, height), 'image/jpeg'),
    {
      kind,
    },
  );
  expect(response.statusCode).toBe(201);
  return response.json().url;
}

/** An image stored as uploads were before they had variants: the WebP original alone. */
async function olderUpload(kind: string, content: Buffer | Promise<Buffer>) {
  const url = `/uploads/images/${kind}-${randomBytes(12).toString('hex')}.webp`;
  await saveUploadedFile(site.t.db, url, 'image/webp', await content);
  return url;
}

const webpPhoto = async (width: number, height: number) =>
  sharp(await photo(width, height))
    .webp({ quality: 82 })
    .toBuffer();

const variantsOf = (url: string) =>
  storedUploads(site.t.db, url.replace(/\.webp$/, '-')).then((paths) => paths.sort());

describe('an uploaded image', () => {
  it('is stored in each width of its kind as AVIF and WebP, as its srcsets list them', async () => {
    const url = await uploaded('hero', 3000, 1500);
    const base = url.replace(/\.webp$/, '');

    expect(await variantsOf(url)).toEqual(
      [
        '-1280.avif',
        '-1280.webp',
        '-1920.avif',
        '-640.avif',
        '-640.webp',
        '-960.avif',
        '-960.webp',
      ].map((suffix) => `${base}${suffix}`),
    );
    for (const width of [640, 960, 1280, 1920]) {
      expect(await servedImage(`${base}-${width}.avif`)).toEqual({
        type: 'image/avif',
        width,
        height: width / 2,
      });
    }
    for (const width of [640, 960, 1280]) {
      expect(await servedImage(`${base}-${width}.webp`)).toEqual({
        type: 'image/webp',
        width,
        height: width / 2,
      });
    }
    const srcsets = responsiveSrcsets(url);
    const listed = `${srcsets?.avif}, ${srcsets?.webp}`.split(', ').map((c) => c.split(' ')[0]);
    for (const candidate of listed) expect((await get(candidate ?? '')).statusCode).toBe(200);
  });

  it('is never made wider: a narrower upload has its own width under the wider names', async () => {
    const url = await uploaded('news', 700, 350);
    const base = url.replace(/\.webp$/, '');

    expect(await servedImage(`${base}-480.avif`)).toMatchObject({ width: 480, height: 240 });
    expect(await servedImage(`${base}-960.avif`)).toMatchObject({ width: 700, height: 350 });
    expect(await servedImage(`${base}-1280.avif`)).toMatchObject({ width: 700, height: 350 });
    // The WebP as wide as the original is the original itself.
    expect((await get(`${base}-960.webp`)).rawPayload).toEqual((await get(url)).rawPayload);
  });
});

describe('an image uploaded before variants', () => {
  it('gets a variant when a browser first asks, stored for every instance', async () => {
    const url = await olderUpload('news', webpPhoto(1280, 720));
    const variant = url.replace(/\.webp$/, '-480.avif');
    expect(await variantsOf(url)).toEqual([]);

    const first = await get(variant);

    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/avif');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ width: 480, height: 270 });
    expect(await variantsOf(url)).toEqual([variant]);
    const sha256 = createHash('sha256').update(first.rawPayload).digest('hex');
    expect(first.headers.etag).toBe(`"${sha256}"`);

    const other = await makeTestApp({ sameDatabaseAs: site.t });
    try {
      const again = await get(variant, other.app);
      expect(again.statusCode).toBe(200);
      expect(again.headers.etag).toBe(first.headers.etag);
    } finally {
      await other.close();
    }
  });

  it('gets one variant for many browsers asking at once', async () => {
    const url = await olderUpload('hero', webpPhoto(1920, 1080));
    const variant = url.replace(/\.webp$/, '-960.avif');

    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => get(variant)));

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(await variantsOf(url)).toEqual([variant]);
  });

  it('gets no variant when it cannot be read, and says 404', async () => {
    const url = await olderUpload('team', Buffer.from('not a picture'));

    expect((await get(url.replace(/\.webp$/, '-320.avif'))).statusCode).toBe(404);
    expect(await variantsOf(url)).toEqual([]);
  });
});

describe('a name that is not a variant of a stored image', () => {
  it('answers the usual 404 and makes nothing', async () => {
    const url = await olderUpload('news', webpPhoto(1280, 720));
    const base = url.replace(/\.webp$/, '');
    const names = [
      // Of an image that is not stored.
      '/uploads/images/news-0123456789abcdef01234567-480.avif',
      // Widths and formats the kind does not have.
      `${base}-500.avif`,
      `${base}-0480.avif`,
      `${base}-1920.avif`,
      `${base}-1280.webp`,
      `${base}-480.png`,
      `${base}-480.AVIF`,
      `${base}-480.avif.webp`,
      `${base}--480.avif`,
      `${base}-99999999999999999999.avif`,
      '/uploads/images/cat-0123456789abcdef01234567-480.avif',
    ];

    for (const name of names) {
      const response = await get(name);
      expect({ name, status: response.statusCode }).toEqual({ name, status: 404 });
    }
    expect(await get(names[0] ?? '').then((response) => response.json())).toEqual({
      message: 'Not found',
    });
    expect(await variantsOf(url)).toEqual([]);
  });
});

// Uploads from before they lived in the database: files under DATA_DIR/uploads move in at start-up,
// keep their addresses, and leave the disk.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../test/test-app';
import { storedUploads } from '../../test/uploads/uploaded-files';

const directories: string[] = [];
afterEach(async () => {
  for (const directory of directories.splice(0)) {
    await rm(directory, { recursive: true, force: true });
  }
});

/** A DATA_DIR holding `files` (path under it: content), as an older version of the site left it. */
async function dataDirWith(files: Record<string, Buffer | string>): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'club-disk-uploads-'));
  directories.push(dataDir);
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dataDir, name)), { recursive: true });
    await writeFile(path.join(dataDir, name), content);
  }
  return dataDir;
}

const IMAGE = 'uploads/images/team-0123456789abcdef01234567.webp';
const DOCUMENT = 'uploads/documents/89abcdef0123456789abcdef/sponsor-brochure.pdf';

describe('uploads left on disk by an older version', () => {
  it('are served from the database after the next start, and gone from the disk', async () => {
    const image = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#c2410c' },
    })
      .webp()
      .toBuffer();
    const pdf = Buffer.from('%PDF-1.7\n% brochure\n%%EOF\n');
    const dataDir = await dataDirWith({ [IMAGE]: image, [DOCUMENT]: pdf });

    const t = await makeTestApp({ environment: { DATA_DIR: dataDir } });
    try {
      const servedImage = await t.app.inject({ method: 'GET', url: `/${IMAGE}` });
      const servedDocument = await t.app.inject({ method: 'GET', url: `/${DOCUMENT}` });

      expect(servedImage.statusCode).toBe(200);
      expect(servedImage.headers['content-type']).toBe('image/webp');
      expect(servedImage.rawPayload.equals(image)).toBe(true);
      expect(servedDocument.statusCode).toBe(200);
      expect(servedDocument.headers['content-type']).toBe('application/pdf');
      expect(servedDocument.headers['content-disposition']).toBe(
        'inline; filename="sponsor-brochure.pdf"',
      );
      expect(servedDocument.rawPayload.equals(pdf)).toBe(true);
      expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);
    } finally {
      await t.close();
    }
  });

  it('leave alone what this site never wrote there, and keep a copy already moved', async () => {
    const dataDir = await dataDirWith({
      [IMAGE]: 'moved again',
      'uploads/images/notes.txt': 'a note',
      'uploads/images/photo.jpg': 'a photo',
      'uploads/documents/89abcdef0123456789abcdef/Brochure.PDF': '%PDF-',
      'uploads/documents/not-a-folder/brochure.pdf': '%PDF-',
    });
    const first = await makeTestApp();
    // The image was moved by an instance that started earlier, and left behind on this disk.
    const earlier = await dataDirWith({ [IMAGE]: 'moved first' });
    const other = await makeTestApp({
      sameDatabaseAs: first,
      environment: { DATA_DIR: earlier },
    });
    const t = await makeTestApp({ sameDatabaseAs: first, environment: { DATA_DIR: dataDir } });
    try {
      const served = await t.app.inject({ method: 'GET', url: `/${IMAGE}` });

      expect(served.body).toBe('moved first');
      expect(await storedUploads(t.db, '/uploads/')).toEqual([`/${IMAGE}`]);
      expect((await readdir(path.join(dataDir, 'uploads', 'images'))).sort()).toEqual([
        'notes.txt',
        'photo.jpg',
      ]);
      expect((await readdir(path.join(dataDir, 'uploads', 'documents'))).sort()).toEqual([
        '89abcdef0123456789abcdef',
        'not-a-folder',
      ]);
    } finally {
      await t.close();
      await other.close();
      await first.close();
    }
  });
});

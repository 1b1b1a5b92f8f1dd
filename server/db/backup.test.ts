import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { saveUploadedFile } from '../features/uploads/uploaded-files';
import { backUpEmbedded, restoreEmbedded } from './backup';
import { openDatabase } from './client';
import { uploadedFiles } from './schema/shared-state-schema';
import { newsArticles } from './schema/site-schema';

const directories: string[] = [];
async function dataDir() {
  const directory = await mkdtemp(path.join(tmpdir(), 'club-backup-'));
  directories.push(directory);
  return directory;
}
afterEach(async () => {
  for (const directory of directories.splice(0))
    await rm(directory, { recursive: true, force: true });
});

/** The news titles and the uploaded files (path: content) the database in `directory` holds. */
async function contentIn(directory: string) {
  const database = await openDatabase({ databaseUrl: undefined, dataDir: directory });
  try {
    const articles = await database.db.select().from(newsArticles);
    const uploads = await database.db.select().from(uploadedFiles);
    return {
      titles: articles.map((article) => article.title),
      uploads: Object.fromEntries(uploads.map((file) => [file.path, file.content.toString()])),
    };
  } finally {
    await database.close();
  }
}

const LOGO = '/uploads/images/logo-0123456789abcdef01234567.webp';

describe('embedded database backups', () => {
  it('restore what was backed up, uploaded files included, keeping the replaced database aside', async () => {
    const site = await dataDir();
    const database = await openDatabase({ databaseUrl: undefined, dataDir: site });
    await database.db.insert(newsArticles).values({
      title: 'Before the backup',
      slug: 'before-the-backup',
      excerpt: 'e',
      content: 'c',
      date: '2026-11-01',
    });
    await saveUploadedFile(database.db, LOGO, 'image/webp', Buffer.from('the logo'));
    await database.close();

    const archive = await backUpEmbedded(site, new Date('2026-11-23T10:00:00Z'));
    expect(path.basename(archive)).toBe('db-2026-11-23T10-00-00.tar.gz');

    const later = await openDatabase({ databaseUrl: undefined, dataDir: site });
    await later.db.delete(newsArticles);
    await later.db.delete(uploadedFiles);
    await later.close();
    expect(await contentIn(site)).toEqual({ titles: [], uploads: {} });

    const keptAside = await restoreEmbedded(site, archive, new Date('2026-11-23T11:00:00Z'));

    expect(await contentIn(site)).toEqual({
      titles: ['Before the backup'],
      uploads: { [LOGO]: 'the logo' },
    });
    expect(keptAside).toBe(path.join(site, 'db.before-restore-2026-11-23T11-00-00'));
  });
});

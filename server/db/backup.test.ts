import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { backUpEmbedded, restoreEmbedded } from './backup';
import { openDatabase } from './client';
import { newsArticles } from './schema';

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

async function titlesIn(directory: string) {
  const database = await openDatabase({ databaseUrl: undefined, dataDir: directory });
  try {
    return (await database.db.select().from(newsArticles)).map((article) => article.title);
  } finally {
    await database.close();
  }
}

describe('embedded database backups', () => {
  it('restore what was backed up, keeping the replaced database aside', async () => {
    const site = await dataDir();
    const database = await openDatabase({ databaseUrl: undefined, dataDir: site });
    await database.db.insert(newsArticles).values({
      title: 'Before the backup',
      excerpt: 'e',
      content: 'c',
      date: '2026-11-01',
    });
    await database.close();

    const archive = await backUpEmbedded(site, new Date('2026-11-23T10:00:00Z'));
    expect(path.basename(archive)).toBe('db-2026-11-23T10-00-00.tar.gz');

    const later = await openDatabase({ databaseUrl: undefined, dataDir: site });
    await later.db.delete(newsArticles);
    await later.close();
    expect(await titlesIn(site)).toEqual([]);

    const keptAside = await restoreEmbedded(site, archive, new Date('2026-11-23T11:00:00Z'));

    expect(await titlesIn(site)).toEqual(['Before the backup']);
    expect(keptAside).toBe(path.join(site, 'db.before-restore-2026-11-23T11-00-00'));
  });
});

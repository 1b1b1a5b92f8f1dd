import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { saveUploadedFile } from '../features/uploads/uploaded-files';
import { backUpEmbedded, backUpPostgres, pgDumpCommand, restoreEmbedded } from './backup';
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

// Each test opens the embedded database on disk several times, each opening writing durably: on a
// slow disk that takes tens of seconds, beyond the api project's 30.
describe('embedded database backups', { timeout: 120_000 }, () => {
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

  it('are readable by their owner only', async () => {
    const site = await dataDir();
    await (await openDatabase({ databaseUrl: undefined, dataDir: site })).close();

    const archive = await backUpEmbedded(site);

    expect(await modeOf(archive)).toBe(0o600);
    expect(await modeOf(path.dirname(archive))).toBe(0o700);
  });
});

const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

describe('PostgreSQL backups', () => {
  it('give pg_dump the password in its environment, never on its command line', () => {
    const { args, env } = pgDumpCommand('postgres://club:s3cret%2Fpass@db.test:5432/club', '/b/x');

    expect(args.join(' ')).not.toContain('s3cret');
    expect(args).toContain('postgres://club@db.test:5432/club');
    expect(env.PGPASSWORD).toBe('s3cret/pass');
  });

  const serverUrl = process.env.TEST_DATABASE_URL;
  const hasPgDump = spawnSync('pg_dump', ['--version']).status === 0;
  it.runIf(serverUrl && hasPgDump)('are dumped readable by their owner only', async () => {
    const withPassword = new URL(serverUrl as string);
    // The tests' server trusts its users, so any password reaches it through PGPASSWORD.
    withPassword.password = 'not-on-the-command-line';

    const dump = await backUpPostgres(withPassword.href, await dataDir());

    expect(await modeOf(dump)).toBe(0o600);
    expect((await stat(dump)).size).toBeGreaterThan(0);
  });
});

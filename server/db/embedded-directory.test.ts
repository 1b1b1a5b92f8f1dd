import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openEmbeddedDirectory } from './embedded-directory';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'club-db-'));

describe('embedded database directory', () => {
  it('creates the database on first use and opens the same one again', async () => {
    const dataDir = freshDir();
    const first = await openEmbeddedDirectory(dataDir);
    await first.exec("create table notes (text text); insert into notes values ('kept')");
    await first.close();

    const again = await openEmbeddedDirectory(dataDir);
    const { rows } = await again.query<{ text: string }>('select text from notes');
    await again.close();

    expect(rows).toEqual([{ text: 'kept' }]);
  });

  it('discards an initialisation that was interrupted and starts afresh', async () => {
    const dataDir = freshDir();
    mkdirSync(path.join(dataDir, 'db.initialising'));
    writeFileSync(path.join(dataDir, 'db.initialising', 'PG_VERSION'), 'half-written');

    const database = await openEmbeddedDirectory(dataDir);
    await database.close();

    expect(existsSync(path.join(dataDir, 'db.initialising'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
  });

  it('refuses a db directory that holds no database rather than overwrite it', async () => {
    const dataDir = freshDir();
    mkdirSync(path.join(dataDir, 'db'));
    writeFileSync(path.join(dataDir, 'db', 'notes.txt'), 'not a database');

    await expect(openEmbeddedDirectory(dataDir)).rejects.toThrow('holds no database');
  });
});

// Migration 0015 keeps for members every PDF that was ever the rules document: run on a database at
// 0014 that holds the rules documents of earlier seasons.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const migrationsDir = path.join(import.meta.dirname, 'migrations');
const statementsOf = (file: string) =>
  readFileSync(path.join(migrationsDir, file), 'utf8').split('--> statement-breakpoint');
const files = readdirSync(migrationsDir)
  .filter((file) => file.endsWith('.sql'))
  .sort();
const MIGRATION = '0015_members_only_uploads.sql';

let db: PGlite;
beforeAll(async () => {
  db = new PGlite();
  for (const file of files.filter((name) => name < MIGRATION)) {
    for (const statement of statementsOf(file)) await db.exec(statement);
  }
});
afterAll(() => db.close());

const pdf = (name: string) => `/uploads/documents/0123456789abcdef0123456${name}.pdf`;

describe('migration 0015: the rules documents stored before it', () => {
  it('keeps for members the one named now, those read for Axel and those named before', async () => {
    const paths = {
      current: pdf('1/rules-2027'),
      read: pdf('2/rules-2026'),
      namedBefore: pdf('3/rules-2025'),
      brochure: pdf('4/brochure'),
    };
    for (const stored of Object.values(paths)) {
      await db.query(
        `insert into uploaded_files (path, content_type, content, sha256)
          values ($1, 'application/pdf', '\\x25504446', 'x')`,
        [stored],
      );
    }
    await db.query('insert into club_config (id, rules_document_url) values (1, $1)', [
      paths.current,
    ]);
    await db.query(
      `insert into rulebook_readings (document_path, outcome, pages, clauses) values ($1, 'read', 1, 1)`,
      [paths.read],
    );
    await db.query(
      `insert into audit_log (action, entity, entity_id, before, after)
        values ('update', 'club-settings', '1', $1, $2), ('update', 'sponsor', 'x', $3, null)`,
      [
        { rulesDocumentUrl: paths.namedBefore, brochureUrl: paths.brochure },
        { rulesDocumentUrl: null, brochureUrl: paths.brochure },
        { rulesDocumentUrl: paths.brochure },
      ],
    );

    for (const statement of statementsOf(MIGRATION)) await db.exec(statement);

    const { rows } = await db.query<{ path: string; members_only: boolean }>(
      'select path, members_only from uploaded_files order by path',
    );
    expect(rows).toEqual([
      { path: paths.current, members_only: true },
      { path: paths.read, members_only: true },
      { path: paths.namedBefore, members_only: true },
      { path: paths.brochure, members_only: false },
    ]);
  });
});

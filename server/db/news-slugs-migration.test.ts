// Migration 0008 gives the articles stored before it their slugs: run on a database at 0007.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const migrationsDir = path.join(import.meta.dirname, 'migrations');
const migration = (name: string) =>
  readFileSync(path.join(migrationsDir, `${name}.sql`), 'utf8').split('--> statement-breakpoint');
const before = [
  '0000_initial',
  '0001_club_contact_and_social_links',
  '0002_member_resources',
  '0003_sponsor_order',
  '0004_axel_usage',
  '0005_club_settings',
  '0006_shared_state',
  '0007_clockify_record',
];

let db: PGlite;
beforeAll(async () => {
  db = new PGlite();
  for (const name of before) for (const statement of migration(name)) await db.exec(statement);
});
afterAll(() => db.close());

describe('migration 0008: slugs of the articles already stored', () => {
  it('makes each from its title, unique even where titles and numbered titles meet', async () => {
    const titles = [
      ['Build Update', '2026-01-01'],
      ['Build update!', '2026-01-02'],
      ['Build Update 2', '2026-01-03'],
      ['¡¿?!', '2026-01-04'],
    ];
    for (const [title, day] of titles) {
      await db.query(
        `insert into news_articles (title, excerpt, content, date, created_at) values ($1, 'e', 'c', $2::text, $2::timestamptz)`,
        [title, day],
      );
    }

    for (const statement of migration('0008_news_slugs')) await db.exec(statement);

    const { rows } = await db.query<{ title: string; slug: string; id: string }>(
      'select title, slug, id from news_articles order by created_at',
    );
    const [first, second, numbered, symbols] = rows;
    expect(first?.slug).toBe('build-update');
    expect(second?.slug).toBe(`build-update-${second?.id.slice(0, 8)}`);
    expect(numbered?.slug).toBe('build-update-2');
    expect(symbols?.slug).toBe('article');
  });
});

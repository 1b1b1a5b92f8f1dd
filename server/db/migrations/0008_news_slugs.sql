-- Each article gets an address of its own, /news/<slug>, made from its title: its ASCII letters and
-- digits in lower case, joined by hyphens (common/news.ts also keeps accented letters' base letters).
-- The oldest article of a title keeps the plain slug; later ones add the start of their id, which no
-- other title's slug can be.
ALTER TABLE "news_articles" ADD COLUMN "slug" text;--> statement-breakpoint
UPDATE "news_articles" AS a SET "slug" = numbered.slug || CASE WHEN numbered.n > 1 THEN '-' || left(a.id::text, 8) ELSE '' END
FROM (
  SELECT id, slug, row_number() OVER (PARTITION BY slug ORDER BY created_at, id) AS n
  FROM (
    SELECT id, created_at, coalesce(nullif(trim(BOTH '-' FROM left(regexp_replace(lower(title), '[^a-z0-9]+', '-', 'g'), 80)), ''), 'article') AS slug
    FROM "news_articles"
  ) AS made
) AS numbered
WHERE a.id = numbered.id;--> statement-breakpoint
ALTER TABLE "news_articles" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_slug_unique" UNIQUE("slug");

import { type Kysely, sql } from 'kysely';

/**
 * Published content (issue 15): articles (notices, banners, the pop-up, FAQ entries, the fixed
 * pages) with their texts in Markdown per language. A page is found by its key, at most one per
 * key; publishing again raises the version the pop-up is shown once per. Frozen once released.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('content_articles')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('category', 'text', (c) =>
      c.notNull().check(sql`category in ('notice', 'banner', 'popup', 'faq', 'page')`),
    )
    .addColumn('key', 'text', (c) => c.unique())
    // Which article of the seeded content this is (null for an operator's own): seeded once.
    .addColumn('seed', 'text', (c) => c.unique())
    .addColumn('topic', 'text')
    .addColumn('image', 'text')
    .addColumn('link', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('draft', 'published', 'archived')`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('content_articles_page_key', sql`(category = 'page') = (key is not null)`)
    .addCheckConstraint('content_articles_faq_topic', sql`(category = 'faq') = (topic is not null)`)
    .addCheckConstraint('content_articles_published', sql`state = 'draft' or published_at is not null`)
    .execute();
  await db.schema
    .createTable('content_texts')
    .addColumn('article_id', 'integer', (c) => c.notNull().references('content_articles.id'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('markdown', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_texts_pkey', ['article_id', 'lang'])
    .execute();
  // What the news lists read: published articles of a category, newest first.
  await db.schema
    .createIndex('content_articles_published_idx')
    .on('content_articles')
    .columns(['category', 'published_at'])
    .where(sql.ref('state'), '=', 'published')
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('content_texts').execute();
  await db.schema.dropTable('content_articles').execute();
};

import {
  allowedLink,
  ContentPageKeys,
  FaqTopics,
  type Language,
  Languages,
  NEWS_CATEGORY_IDS,
} from '@tessera/core';
import type { Kysely, Selectable } from 'kysely';
import { violatedUniqueConstraint } from '../../db/errors.js';
import type { ContentArticlesTable, ContentTextsTable, Database } from '../../db/schema.js';
import type { Clock } from '../../shared/clock.js';
import { pageAnswer, pageRequest } from '../../shared/paging.js';
import { type Handlers, ok, reject } from '../handler.js';
import { MENU } from './menu.js';
import { renderMarkdown } from './render.js';

export interface ContentDeps {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  /** The web hosts a published link may open (spec `webView`). */
  readonly linkHosts: readonly string[];
}

type ContentEndpoint =
  | 'contentPopup'
  | 'news'
  | 'article'
  | 'menu'
  | 'faq'
  | 'aboutUs'
  | 'contactUs'
  | 'compliance'
  | 'riskDisclosure'
  | 'linkHosts'
  | 'operatorContent'
  | 'operatorSaveContent'
  | 'operatorSaveContentText'
  | 'operatorPublishContent'
  | 'operatorArchiveContent';

type ArticleRow = Selectable<ContentArticlesTable>;
type TextRow = Selectable<ContentTextsTable>;

/** Rendered bodies kept in memory, by article, language and last edit: rendering is pure. */
const RENDERED_KEPT = 500;

const NEWS_CATEGORIES = Object.fromEntries(
  Object.entries(NEWS_CATEGORY_IDS).map(([category, id]) => [id, category as 'notice' | 'banner']),
);

/**
 * Published content (spec §7 content calls) in the reader's language, or English where that
 * language is missing, bodies rendered from Markdown and sanitized; and its management by
 * operators, one language at a time.
 */
export const createContentHandlers = (deps: ContentDeps): Pick<Handlers, ContentEndpoint> => {
  const { db, clock, linkHosts } = deps;
  const rendered = new Map<string, string>();

  const html = (text: TextRow): string => {
    const key = `${text.article_id}:${text.lang}:${text.updated_at.getTime()}`;
    const kept = rendered.get(key);
    if (kept !== undefined) return kept;
    const fresh = renderMarkdown(text.markdown, linkHosts);
    if (rendered.size >= RENDERED_KEPT) rendered.delete(rendered.keys().next().value as string);
    rendered.set(key, fresh);
    return fresh;
  };

  /** Each article's text in `lang`, else in English, else in any language it has. */
  const textsIn = async (articles: readonly ArticleRow[], lang: Language): Promise<Map<number, TextRow>> => {
    if (articles.length === 0) return new Map();
    const rows = await db
      .selectFrom('content_texts')
      .selectAll()
      .where(
        'article_id',
        'in',
        articles.map((article) => article.id),
      )
      .execute();
    const rank = (row: TextRow) => (row.lang === lang ? 0 : row.lang === 'en' ? 1 : 2);
    const best = new Map<number, TextRow>();
    for (const row of rows) {
      const kept = best.get(row.article_id);
      if (kept === undefined || rank(row) < rank(kept)) best.set(row.article_id, row);
    }
    return best;
  };

  const summaryOf = (article: ArticleRow, text: TextRow) => ({
    id: article.id,
    category: article.category,
    title: text.title,
    summary: text.summary,
    image: article.image,
    link: article.link,
    lang: text.lang,
    version: article.version,
    published_at: (article.published_at ?? article.updated_at).toISOString(),
  });

  const articleOf = (article: ArticleRow, text: TextRow) => ({
    ...summaryOf(article, text),
    html: html(text),
  });

  const published = () => db.selectFrom('content_articles').selectAll().where('state', '=', 'published');

  const page = async (key: string, lang: Language) => {
    const article = await published()
      .where('category', '=', 'page')
      .where('key', '=', key)
      .executeTakeFirst();
    const text = article === undefined ? undefined : (await textsIn([article], lang)).get(article.id);
    if (article === undefined || text === undefined) return reject('CONTENT.UNKNOWN_PAGE');
    return ok({
      key: key as (typeof ContentPageKeys)[number],
      title: text.title,
      html: html(text),
      lang: text.lang,
      updated_at: text.updated_at.toISOString(),
    });
  };

  /** An article as operators see it: its English title, its languages and the ones missing. */
  const managed = async (article: ArticleRow) => {
    const texts = await db
      .selectFrom('content_texts')
      .select(['lang', 'title'])
      .where('article_id', '=', article.id)
      .orderBy('lang')
      .execute();
    const languages = texts.map((row) => row.lang);
    return {
      id: article.id,
      title: texts.find((row) => row.lang === 'en')?.title ?? null,
      category: article.category,
      key: article.key,
      topic: article.topic,
      image: article.image,
      link: article.link,
      state: article.state,
      version: article.version,
      published_at: article.published_at?.toISOString() ?? null,
      updated_at: article.updated_at.toISOString(),
      languages,
      missing: Languages.filter((lang) => !languages.includes(lang)),
    };
  };

  const articleById = (id: number) =>
    db.selectFrom('content_articles').selectAll().where('id', '=', id).executeTakeFirst();

  return {
    contentPopup: async (_params, context) => {
      const popup = await published()
        .where('category', '=', 'popup')
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      const text = popup === undefined ? undefined : (await textsIn([popup], context.lang)).get(popup.id);
      return ok(popup === undefined || text === undefined ? null : articleOf(popup, text));
    },

    news: async (params, context) => {
      const request = pageRequest(params);
      const category = NEWS_CATEGORIES[params.c_id];
      if (request === undefined || category === undefined) return reject('SHARED.INVALID_PARAMS');
      const listed = published().where('category', '=', category);
      const { total } = await db
        .selectFrom('content_articles')
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .where('state', '=', 'published')
        .where('category', '=', category)
        .executeTakeFirstOrThrow();
      const articles = await listed
        .orderBy('position')
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .limit(request.limit)
        .offset(request.offset)
        .execute();
      const texts = await textsIn(articles, context.lang);
      return ok(
        pageAnswer(
          articles.flatMap((article) => {
            const text = texts.get(article.id);
            return text === undefined ? [] : [summaryOf(article, text)];
          }),
          request,
          total,
        ),
      );
    },

    article: async (params, context) => {
      const article = await published()
        .where('id', '=', params.id)
        .where('category', 'in', ['notice', 'banner', 'popup'])
        .executeTakeFirst();
      const text =
        article === undefined ? undefined : (await textsIn([article], context.lang)).get(article.id);
      return article === undefined || text === undefined
        ? reject('CONTENT.UNKNOWN_ARTICLE')
        : ok(articleOf(article, text));
    },

    menu: async (_params, context) =>
      ok(MENU.map((entry) => ({ key: entry.key, title: entry.title[context.lang], path: entry.path }))),

    faq: async (_params, context) => {
      const entries = await published()
        .where('category', '=', 'faq')
        .orderBy('position')
        .orderBy('id')
        .execute();
      const texts = await textsIn(entries, context.lang);
      const order = (topic: string | null) => FaqTopics.indexOf(topic as (typeof FaqTopics)[number]);
      return ok(
        entries
          .flatMap((entry) => {
            const text = texts.get(entry.id);
            return text === undefined
              ? []
              : [
                  {
                    id: entry.id,
                    topic: entry.topic as (typeof FaqTopics)[number],
                    question: text.title,
                    html: html(text),
                    lang: text.lang,
                  },
                ];
          })
          .sort((a, b) => order(a.topic) - order(b.topic)),
      );
    },

    aboutUs: (_params, context) => page('aboutus', context.lang),
    contactUs: (_params, context) => page('contactus', context.lang),
    compliance: (_params, context) => page('operational_compliance', context.lang),
    riskDisclosure: (params, context) => page(`risk_${params.product}`, context.lang),
    linkHosts: async () => ok([...linkHosts]),

    operatorContent: async (params) => {
      let query = db.selectFrom('content_articles').selectAll();
      if (params.category !== undefined) query = query.where('category', '=', params.category);
      const articles = await query.orderBy('category').orderBy('id').execute();
      return ok(await Promise.all(articles.map(managed)));
    },

    operatorSaveContent: async (params) => {
      const now = clock.now();
      const existing = params.id === undefined ? undefined : await articleById(params.id);
      if (params.id !== undefined && existing === undefined) return reject('CONTENT.UNKNOWN_ARTICLE');
      // On a change, what is not given stays as it is.
      const given = (text: string | undefined, kept: string | null | undefined) =>
        text === undefined ? (kept ?? null) : text.trim() || null;
      const link = given(params.link, existing?.link);
      if (link !== null && allowedLink(link, linkHosts) === null) return reject('CONTENT.LINK_NOT_ALLOWED');
      const image = given(params.image, existing?.image);
      if (image !== null && !/^\/[A-Za-z0-9_./-]+\.(svg|png|jpg|jpeg|gif|webp)$/.test(image))
        return reject('CONTENT.IMAGE_NOT_ALLOWED');
      const key = params.category === 'page' ? (given(params.key, existing?.key) ?? '') : null;
      if (key !== null && !(ContentPageKeys as readonly string[]).includes(key))
        return reject('CONTENT.UNKNOWN_PAGE');
      const topic = params.category === 'faq' ? (given(params.topic, existing?.topic) ?? '') : null;
      if (topic !== null && !(FaqTopics as readonly string[]).includes(topic))
        return reject('CONTENT.UNKNOWN_TOPIC');
      const terms = { category: params.category, key, topic, image, link, updated_at: now };
      if (existing === undefined) {
        const created = await db
          .insertInto('content_articles')
          .values({ ...terms, seed: null, state: 'draft', published_at: null })
          .onConflict((oc) => oc.column('key').doNothing())
          .returningAll()
          .executeTakeFirst();
        return created === undefined ? reject('CONTENT.PAGE_EXISTS') : ok(await managed(created));
      }
      try {
        const updated = await db
          .updateTable('content_articles')
          .set(terms)
          .where('id', '=', existing.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return ok(await managed(updated));
      } catch (error) {
        // Another page already has that key.
        if (violatedUniqueConstraint(error) !== undefined) return reject('CONTENT.PAGE_EXISTS');
        throw error;
      }
    },

    operatorSaveContentText: async (params) => {
      const article = await articleById(params.id);
      if (article === undefined) return reject('CONTENT.UNKNOWN_ARTICLE');
      const title = params.title.trim();
      if (title === '' || title.length > 200) return reject('CONTENT.TITLE_LENGTH', { max: 200 });
      if (params.markdown.trim() === '') return reject('CONTENT.BODY_REQUIRED');
      const now = clock.now();
      const text = {
        title,
        summary: params.summary?.trim() ?? '',
        markdown: params.markdown,
        updated_at: now,
      };
      await db
        .insertInto('content_texts')
        .values({ article_id: article.id, lang: params.lang, ...text })
        .onConflict((oc) => oc.columns(['article_id', 'lang']).doUpdateSet(text))
        .execute();
      const touched = await db
        .updateTable('content_articles')
        .set({ updated_at: now })
        .where('id', '=', article.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return ok(await managed(touched));
    },

    operatorPublishContent: async (params) => {
      const article = await articleById(params.id);
      if (article === undefined) return reject('CONTENT.UNKNOWN_ARTICLE');
      const english = await db
        .selectFrom('content_texts')
        .select('lang')
        .where('article_id', '=', article.id)
        .where('lang', '=', 'en')
        .executeTakeFirst();
      // English is what every missing language falls back to: nothing is published without it.
      if (english === undefined) return reject('CONTENT.ENGLISH_REQUIRED');
      const now = clock.now();
      const publishedRow = await db
        .updateTable('content_articles')
        .set((eb) => ({
          state: 'published',
          version: eb('version', '+', 1),
          published_at: now,
          updated_at: now,
        }))
        .where('id', '=', article.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return ok(await managed(publishedRow));
    },

    operatorArchiveContent: async (params) => {
      const archived = await db
        .updateTable('content_articles')
        .set({ state: 'archived', updated_at: clock.now() })
        .where('id', '=', params.id)
        .returningAll()
        .executeTakeFirst();
      return archived === undefined ? reject('CONTENT.UNKNOWN_ARTICLE') : ok(await managed(archived));
    },
  };
};

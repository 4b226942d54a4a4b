import {
  type Article,
  allowedLink,
  type Call,
  type ContentApi,
  type ContentCategory,
  type ContentPageKey,
  Failures,
  type FaqTopic,
  type Language,
  Languages,
} from '@tessera/core';
import * as TE from 'fp-ts/lib/TaskEither.js';
import type { ArticleState, ManagedArticle, Operator } from './runtime/context.js';

/** The hosts the fake exchange lets a published link open. */
export const FAKE_LINK_HOSTS = ['tessera.example'] as const;

/** How the fake exchange can be made wrong, so tests see the `content` expectation catch it. */
export interface FakeContentOptions {
  /** Serve the Markdown as it was written, unsanitized. */
  readonly unsafe?: boolean;
  /** The language served where the reader's is missing (the exchange's is English). */
  readonly fallback?: Language;
}

interface FakeText {
  readonly title: string;
  readonly summary: string;
  readonly markdown: string;
}

interface FakeArticle {
  readonly id: number;
  readonly category: ContentCategory;
  readonly key: string | null;
  readonly topic: string | null;
  readonly image: string | null;
  readonly link: string | null;
  state: ArticleState;
  version: number;
  publishedAt: string | null;
  readonly texts: Map<Language, FakeText>;
}

const ok = <A>(value: A): Call<A> => TE.right(value);
const rejected = (code: string, message: string): Call<never> => TE.left(Failures.rejected(code, message));

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A small stand-in for the exchange's Markdown renderer and sanitizer: paragraphs, `**strong**`
 * and links, everything else escaped; a link keeps its `href` only when `allowedLink` takes it.
 */
const render = (markdown: string): string =>
  markdown
    .split(/\n{2,}/)
    .filter((block) => block.trim() !== '')
    .map(
      (block) =>
        `<p>${escapeHtml(block.trim())
          .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
          .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, text: string, href: string) => {
            const target = href.replace(/&amp;/g, '&');
            return allowedLink(target, FAKE_LINK_HOSTS) === null
              ? `<a>${text}</a>`
              : `<a href="${href}">${text}</a>`;
          })}</p>`,
    )
    .join('\n');

const SEEDED_AT = '2026-11-22T10:00:00.000Z';

/**
 * Published content in the fake exchange: a few seeded articles (the about page in English and
 * French, the contact page, an FAQ entry, a notice, a banner and a pop-up in English only), the
 * reader's language read through `lang` (what the session sends), a missing one served in English,
 * and the operator's calls to create, write, publish and archive articles.
 */
export const fakeContent = (lang: () => Language, options: FakeContentOptions = {}) => {
  const articles: FakeArticle[] = [];
  const add = (
    category: ContentCategory,
    texts: Partial<Record<Language, FakeText>>,
    terms: { key?: string; topic?: string; link?: string } = {},
  ) => {
    const article: FakeArticle = {
      id: articles.length + 1,
      category,
      key: terms.key ?? null,
      topic: terms.topic ?? null,
      image: null,
      link: terms.link ?? null,
      state: 'published',
      version: 1,
      publishedAt: SEEDED_AT,
      texts: new Map(Languages.flatMap((language) => (texts[language] ? [[language, texts[language]]] : []))),
    };
    articles.push(article);
  };
  const text = (title: string, markdown: string): FakeText => ({ title, summary: '', markdown });
  add(
    'page',
    {
      en: text('About Tessera', 'An **open** exchange.'),
      fra: text('À propos', 'Une plateforme **ouverte**.'),
    },
    { key: 'aboutus' },
  );
  add('page', { en: text('Contact us', 'Write to [support](/pages/common/service).') }, { key: 'contactus' });
  add(
    'faq',
    { en: text('What does verification allow?', 'Withdrawals up to 200 BTC a day.') },
    { topic: 'account' },
  );
  add('notice', { en: text('Copy trading is live', 'Follow traders.') });
  add('banner', { en: text('NFT marketplace', 'Auctions.') }, { link: '/pages/nft/nft' });
  add('popup', { en: text('Welcome to Tessera', 'Read the [risks](/pages/common/faq).') });

  const served = (article: FakeArticle): [Language, FakeText] | undefined => {
    const reader = lang();
    for (const language of [reader, options.fallback ?? 'en', ...Languages]) {
      const found = article.texts.get(language);
      if (found !== undefined) return [language, found];
    }
    return undefined;
  };
  const html = (markdown: string) => (options.unsafe ? markdown : render(markdown));
  const published = (category: ContentCategory) =>
    articles
      .filter((article) => article.category === category && article.state === 'published')
      .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '') || b.id - a.id);
  const articleOf = (article: FakeArticle): Article | undefined => {
    const found = served(article);
    if (found === undefined) return undefined;
    const [language, { title, summary, markdown }] = found;
    return {
      id: article.id,
      category: article.category,
      title,
      summary,
      image: article.image,
      link: article.link,
      lang: language,
      version: article.version,
      publishedAt: article.publishedAt ?? SEEDED_AT,
      html: html(markdown),
    };
  };
  const summaryOf = (article: FakeArticle) => {
    const full = articleOf(article);
    if (full === undefined) return [];
    const { html: _html, ...summary } = full;
    return [summary];
  };

  const api: ContentApi = {
    popup: () => {
      const popup = published('popup')[0];
      return ok(popup === undefined ? null : (articleOf(popup) ?? null));
    },
    news: (category, { page, limit }) => {
      const items = published(category).flatMap(summaryOf);
      return ok({
        items: items.slice((page - 1) * limit, page * limit),
        page,
        lastPage: Math.max(1, Math.ceil(items.length / limit)),
        total: items.length,
      });
    },
    article: (id) => {
      const article = articles.find(
        (candidate) => candidate.id === id && candidate.state === 'published' && candidate.category !== 'faq',
      );
      const found = article === undefined ? undefined : articleOf(article);
      return found === undefined
        ? rejected('CONTENT.UNKNOWN_ARTICLE', 'There is no such article')
        : ok(found);
    },
    menu: () => ok([{ key: 'nft', title: 'NFT', path: '/pages/nft/nft' }]),
    faq: () =>
      ok(
        published('faq').flatMap((entry) => {
          const found = articleOf(entry);
          return found === undefined
            ? []
            : [
                {
                  id: entry.id,
                  topic: (entry.topic ?? 'account') as FaqTopic,
                  question: found.title,
                  html: found.html,
                  lang: found.lang,
                },
              ];
        }),
      ),
    page: (key) => {
      const page = published('page').find((article) => article.key === key);
      const found = page === undefined ? undefined : articleOf(page);
      return found === undefined
        ? rejected('CONTENT.UNKNOWN_PAGE', 'There is no such page')
        : ok({
            key: key as ContentPageKey,
            title: found.title,
            html: found.html,
            lang: found.lang,
            updatedAt: SEEDED_AT,
          });
    },
    linkHosts: () => ok([...FAKE_LINK_HOSTS]),
  };

  const managed = (article: FakeArticle): ManagedArticle => ({
    id: article.id,
    category: article.category,
    key: article.key,
    topic: article.topic,
    image: article.image,
    link: article.link,
    state: article.state,
    version: article.version,
    published_at: article.publishedAt,
    updated_at: SEEDED_AT,
    languages: Languages.filter((language) => article.texts.has(language)),
    missing: Languages.filter((language) => !article.texts.has(language)),
  });
  const byId = (id: number, act: (article: FakeArticle) => Call<ManagedArticle>) => {
    const article = articles.find((candidate) => candidate.id === id);
    return article === undefined
      ? rejected('CONTENT.UNKNOWN_ARTICLE', 'There is no such article')
      : act(article);
  };
  let publications = 0;

  const operator: Pick<
    Operator,
    'contentArticles' | 'createArticle' | 'writeArticle' | 'publishArticle' | 'archiveArticle'
  > = {
    contentArticles: (category) =>
      ok(articles.filter((article) => category === undefined || article.category === category).map(managed)),
    createArticle: (terms) => {
      const article: FakeArticle = {
        id: articles.length + 1,
        category: terms.category,
        key: terms.key ?? null,
        topic: terms.topic ?? null,
        image: terms.image ?? null,
        link: terms.link ?? null,
        state: 'draft',
        version: 0,
        publishedAt: null,
        texts: new Map(),
      };
      articles.push(article);
      return ok(managed(article));
    },
    writeArticle: (id, { lang: language, title, summary, markdown }) =>
      byId(id, (article) => {
        article.texts.set(language, { title, summary: summary ?? '', markdown });
        return ok(managed(article));
      }),
    publishArticle: (id) =>
      byId(id, (article) => {
        if (!article.texts.has('en'))
          return rejected('CONTENT.ENGLISH_REQUIRED', 'Write the English text first');
        publications += 1;
        article.state = 'published';
        article.version += 1;
        // Each publication later than the last, so the newest pop-up is the one in force.
        article.publishedAt = new Date(Date.parse(SEEDED_AT) + publications * 1000).toISOString();
        return ok(managed(article));
      }),
    archiveArticle: (id) =>
      byId(id, (article) => {
        article.state = 'archived';
        return ok(managed(article));
      }),
  };
  return { api, operator };
};

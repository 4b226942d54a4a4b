import {
  type ArticleSummary,
  allowedLink,
  type Call,
  ContentPageKeys,
  FaqTopics,
  type Language,
  Languages,
  type NewsCategory,
  popupDue,
} from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { auditHtml } from '../runtime/content.js';
import type { ManagedArticle, SimContext } from '../runtime/context.js';
import { describeFailure } from '../runtime/failure.js';
import { fields, oneOf, Text } from '../steps/codecs.js';
import { type CheckResult, defineExpectation, holds, mismatch } from './expectation.js';

const Titles = t.union([t.literal(true), t.array(Text)], 'true or a list of titles');

const ArticleExpected = t.union(
  [
    t.literal('gone'),
    fields(
      'article expectation',
      {},
      {
        /** The title the reader gets. */
        title: Text,
        /** The language it is served in (default: the reader's when written in it, else English). */
        lang: oneOf(Languages),
        /** Text the served HTML holds, and text it must not. */
        includes: t.array(t.string),
        excludes: t.array(t.string),
      },
    ),
  ],
  '"gone" or { title, lang, includes, excludes }',
);

const PopupExpected = t.union(
  [
    t.literal('none'),
    fields(
      'popup expectation',
      {},
      { version: t.number, title: Text, lang: oneOf(Languages), shown: t.boolean },
    ),
  ],
  '"none" or { version, title, lang, shown }',
);

const READINGS = ['pages', 'faq', 'notices', 'banners', 'menu', 'article', 'popup'] as const;

const base = fields(
  'content expectation',
  { lang: oneOf(Languages) },
  {
    /** Fixed pages the reader gets: `all` or their keys. */
    pages: t.union([t.literal('all'), t.array(oneOf(ContentPageKeys))], '"all" or a list of page keys'),
    /** The FAQ: `true`, or topics that must each have an entry. */
    faq: t.union([t.literal(true), t.array(oneOf(FaqTopics))], 'true or a list of topics'),
    /** The first page of notices (banners): `true`, or titles it lists. */
    notices: Titles,
    banners: Titles,
    /** The home page's shortcuts, each to an app route. */
    menu: t.literal(true),
    /** The article the run's content steps acted on last, as the reader gets it. */
    article: ArticleExpected,
    /** The pop-up announcement in force. */
    popup: PopupExpected,
  },
);
type Expected = t.TypeOf<typeof base>;

const Expected = new t.Type<Expected, unknown, unknown>(
  base.name,
  base.is,
  (u, c) =>
    E.flatMap((expected: Expected) =>
      READINGS.some((key) => expected[key] !== undefined)
        ? t.success(expected)
        : t.failure<Expected>(u, c, `say what the reader reads (${READINGS.join(', ')})`),
    )(base.validate(u, c)),
  base.encode,
);

/** `1 notice`, `3 notices`. */
const counted = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** How many items were served in each language: `3 in fra, 2 in en`. */
export const servedIn = (langs: readonly string[]): string => {
  const counts = new Map<string, number>();
  for (const lang of langs) counts.set(lang, (counts.get(lang) ?? 0) + 1);
  return [...counts].map(([lang, count]) => `${count} in ${lang}`).join(', ');
};

/**
 * The language an item is due in for `reader`: theirs when the article is written in it, English
 * otherwise (the exchange's fallback). Without the operator's view of the article, either will do.
 */
export const languageProblem = (
  what: string,
  served: string,
  reader: Language,
  article: Pick<ManagedArticle, 'languages'> | undefined,
): string | undefined => {
  if (article === undefined)
    return served === reader || served === 'en'
      ? undefined
      : `${what} in ${served}, neither the reader's ${reader} nor English`;
  const due = article.languages.includes(reader) ? reader : 'en';
  if (served === due) return undefined;
  return due === reader
    ? `${what} in ${served}, though it is written in ${reader}`
    : `${what} in ${served}, though it lacks ${reader} and English stands in for a missing language`;
};

/** What one reading found: where each body was served, and the problems. */
interface Reading {
  readonly reader: Language;
  readonly hosts: readonly string[];
  /** The operator's view of every article by id, when the run has the operator key. */
  readonly managed: ReadonlyMap<number, ManagedArticle> | undefined;
  bodies: number;
  links: number;
}

/** Checks one served HTML body; the first problem found, if any. */
const cleanHtml = (reading: Reading, where: string, html: string): string | undefined => {
  const audit = auditHtml(html, reading.hosts);
  reading.bodies += 1;
  reading.links += audit.links;
  return audit.problems.length === 0 ? undefined : `${where} holds ${audit.problems.join(', ')}`;
};

const HTML_CLEAN = 'HTML without scripts, event handlers or links allowedLink refuses';

/** Runs a read; its failure as a mismatch. */
const read = async <A>(what: string, call: Call<A>): Promise<E.Either<CheckResult, A>> => {
  const result = await call();
  return E.isLeft(result) ? E.left(mismatch(`${what} served`, describeFailure(result.left))) : result;
};

const isDefined = <A>(value: A | undefined): value is A => value !== undefined;

/** Every summary of a news category, page by page (a scenario's few dozen at most). */
const allNews = async (
  ctx: SimContext,
  category: NewsCategory,
): Promise<E.Either<CheckResult, ArticleSummary[]>> => {
  const items: ArticleSummary[] = [];
  for (let page = 1; page <= 20; page += 1) {
    const listed = await read(
      `the ${category}s`,
      ctx.tessera.api.content.news(category, { page, limit: 10 }),
    );
    if (E.isLeft(listed)) return listed;
    items.push(...listed.right.items);
    if (page >= listed.right.lastPage) break;
  }
  return E.right(items);
};

const checkPages = async (
  reading: Reading,
  ctx: SimContext,
  keys: readonly string[],
): Promise<CheckResult> => {
  const served: string[] = [];
  for (const key of ContentPageKeys.filter((candidate) => keys.includes(candidate))) {
    const page = await read(`page ${key}`, ctx.tessera.api.content.page(key));
    if (E.isLeft(page)) return page.left;
    const article = [...(reading.managed?.values() ?? [])].find(
      (candidate) =>
        candidate.category === 'page' && candidate.key === key && candidate.state === 'published',
    );
    const problem =
      languageProblem(`page ${key} served`, page.right.lang, reading.reader, article) ??
      cleanHtml(reading, `page ${key}`, page.right.html);
    if (problem !== undefined) return mismatch(`page ${key} for a ${reading.reader} reader`, problem);
    if (page.right.title.trim() === '') return mismatch(`page ${key} with a title`, 'an empty one');
    served.push(page.right.lang);
  }
  return holds(`${counted(served.length, 'page')} (${servedIn(served)})`);
};

const checkFaq = async (
  reading: Reading,
  ctx: SimContext,
  topics: readonly string[],
): Promise<CheckResult> => {
  const faq = await read('the FAQ', ctx.tessera.api.content.faq());
  if (E.isLeft(faq)) return faq.left;
  if (faq.right.length === 0) return mismatch('FAQ entries', 'none');
  for (const entry of faq.right) {
    const problem =
      languageProblem(
        `FAQ #${entry.id} served`,
        entry.lang,
        reading.reader,
        reading.managed?.get(entry.id),
      ) ?? cleanHtml(reading, `FAQ #${entry.id}`, entry.html);
    if (problem !== undefined) return mismatch(`the FAQ for a ${reading.reader} reader`, problem);
  }
  const lacking = topics.filter((topic) => !faq.right.some((entry) => entry.topic === topic));
  if (lacking.length > 0)
    return mismatch(
      `FAQ entries on ${topics.join(', ')}`,
      `none on ${lacking.join(', ')} (topics: ${[...new Set(faq.right.map((entry) => entry.topic))].join(', ')})`,
    );
  return holds(
    `${counted(faq.right.length, 'FAQ entry', 'FAQ entries')} (${servedIn(faq.right.map((entry) => entry.lang))})`,
  );
};

const checkNews = async (
  reading: Reading,
  ctx: SimContext,
  category: NewsCategory,
  titles: readonly string[],
): Promise<CheckResult> => {
  const listed = await read(
    `the ${category}s`,
    ctx.tessera.api.content.news(category, { page: 1, limit: 10 }),
  );
  if (E.isLeft(listed)) return listed.left;
  const items = listed.right.items;
  for (const item of items) {
    const problem =
      languageProblem(
        `${category} #${item.id} listed`,
        item.lang,
        reading.reader,
        reading.managed?.get(item.id),
      ) ??
      (item.link !== null && allowedLink(item.link, reading.hosts) === null
        ? `${category} #${item.id} leads to ${JSON.stringify(item.link)}, which allowedLink refuses`
        : undefined);
    if (problem !== undefined) return mismatch(`the ${category}s for a ${reading.reader} reader`, problem);
  }
  if (items.length === 0) return mismatch(`${category}s listed`, 'none');
  const missing = titles.filter((title) => !items.some((item) => item.title === title));
  if (missing.length > 0)
    return mismatch(
      `${category}s listing ${missing.map((title) => JSON.stringify(title)).join(', ')}`,
      items.map((item) => JSON.stringify(item.title)).join(', '),
    );
  return holds(`${counted(items.length, category)} (${servedIn(items.map((item) => item.lang))})`);
};

const checkMenu = async (reading: Reading, ctx: SimContext): Promise<CheckResult> => {
  const menu = await read('the menu', ctx.tessera.api.content.menu());
  if (E.isLeft(menu)) return menu.left;
  if (menu.right.length === 0) return mismatch('menu entries', 'none');
  const wrong = menu.right.find(
    (entry) => entry.title.trim() === '' || allowedLink(entry.path, reading.hosts) !== 'app',
  );
  return wrong === undefined
    ? holds(`${counted(menu.right.length, 'menu shortcut')} to app routes`)
    : mismatch(
        'menu entries with a title, each to an app route',
        `${wrong.key}: ${JSON.stringify(wrong.title)} → ${wrong.path}`,
      );
};

/** What one article served looks like, wherever it was read from. */
interface Served {
  readonly title: string;
  readonly lang: string;
  readonly html: string;
}

/** The run's article as this reader gets it, or a mismatch; `undefined` when it is not served. */
const servedArticle = async (
  ctx: SimContext,
  article: ManagedArticle,
): Promise<E.Either<CheckResult, { served: Served | undefined; listed: boolean | undefined }>> => {
  const content = ctx.tessera.api.content;
  switch (article.category) {
    case 'faq': {
      const faq = await read('the FAQ', content.faq());
      if (E.isLeft(faq)) return faq;
      const entry = faq.right.find((candidate) => candidate.id === article.id);
      return E.right({
        served:
          entry === undefined ? undefined : { title: entry.question, lang: entry.lang, html: entry.html },
        listed: undefined,
      });
    }
    case 'page': {
      const key = ContentPageKeys.find((candidate) => candidate === article.key);
      if (key === undefined)
        return E.left(mismatch(`page #${article.id} with a page key`, String(article.key)));
      const page = await content.page(key)();
      return E.right({ served: E.isLeft(page) ? undefined : page.right, listed: undefined });
    }
    default: {
      const detail = await content.article(article.id)();
      if (
        E.isLeft(detail) &&
        !(detail.left.kind === 'Rejected' && detail.left.code === 'CONTENT.UNKNOWN_ARTICLE')
      )
        return E.left(mismatch(`article #${article.id} served`, describeFailure(detail.left)));
      const served = E.isLeft(detail) ? undefined : detail.right;
      if (article.category === 'popup') {
        const popup = await read('the pop-up', content.popup());
        if (E.isLeft(popup)) return popup;
        return E.right({ served, listed: popup.right?.id === article.id });
      }
      const news = await allNews(ctx, article.category);
      if (E.isLeft(news)) return news;
      const item = news.right.find((candidate) => candidate.id === article.id);
      if (
        item !== undefined &&
        served !== undefined &&
        (item.title !== served.title || item.lang !== served.lang)
      )
        return E.left(
          mismatch(
            `article #${article.id} listed as it reads`,
            `listed ${JSON.stringify(item.title)} in ${item.lang}, read ${JSON.stringify(served.title)} in ${served.lang}`,
          ),
        );
      return E.right({ served, listed: item !== undefined });
    }
  }
};

/** Where a served article of a category is found besides its own page. */
const LISTED_AS = {
  notice: 'listed among the notices',
  banner: 'listed among the banners',
  popup: 'the pop-up in force',
} as const;

const checkArticle = async (
  reading: Reading,
  ctx: SimContext,
  expected: Exclude<Expected['article'], undefined>,
): Promise<CheckResult> => {
  const known = ctx.articles.at(-1);
  if (known === undefined) return mismatch("an article this run's operator steps acted on", 'none');
  const article = reading.managed?.get(known.id) ?? known;
  const what = `${article.category} #${article.id}`;
  const found = await servedArticle(ctx, article);
  if (E.isLeft(found)) return found.left;
  const { served, listed } = found.right;
  const listedAs =
    article.category === 'notice' || article.category === 'banner' || article.category === 'popup'
      ? LISTED_AS[article.category]
      : '';
  if (expected === 'gone') {
    if (served !== undefined)
      return mismatch(`${what} no longer served`, `${JSON.stringify(served.title)} in ${served.lang}`);
    if (listed === true) return mismatch(`${what} no longer ${listedAs}`, 'it still is');
    return holds(`${what} no longer served${listed === false ? `, nor ${listedAs}` : ''}`);
  }
  if (served === undefined)
    return mismatch(`${what} served to a ${reading.reader} reader`, `refused (it is ${article.state})`);
  if (listed === false) return mismatch(`${what} ${listedAs}`, 'it is not');
  if (expected.title !== undefined && served.title !== expected.title)
    return mismatch(`${what} titled ${JSON.stringify(expected.title)}`, JSON.stringify(served.title));
  const langProblem =
    expected.lang === undefined
      ? languageProblem(`${what} served`, served.lang, reading.reader, article)
      : served.lang === expected.lang
        ? undefined
        : `${what} served in ${served.lang}`;
  if (langProblem !== undefined)
    return mismatch(
      `${what} in ${expected.lang ?? `the language due to a ${reading.reader} reader`}`,
      langProblem,
    );
  const htmlProblem = cleanHtml(reading, what, served.html);
  if (htmlProblem !== undefined) return mismatch(`${what} as ${HTML_CLEAN}`, htmlProblem);
  const lacking = (expected.includes ?? []).filter((text) => !served.html.includes(text));
  if (lacking.length > 0)
    return mismatch(
      `${what}'s HTML to hold ${lacking.map((text) => JSON.stringify(text)).join(', ')}`,
      served.html,
    );
  const present = (expected.excludes ?? []).filter((text) => served.html.includes(text));
  if (present.length > 0)
    return mismatch(
      `${what}'s HTML without ${present.map((text) => JSON.stringify(text)).join(', ')}`,
      served.html,
    );
  return holds(`${what} ${JSON.stringify(served.title)} in ${served.lang}${listed ? `, ${listedAs}` : ''}`);
};

const checkPopup = async (
  reading: Reading,
  ctx: SimContext,
  expected: Exclude<Expected['popup'], undefined>,
): Promise<CheckResult> => {
  const found = await read('the pop-up', ctx.tessera.api.content.popup());
  if (E.isLeft(found)) return found.left;
  const popup = found.right;
  if (expected === 'none')
    return popup === null
      ? holds('no pop-up')
      : mismatch('no pop-up', `#${popup.id} ${JSON.stringify(popup.title)}`);
  if (popup === null) return mismatch('a pop-up in force', 'none');
  const seen = ctx.popupSeen;
  const due = popupDue(popup, seen);
  // The app shows a pop-up once per version and keeps the version seen on the device.
  ctx.popupSeen = { id: popup.id, version: popup.version };
  const what = `pop-up #${popup.id}`;
  if (expected.version !== undefined && popup.version !== expected.version)
    return mismatch(`${what} at version ${expected.version}`, `version ${popup.version}`);
  if (expected.title !== undefined && popup.title !== expected.title)
    return mismatch(`${what} titled ${JSON.stringify(expected.title)}`, JSON.stringify(popup.title));
  if (expected.lang !== undefined && popup.lang !== expected.lang)
    return mismatch(`${what} in ${expected.lang}`, popup.lang);
  const problem =
    languageProblem(`${what} served`, popup.lang, reading.reader, reading.managed?.get(popup.id)) ??
    cleanHtml(reading, what, popup.html);
  if (problem !== undefined) return mismatch(`${what} for a ${reading.reader} reader`, problem);
  if (expected.shown !== undefined && due !== expected.shown)
    return mismatch(
      `${what} ${expected.shown ? 'shown' : 'not shown again'} (core's popupDue)`,
      `${due ? 'shown' : 'not shown'}: the reader last saw ${seen === null ? 'none' : `#${seen.id} version ${seen.version}`}`,
    );
  return holds(
    `${what} ${JSON.stringify(popup.title)} version ${popup.version} in ${popup.lang}, ${due ? 'shown' : 'already seen'}`,
  );
};

/** What an expectation reads, for its title: `pages all, faq, article "…" in fra, popup version 2`. */
export const readingsTitle = (expected: Expected): string => {
  const { article, popup } = expected;
  const words = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join(' ');
  return READINGS.flatMap((key) => {
    const value = expected[key];
    if (value === undefined) return [];
    if (key === 'article' && typeof article === 'object')
      return [
        words(
          'article',
          article.title && JSON.stringify(article.title),
          article.lang && `in ${article.lang}`,
        ),
      ];
    if (key === 'popup' && typeof popup === 'object')
      return [
        words(
          'popup',
          popup.version !== undefined && `version ${popup.version}`,
          popup.shown !== undefined && (popup.shown ? 'shown' : 'not shown'),
        ),
      ];
    return [typeof value === 'string' ? `${key} ${value}` : key];
  }).join(', ');
};

/** Reads as a reader of `expected.lang` would, with the session's language set to it meanwhile. */
const readContent = async (expected: Expected, ctx: SimContext): Promise<CheckResult> => {
  const hosts = await read('the link hosts', ctx.tessera.api.content.linkHosts());
  if (E.isLeft(hosts)) return hosts.left;
  let managed: Map<number, ManagedArticle> | undefined;
  if (ctx.operator.canRead) {
    const listed = await ctx.operator.contentArticles()();
    if (E.isLeft(listed)) return mismatch("the operator's list of articles", describeFailure(listed.left));
    managed = new Map(listed.right.map((article) => [article.id, article]));
  }
  const reading: Reading = { reader: expected.lang, hosts: hosts.right, managed, bodies: 0, links: 0 };
  const checks: (() => Promise<CheckResult>)[] = [
    expected.pages === undefined
      ? undefined
      : () => checkPages(reading, ctx, expected.pages === 'all' ? ContentPageKeys : (expected.pages ?? [])),
    expected.faq === undefined
      ? undefined
      : () => checkFaq(reading, ctx, expected.faq === true ? [] : (expected.faq ?? [])),
    expected.notices === undefined
      ? undefined
      : () => checkNews(reading, ctx, 'notice', expected.notices === true ? [] : (expected.notices ?? [])),
    expected.banners === undefined
      ? undefined
      : () => checkNews(reading, ctx, 'banner', expected.banners === true ? [] : (expected.banners ?? [])),
    expected.menu === undefined ? undefined : () => checkMenu(reading, ctx),
    expected.article === undefined ? undefined : () => checkArticle(reading, ctx, expected.article ?? 'gone'),
    expected.popup === undefined ? undefined : () => checkPopup(reading, ctx, expected.popup ?? 'none'),
  ].filter(isDefined);
  const details: string[] = [];
  for (const check of checks) {
    const result = await check();
    if (E.isLeft(result)) return result;
    if (result.right !== undefined) details.push(result.right);
  }
  if (reading.bodies > 0)
    details.push(
      `${counted(reading.bodies, 'HTML body', 'HTML bodies')} clean, ${counted(reading.links, 'link')} allowed`,
    );
  return holds(`${expected.lang}: ${details.join(', ')}`);
};

export const content = defineExpectation({
  name: 'content',
  summary:
    "What a reader of `lang` gets (the session's language set to it while reading): `pages` (`all` or keys), `faq` (true or topics), `notices` / `banners` (true or titles on the first page), `menu`, `article` (the one the run's content steps acted on last: `{ title, lang, includes, excludes }` or `gone`), `popup` (`{ version, title, lang, shown }` or `none`). Everything read must be in the reader's language where written in it and in English otherwise, and its HTML must hold no script, event handler or link core's `allowedLink` refuses (with `/content/link_hosts`).",
  codec: Expected,
  title: (expected) => `content read in ${expected.lang}: ${readingsTitle(expected)}`,
  check: async (expected, ctx) => {
    const previous = ctx.tessera.language.getSnapshot().context.language;
    ctx.tessera.language.send({ type: 'language.change', language: expected.lang });
    try {
      return await readContent(expected, ctx);
    } finally {
      ctx.tessera.language.send({ type: 'language.change', language: previous });
    }
  },
});

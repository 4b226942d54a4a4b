import { ContentCategories, type Language, Languages } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { languagesNote, markdownProblem, normalizeMarkdown, termsProblem } from '../runtime/content.js';
import type { ManagedArticle, SimContext } from '../runtime/context.js';
import { describeFailure } from '../runtime/failure.js';
import { fields, oneOf, Text } from './codecs.js';
import { failed, passed, type StepOutcome } from './step.js';

/** What an operator does to an article: create it, write languages of it, publish it (again), archive it. */
export const ContentActions = ['new', 'write', 'publish', 'archive'] as const;
export type ContentAction = (typeof ContentActions)[number];

/** Markdown written in YAML: refused when the exchange would refuse it (a tab, a control character). */
const Markdown = new t.Type<string, string, unknown>(
  'Markdown',
  (u): u is string => typeof u === 'string',
  (u, c) => {
    if (typeof u !== 'string') return t.failure(u, c);
    const markdown = normalizeMarkdown(u);
    const problem = markdownProblem(markdown);
    return problem === undefined ? t.success(markdown) : t.failure(u, c, `markdown: ${problem}`);
  },
  (s) => s,
);

const TextArgs = fields(
  'a text (title, markdown, optional summary)',
  { title: Text, markdown: Markdown },
  { summary: Text },
);
type TextArgs = t.TypeOf<typeof TextArgs>;

/** `{ en: { title, markdown }, fra: { … } }`: one text per language, a language at most once. */
const TextsArgs = fields(
  `texts by language (${Languages.join(', ')})`,
  {},
  Object.fromEntries(Languages.map((lang) => [lang, TextArgs])) as { [L in Language]: typeof TextArgs },
);
type TextsArgs = t.TypeOf<typeof TextsArgs>;

const contentBase = fields(
  'operator arguments',
  { content: oneOf(ContentActions) },
  {
    category: oneOf(ContentCategories),
    key: Text,
    topic: Text,
    image: Text,
    link: Text,
    texts: TextsArgs,
    publish: t.boolean,
    id: t.number,
  },
);
export type ContentArgs = t.TypeOf<typeof contentBase>;

/** The texts given, English first (publishing needs it), then in the order of core's languages. */
export const textsOf = (texts: TextsArgs | undefined): [Language, TextArgs][] =>
  [...Languages]
    .sort((a, b) => Number(b === 'en') - Number(a === 'en'))
    .flatMap((lang) => {
      const text = texts?.[lang];
      return text === undefined ? [] : [[lang, text] as [Language, TextArgs]];
    });

/** What is wrong with a content step's arguments as a whole, if anything. */
export const contentArgsProblem = (args: ContentArgs): string | undefined => {
  const given = (names: readonly (keyof ContentArgs)[]) => names.filter((name) => args[name] !== undefined);
  const texts = textsOf(args.texts).length;
  switch (args.content) {
    case 'new': {
      if (args.category === undefined)
        return `content: new needs a category (${ContentCategories.join(', ')})`;
      if (args.id !== undefined) return 'content: new makes a new article, so it takes no id';
      if (args.texts !== undefined && texts === 0) return 'content: texts names no language';
      return termsProblem({
        category: args.category,
        ...(args.key === undefined ? {} : { key: args.key }),
        ...(args.topic === undefined ? {} : { topic: args.topic }),
      });
    }
    case 'write': {
      const terms = given(['category', 'key', 'topic', 'image', 'link']);
      if (terms.length > 0) return `content: write takes texts, not ${terms.join(', ')}`;
      return texts === 0 ? 'content: write needs texts, e.g. { fra: { title, markdown } }' : undefined;
    }
    default: {
      const others = given(['category', 'key', 'topic', 'image', 'link', 'texts', 'publish']);
      return others.length > 0
        ? `content: ${args.content} takes only an id, not ${others.join(', ')}`
        : undefined;
    }
  }
};

/**
 * `{ content: new, category: notice, texts: { en: { title, markdown }, fra: … }, publish: true }`;
 * `{ content: write, texts }`, `{ content: publish }`, `{ content: archive }` on the article the
 * run's content steps acted on last (or `id:`).
 */
export const ContentArgsCodec = new t.Type<ContentArgs, unknown, unknown>(
  contentBase.name,
  contentBase.is,
  (u, c) =>
    E.flatMap((args: ContentArgs) => {
      const problem = contentArgsProblem(args);
      return problem === undefined ? t.success(args) : t.failure<ContentArgs>(u, c, problem);
    })(contentBase.validate(u, c)),
  contentBase.encode,
);

/** The step's title: what is done, to which article, in which languages. */
export const contentTitle = (args: ContentArgs): string => {
  const languages = textsOf(args.texts).map(([lang]) => lang);
  const target = args.id === undefined ? "the run's latest article" : `article #${args.id}`;
  const terms = [args.key, args.topic].filter(Boolean).join(' ');
  return [
    `operator content ${args.content}`,
    args.content === 'new' ? [args.category, terms].filter(Boolean).join(' ') : target,
    languages.length === 0 ? undefined : `in ${languages.join(', ')}`,
    args.publish ? 'and publish' : undefined,
  ]
    .filter(Boolean)
    .join(' ');
};

/** Keeps `article` as the one the run's content steps acted on last. */
const remember = (ctx: SimContext, article: ManagedArticle) => {
  const index = ctx.articles.findIndex((known) => known.id === article.id);
  if (index >= 0) ctx.articles.splice(index, 1);
  ctx.articles.push(article);
};

/**
 * Acts on published content as an operator: creates an article (as a draft), writes its texts one
 * language at a time, publishes or archives it. The operator key is checked by the caller.
 */
export const actOnContent = async (args: ContentArgs, ctx: SimContext): Promise<StepOutcome> => {
  const done: string[] = [];
  let article: ManagedArticle | undefined;
  if (args.content === 'new') {
    const category = args.category ?? 'notice';
    const created = await ctx.operator.createArticle({
      category,
      ...(args.key === undefined ? {} : { key: args.key }),
      ...(args.topic === undefined ? {} : { topic: args.topic }),
      ...(args.image === undefined ? {} : { image: args.image }),
      ...(args.link === undefined ? {} : { link: args.link }),
    })();
    if (E.isLeft(created))
      return failed(
        `operator: creating a ${category} refused: ${describeFailure(created.left)}`,
        created.left,
      );
    article = created.right;
    remember(ctx, article);
    done.push(`${category} #${article.id} created`);
  }
  const id = args.id ?? article?.id ?? ctx.articles.at(-1)?.id;
  if (id === undefined)
    return failed(
      `operator: content ${args.content}: no article of this run to act on; create one or give \`id:\``,
    );
  for (const [lang, text] of textsOf(args.texts)) {
    const written = await ctx.operator.writeArticle(id, {
      lang,
      title: text.title,
      markdown: text.markdown,
      ...(text.summary === undefined ? {} : { summary: text.summary }),
    })();
    if (E.isLeft(written))
      return failed(
        `operator: writing article #${id} in ${lang} refused: ${describeFailure(written.left)}`,
        written.left,
      );
    article = written.right;
    remember(ctx, article);
    done.push(`${lang} ${JSON.stringify(text.title)} written`);
  }
  if (args.content === 'publish' || args.content === 'archive' || args.publish === true) {
    const publish = args.content !== 'archive';
    const acted = publish ? await ctx.operator.publishArticle(id)() : await ctx.operator.archiveArticle(id)();
    if (E.isLeft(acted))
      return failed(
        `operator: ${publish ? 'publishing' : 'archiving'} article #${id} refused: ${describeFailure(acted.left)}`,
        acted.left,
      );
    article = acted.right;
    remember(ctx, article);
    done.push(
      publish
        ? `${args.content === 'publish' ? `${article.category} #${id} ` : ''}published, version ${article.version}`
        : `${article.category} #${id} archived: readers no longer get it`,
    );
  }
  return passed(
    article === undefined || article.state === 'archived'
      ? done.join('; ')
      : `${done.join('; ')}; ${languagesNote(article)}`,
  );
};

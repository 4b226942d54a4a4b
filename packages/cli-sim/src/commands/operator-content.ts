import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { ContentCategories, ContentPageKeys, FaqTopics, Languages } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import type { Style } from '../report.js';
import { languagesNote, markdownProblem, normalizeMarkdown, termsProblem } from '../runtime/content.js';
import type { ManagedArticle } from '../runtime/context.js';
import { ExitCode, type Io } from './command.js';
import { failedWith, type OperatorAction, table } from './operator-action.js';

/** A page's key or an FAQ entry's topic: what tells two articles of those categories apart. */
const termOf = (article: ManagedArticle): string => article.key ?? article.topic ?? '';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** Every article in a table: its terms, where it stands, the languages it has and lacks. */
export const formatArticles = (rows: readonly ManagedArticle[], category?: string): string => {
  const what = category === undefined ? 'article' : `${category} article`;
  if (rows.length === 0) return `No ${what}s.`;
  return `${plural(rows.length, what)}:\n${table(
    ['id', 'category', 'key/topic', 'state', 'version', 'languages', 'missing'],
    rows.map((row) => [
      `#${row.id}`,
      row.category,
      termOf(row),
      row.state,
      String(row.version),
      row.languages.join(' '),
      row.missing.length === 0 ? 'none' : row.missing.join(' '),
    ]),
  )}`;
};

/** The published articles lacking a language, with those they lack: readers of them get English. */
export const formatMissing = (rows: readonly ManagedArticle[]): string => {
  const lacking = rows.filter((row) => row.state === 'published' && row.missing.length > 0);
  if (lacking.length === 0) return `Every published article is written in all ${Languages.length} languages.`;
  return `${plural(lacking.length, 'published article')} ${lacking.length === 1 ? 'lacks' : 'lack'} a language; readers of a missing one get English:\n${table(
    ['id', 'category', 'key/topic', 'missing'],
    lacking.map((row) => [`#${row.id}`, row.category, termOf(row), row.missing.join(' ')]),
  )}`;
};

/** Where an article stands for readers once it was written to. */
const servedNote = (article: ManagedArticle): string =>
  article.state === 'published'
    ? 'readers get it now'
    : article.state === 'draft'
      ? `a draft: content publish ${article.id} serves it`
      : `archived: content publish ${article.id} serves it again`;

/** The Markdown of `content write`: from `file`, or standard input for `-`, normalized. */
const readMarkdown = async (file: string, io: Io): Promise<E.Either<string, string>> => {
  if (file === '-') {
    if (io.stdin === undefined) return E.left('--file - needs standard input, and there is none here');
    return E.right(normalizeMarkdown(await io.stdin()));
  }
  try {
    return E.right(normalizeMarkdown(await readFile(resolve(io.cwd, file), 'utf8')));
  } catch (error) {
    return E.left(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
};

/** A problem with what the command line named (a file), found before anything was sent: exit 2. */
const wrongInput = (io: Io, style: Style, what: string) => {
  io.stderr(`${style.red(`✗ ${what}`)}\n`);
  return ExitCode.usage;
};

/**
 * Published content's operator actions: the articles and the languages they lack, a new draft,
 * one language written from a Markdown file, publication (again: its version rises) and archiving.
 */
export const contentActions: readonly OperatorAction[] = [
  {
    words: 'content list',
    usage: `content list [--category ${ContentCategories.join('|')}]`,
    summary:
      'List articles (drafts, published, archived) by category: key or topic, state, version, the languages written and missing',
    options: ['category'],
    run: async (operator, { category }, io, style) => {
      const result = await operator.contentArticles(category)();
      if (E.isLeft(result)) return failedWith(io, style, 'listing articles failed', result.left);
      io.stdout(`${formatArticles(result.right, category)}\n`);
      return ExitCode.ok;
    },
  },
  {
    words: 'content missing',
    usage: 'content missing',
    summary:
      'List every published article lacking a language, with the languages it lacks (their readers get English)',
    options: [],
    run: async (operator, _input, io, style) => {
      const result = await operator.contentArticles()();
      if (E.isLeft(result)) return failedWith(io, style, 'listing articles failed', result.left);
      io.stdout(`${formatMissing(result.right)}\n`);
      return ExitCode.ok;
    },
  },
  {
    words: 'content new',
    usage: 'content new <category> [--key <page>] [--topic <topic>] [--image <path>] [--link <url>]',
    summary: `Create a draft article of <category> and print its id: a page needs --key (${ContentPageKeys.join(', ')}), an FAQ entry --topic (${FaqTopics.join(', ')})`,
    argument: 'category',
    options: ['key', 'topic', 'image', 'link'],
    check: ({ category = 'notice', key, topic }) =>
      termsProblem({
        category,
        ...(key === undefined ? {} : { key }),
        ...(topic === undefined ? {} : { topic }),
      }),
    run: async (operator, { category = 'notice', key, topic, image, link }, io, style) => {
      const result = await operator.createArticle({
        category,
        ...(key === undefined ? {} : { key }),
        ...(topic === undefined ? {} : { topic }),
        ...(image === undefined ? {} : { image }),
        ...(link === undefined ? {} : { link }),
      })();
      if (E.isLeft(result)) return failedWith(io, style, `creating a ${category} failed`, result.left);
      const { id } = result.right;
      io.stdout(
        `${style.green(
          `✓ ${category} #${id} created as a draft: content write ${id} --lang en --title "…" --file <body.md>, then content publish ${id}`,
        )}\n`,
      );
      return ExitCode.ok;
    },
  },
  {
    words: 'content write',
    usage: 'content write <id> --lang <lang> --title "…" [--summary "…"] --file <body.md | ->',
    summary:
      'Write article <id> in one language: its title, summary and Markdown body (from the file, - for stdin); prints the languages still missing',
    argument: 'id',
    options: ['lang', 'title', 'summary', 'file'],
    requires: ['lang', 'title', 'file'],
    run: async (operator, { id = 0, lang = 'en', title = '', summary, file = '-' }, io, style) => {
      const markdown = await readMarkdown(file, io);
      if (E.isLeft(markdown)) return wrongInput(io, style, `content write: ${markdown.left}`);
      const problem = markdownProblem(markdown.right);
      if (problem !== undefined)
        return wrongInput(io, style, `content write: ${file === '-' ? 'stdin' : file}: ${problem}`);
      const result = await operator.writeArticle(id, {
        lang,
        title,
        markdown: markdown.right,
        ...(summary === undefined ? {} : { summary }),
      })();
      if (E.isLeft(result))
        return failedWith(io, style, `writing article #${id} in ${lang} failed`, result.left);
      const article = result.right;
      io.stdout(
        `${style.green(
          `✓ ${article.category} #${id} written in ${lang}: ${JSON.stringify(title)}; ${languagesNote(article)} (${servedNote(article)})`,
        )}\n`,
      );
      return ExitCode.ok;
    },
  },
  {
    words: 'content publish',
    usage: 'content publish <id>',
    summary:
      'Publish article <id> (again): readers get it from now on and its version rises (the pop-up shows again); needs its English text',
    argument: 'id',
    options: [],
    run: async (operator, { id = 0 }, io, style) => {
      const result = await operator.publishArticle(id)();
      if (E.isLeft(result)) return failedWith(io, style, `publishing article #${id} failed`, result.left);
      const article = result.right;
      io.stdout(
        `${style.green(
          `✓ ${article.category} #${id} published, version ${article.version}; ${languagesNote(article)}`,
        )}\n`,
      );
      return ExitCode.ok;
    },
  },
  {
    words: 'content archive',
    usage: 'content archive <id>',
    summary: 'Take article <id> down: readers no longer get it (content publish serves it again)',
    argument: 'id',
    options: [],
    run: async (operator, { id = 0 }, io, style) => {
      const result = await operator.archiveArticle(id)();
      if (E.isLeft(result)) return failedWith(io, style, `archiving article #${id} failed`, result.left);
      io.stdout(`${style.green(`✓ ${result.right.category} #${id} archived: readers no longer get it`)}\n`);
      return ExitCode.ok;
    },
  },
];

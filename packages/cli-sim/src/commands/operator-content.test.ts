import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ManagedArticle, Operator } from '../runtime/context.js';
import { capturingIo, outboxOnly } from '../test-support.js';
import { fakeContent } from '../test-support-content.js';
import { createOperatorCommand, parseOperatorArgs } from './operator.js';
import { formatArticles, formatMissing } from './operator-content.js';

const TARGET = ['--server', 'http://127.0.0.1:8080', '--operator-key', 'k'];

const article = (changes: Partial<ManagedArticle>): ManagedArticle => ({
  id: 17,
  category: 'notice',
  key: null,
  topic: null,
  image: null,
  link: null,
  state: 'published',
  version: 1,
  published_at: '2026-11-22T10:00:00.000Z',
  updated_at: '2026-11-22T10:00:00.000Z',
  languages: ['en', 'fra'],
  missing: ['zh', 'hk', 'th', 'jp', 'pt', 'kor', 'spa'],
  ...changes,
});

describe('parseOperatorArgs for content', () => {
  const parse = (...args: string[]) => parseOperatorArgs([...args, ...TARGET], {});

  it('reads each action with its argument and options', () => {
    expect(parse('content', 'list', '--category', 'faq')).toMatchObject({
      ok: true,
      input: { category: 'faq' },
    });
    expect(parse('content', 'missing')).toMatchObject({ ok: true, input: {} });
    expect(parse('content', 'new', 'page', '--key', 'aboutus')).toMatchObject({
      ok: true,
      input: { category: 'page', key: 'aboutus' },
    });
    expect(
      parse('content', 'new', 'banner', '--image', '/nft-media/a04.svg', '--link', '/pages/nft/nft'),
    ).toMatchObject({
      ok: true,
      input: { category: 'banner', image: '/nft-media/a04.svg', link: '/pages/nft/nft' },
    });
    expect(
      parse('content', 'write', '17', '--lang', 'fra', '--title', ' Maintenance prévue ', '--file', '-'),
    ).toMatchObject({ ok: true, input: { id: 17, lang: 'fra', title: 'Maintenance prévue', file: '-' } });
    expect(parse('content', 'publish', '17')).toMatchObject({ ok: true, input: { id: 17 } });
    expect(parse('content', 'archive', '17')).toMatchObject({ ok: true, input: { id: 17 } });
  });

  it('says what is wrong before anything is sent', () => {
    const error = (...args: string[]) => {
      const parsed = parse(...args);
      return parsed.ok ? undefined : parsed.error;
    };
    expect(error('content', 'new', 'article')).toBe(
      'content new: <category> must be one of notice, banner, popup, faq, page, got "article"',
    );
    expect(error('content', 'new', 'page')).toMatch(/^content new: a page needs a key: aboutus, contactus, /);
    expect(error('content', 'new', 'faq', '--topic', 'fees')).toMatch(
      /^content new: topic must be one of account, /,
    );
    expect(error('content', 'new', 'notice', '--key', 'aboutus')).toBe(
      'content new: only a page takes a key (this is a notice)',
    );
    expect(error('content', 'list', '--category', 'news')).toMatch(/^--category must be one of notice, /);
    expect(error('content', 'write', '17', '--title', 't', '--file', 'a.md')).toBe(
      'content write needs --lang',
    );
    expect(error('content', 'write', '17', '--lang', 'fr', '--title', 't', '--file', 'a.md')).toBe(
      '--lang must be one of zh, en, hk, th, jp, pt, kor, fra, spa, got "fr"',
    );
    expect(error('content', 'write', '17', '--lang', 'en', '--file', 'a.md')).toBe(
      'content write needs --title',
    );
    expect(error('content', 'write', '17', '--lang', 'en', '--title', 't')).toBe(
      'content write needs --file',
    );
    expect(error('content', 'publish', 'latest')).toBe(
      'content publish: <id> must be a number, got "latest"',
    );
    expect(error('content', 'publish', '17', '--lang', 'en')).toBe('content publish does not take --lang');
    expect(error('content', 'missing', '--category', 'faq')).toBe('content missing does not take --category');
  });
});

describe('formatArticles and formatMissing', () => {
  it('tables every article with its terms, state, version and languages', () => {
    expect(
      formatArticles([
        article({ id: 1, category: 'page', key: 'aboutus', languages: ['en'], missing: ['zh', 'fra'] }),
        article({ id: 17, state: 'draft', version: 0, languages: [], missing: ['zh', 'en'] }),
        article({ id: 18, category: 'faq', topic: 'futures', state: 'archived', version: 2, missing: [] }),
      ]),
    ).toBe(
      [
        '3 articles:',
        'id   category  key/topic  state      version  languages  missing',
        '#1   page      aboutus    published  1        en         zh fra',
        '#17  notice               draft      0                   zh en',
        '#18  faq       futures    archived   2        en fra     none',
      ].join('\n'),
    );
    expect(formatArticles([], 'popup')).toBe('No popup articles.');
  });

  it('lists the published articles lacking a language only', () => {
    expect(
      formatMissing([
        article({ id: 1, category: 'page', key: 'aboutus', missing: ['th'] }),
        article({ id: 17, state: 'draft' }),
        article({ id: 18, missing: [] }),
      ]),
    ).toBe(
      [
        '1 published article lacks a language; readers of a missing one get English:',
        'id  category  key/topic  missing',
        '#1  page      aboutus    th',
      ].join('\n'),
    );
    expect(formatMissing([article({ missing: [] })])).toBe(
      'Every published article is written in all 9 languages.',
    );
  });
});

describe('tessera-sim operator content against the fake exchange', () => {
  const setUp = () => {
    const content = fakeContent(() => 'en');
    const operator: Operator = {
      ...outboxOnly,
      ...content.operator,
      canRead: true,
      outbox: async () => ({ ok: true, messages: [] }),
    };
    const command = createOperatorCommand(() => operator);
    const dir = mkdtempSync(join(tmpdir(), 'tessera-sim-content-'));
    const run = async (args: string[], stdin?: string) => {
      const { io, printed } = capturingIo({}, dir, stdin);
      const code = await command.run([...args, ...TARGET], io);
      return { code, ...printed };
    };
    return { dir, run };
  };

  it('creates, writes from a file and from stdin, publishes, lists what is missing, archives', async () => {
    const { dir, run } = setUp();
    writeFileSync(
      join(dir, 'notice.en.md'),
      '\uFEFF## Maintenance\r\n\r\nTrading pauses on **Saturday**.\r\n',
    );
    expect(await run(['content', 'new', 'notice'])).toEqual({
      code: 0,
      stdout:
        '✓ notice #7 created as a draft: content write 7 --lang en --title "…" --file <body.md>, then content publish 7\n',
      stderr: '',
    });
    expect(await run(['content', 'publish', '7'])).toEqual({
      code: 1,
      stdout: '',
      stderr:
        '✗ publishing article #7 failed: Rejected CONTENT.ENGLISH_REQUIRED "Write the English text first"\n',
    });
    expect(
      await run([
        'content',
        'write',
        '7',
        '--lang',
        'en',
        '--title',
        'Maintenance',
        '--file',
        'notice.en.md',
      ]),
    ).toEqual({
      code: 0,
      stdout:
        '✓ notice #7 written in en: "Maintenance"; written in en; zh, hk, th, jp, pt, kor, fra, spa served in English (a draft: content publish 7 serves it)\n',
      stderr: '',
    });
    const french = await run(
      [
        'content',
        'write',
        '7',
        '--lang',
        'fra',
        '--title',
        'Maintenance prévue',
        '--summary',
        'Samedi',
        '--file',
        '-',
      ],
      'Le trading s’interrompt **samedi**.\n',
    );
    expect(french.stdout).toMatch(
      /^✓ notice #7 written in fra: "Maintenance prévue"; written in en, fra; zh, hk, th, jp, pt, kor, spa served in English/,
    );
    expect(await run(['content', 'publish', '7'])).toMatchObject({
      code: 0,
      stdout:
        '✓ notice #7 published, version 1; written in en, fra; zh, hk, th, jp, pt, kor, spa served in English\n',
    });
    const missing = await run(['content', 'missing']);
    expect(missing.stdout).toMatch(
      /^7 published articles lack a language; readers of a missing one get English:\n/,
    );
    expect(missing.stdout).toMatch(/\n#7 {2}notice +zh hk th jp pt kor spa\n$/);
    const list = await run(['content', 'list', '--category', 'notice']);
    expect(list.stdout).toMatch(
      /^2 notice articles:\n.*\n#4 .*\n#7 {2}notice +published {2}1 +en fra +zh hk th jp pt kor spa\n$/,
    );
    expect(await run(['content', 'archive', '7'])).toMatchObject({
      code: 0,
      stdout: '✓ notice #7 archived: readers no longer get it\n',
    });
  });

  it('refuses a file it cannot read or the exchange would refuse, and stdin where there is none (exit 2)', async () => {
    const { dir, run } = setUp();
    writeFileSync(join(dir, 'tabs.md'), 'List:\n\n\t- one\n');
    const write = (file: string) =>
      run(['content', 'write', '1', '--lang', 'th', '--title', 'x', '--file', file]);
    expect(await write('tabs.md')).toEqual({
      code: 2,
      stdout: '',
      stderr: '✗ content write: tabs.md: line 3 has a tab, which the exchange refuses: indent with spaces\n',
    });
    const nowhere = await write('nowhere.md');
    expect(nowhere.code).toBe(2);
    expect(nowhere.stderr).toMatch(/^✗ content write: cannot read nowhere\.md: ENOENT/);
    expect(await write('-')).toMatchObject({
      code: 2,
      stderr: '✗ content write: --file - needs standard input, and there is none here\n',
    });
    expect(
      await run(['content', 'write', '1', '--lang', 'th', '--title', 'x', '--file', '-'], ' \n'),
    ).toMatchObject({
      code: 2,
      stderr: '✗ content write: stdin: the Markdown is empty\n',
    });
    expect(await run(['content', 'archive', '99'])).toEqual({
      code: 1,
      stdout: '',
      stderr: '✗ archiving article #99 failed: Rejected CONTENT.UNKNOWN_ARTICLE "There is no such article"\n',
    });
  });
});

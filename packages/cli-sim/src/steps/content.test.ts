import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { type Reporter, runScenario, type StepReport } from '../runner.js';
import type { SimContext } from '../runtime/context.js';
import { parseScenario } from '../scenario/scenario.js';
import { fakeContext, outboxOnly } from '../test-support.js';
import type { FakeContentOptions } from '../test-support-content.js';

const load = (text: string) => parseScenario(text, { random: 'abc12345', randomDigits: '31415926', env: {} });

/** Plays `steps` against the fake exchange (made wrong by `content`, if given). */
const play = async (steps: string, ctx: SimContext = fakeContext()) => {
  const scenario = load(`name: content\nsteps:\n${steps}`);
  if (E.isLeft(scenario)) throw new Error(scenario.left.join('\n'));
  const reports: StepReport[] = [];
  const reporter: Reporter = { stepFinished: (report) => void reports.push(report) };
  const summary = await runScenario(scenario.right, ctx, reporter);
  ctx.tessera.stop();
  return { summary, reports };
};

const withContent = (content: FakeContentOptions) => fakeContext({ content });

/** A notice in English and French whose Markdown carries a script and a javascript: link. */
const NOTICE = `  - operator:
      content: new
      category: notice
      texts:
        en:
          title: Scheduled maintenance
          markdown: "Trading pauses on **Saturday**.\\n\\n<script>alert(1)</script>\\n\\n[FAQ](/pages/common/faq) [bonus](javascript:alert(1))"
        fra: { title: Maintenance prévue, markdown: "Le trading s'interrompt **samedi**." }
      publish: true
`;

describe('operator content and expect content, as written', () => {
  it('decode with their titles', () => {
    const result = load(`name: x
steps:
${NOTICE}  - operator: { content: new, category: page, key: aboutus }
  - operator: { content: write, id: 3, texts: { th: { title: ประกาศ, markdown: เนื้อหา, summary: สรุป } } }
  - operator: { content: publish }
  - operator: { content: archive, id: 7 }
  - expect: { content: { lang: fra, pages: all, faq: [account], notices: true, menu: true } }
  - expect: { content: { lang: th, article: { title: Scheduled maintenance, lang: en }, popup: { version: 2, shown: true } } }
  - expect: { content: { lang: en, article: gone, popup: none, banners: [NFT marketplace] } }
`);
    if (E.isLeft(result)) throw new Error(result.left.join('\n'));
    expect(result.right.steps.map((step) => step.title)).toEqual([
      'operator content new notice in en, fra and publish',
      'operator content new page aboutus',
      'operator content write article #3 in th',
      "operator content publish the run's latest article",
      'operator content archive article #7',
      'expect content read in fra: pages all, faq, notices, menu',
      'expect content read in th: article "Scheduled maintenance" in en, popup version 2 shown',
      'expect content read in en: banners, article gone, popup none',
    ]);
  });

  it('refuse steps that do not fit together, unknown languages, Markdown the exchange refuses and readings of nothing', () => {
    const result = load(`name: x
steps:
  - operator: { content: new }
  - operator: { content: new, category: page }
  - operator: { content: new, category: notice, key: aboutus }
  - operator: { content: new, category: notice, id: 3 }
  - operator: { content: write }
  - operator: { content: write, category: notice, texts: { en: { title: t, markdown: m } } }
  - operator: { content: publish, texts: { en: { title: t, markdown: m } } }
  - operator: { content: write, texts: { fr: { title: t, markdown: m } } }
  - operator: { content: write, texts: { en: { title: t, markdown: "a\\n\\tb" } } }
  - operator: { content: erase }
  - operator: { content: publish, loan: approve }
  - expect: { content: { lang: fra } }
  - expect: { content: { lang: fr, pages: [about] } }
`);
    expect(E.isLeft(result) ? result.left : []).toEqual([
      expect.stringMatching(/^steps\[0\]\.operator: content: new needs a category \(notice, banner/),
      expect.stringMatching(/^steps\[1\]\.operator: a page needs a key: aboutus, /),
      expect.stringMatching(/^steps\[2\]\.operator: only a page takes a key \(this is a notice\)/),
      expect.stringMatching(/^steps\[3\]\.operator: content: new makes a new article, so it takes no id/),
      expect.stringMatching(/^steps\[4\]\.operator: content: write needs texts/),
      expect.stringMatching(/^steps\[5\]\.operator: content: write takes texts, not category/),
      expect.stringMatching(/^steps\[6\]\.operator: content: publish takes only an id, not texts/),
      expect.stringMatching(/^steps\[7\]\.operator\.texts\.fr: unknown field "fr" \(known: zh, en, /),
      expect.stringMatching(/^steps\[8\]\.operator\.texts\.en\.markdown: markdown: line 2 has a tab/),
      expect.stringMatching(/^steps\[9\]\.operator\.content: expected .*"new".*saw "erase"/),
      expect.stringMatching(/^steps\[10\]\.operator: loan and content are decisions of two operator steps/),
      'steps[11].expect.content: say what the reader reads (pages, faq, notices, banners, menu, article, popup)',
      expect.stringMatching(/^steps\[12\]\.expect\.content\.lang: expected .*saw "fr"/),
      expect.stringMatching(/^steps\[12\]\.expect\.content\.pages: expected "all" or a list of page keys/),
    ]);
  });
});

describe('operator content and expect content against the fake exchange', () => {
  it('publishes a notice read in French by a French reader and in English by a Thai one, clean; archives it; shows a pop-up once per version', async () => {
    const { summary, reports } =
      await play(`  - expect: { content: { lang: fra, pages: [aboutus, contactus], faq: [account], notices: true, banners: true, menu: true, popup: { shown: true } } }
${NOTICE}  - expect:
      content:
        lang: fra
        notices: [Maintenance prévue]
        article: { title: Maintenance prévue, lang: fra, includes: [<strong>samedi</strong>] }
  - expect:
      content:
        lang: th
        article: { title: Scheduled maintenance, includes: ['<a href="/pages/common/faq">FAQ</a>', <a>bonus</a>], excludes: [javascript] }
  - operator: { content: archive }
  - expect: { content: { lang: fra, article: gone } }
  - operator: { content: new, category: popup, texts: { en: { title: Competition, markdown: Starts Monday. } }, publish: true }
  - expect: { content: { lang: fra, popup: { title: Competition, version: 1, lang: en, shown: true } } }
  - expect: { content: { lang: fra, popup: { version: 1, shown: false } } }
  - operator: { content: publish }
  - expect: { content: { lang: fra, popup: { version: 2, shown: true } } }
`);
    expect(reports.map((report) => [report.status, report.detail ?? report.message])).toEqual([
      [
        'passed',
        'fra: 2 pages (1 in fra, 1 in en), 1 FAQ entry (1 in en), 1 notice (1 in en), 1 banner (1 in en), 1 menu shortcut to app routes, pop-up #6 "Welcome to Tessera" version 1 in en, shown, 4 HTML bodies clean, 2 links allowed',
      ],
      [
        'passed',
        'notice #7 created; en "Scheduled maintenance" written; fra "Maintenance prévue" written; published, version 1; written in en, fra; zh, hk, th, jp, pt, kor, spa served in English',
      ],
      [
        'passed',
        'fra: 2 notices (1 in fra, 1 in en), notice #7 "Maintenance prévue" in fra, listed among the notices, 1 HTML body clean, 0 links allowed',
      ],
      [
        'passed',
        'th: notice #7 "Scheduled maintenance" in en, listed among the notices, 1 HTML body clean, 1 link allowed',
      ],
      ['passed', 'notice #7 archived: readers no longer get it'],
      ['passed', 'fra: notice #7 no longer served, nor listed among the notices'],
      [
        'passed',
        'popup #8 created; en "Competition" written; published, version 1; written in en; zh, hk, th, jp, pt, kor, fra, spa served in English',
      ],
      ['passed', 'fra: pop-up #8 "Competition" version 1 in en, shown, 1 HTML body clean, 0 links allowed'],
      [
        'passed',
        'fra: pop-up #8 "Competition" version 1 in en, already seen, 1 HTML body clean, 0 links allowed',
      ],
      [
        'passed',
        'popup #8 published, version 2; written in en; zh, hk, th, jp, pt, kor, fra, spa served in English',
      ],
      ['passed', 'fra: pop-up #8 "Competition" version 2 in en, shown, 1 HTML body clean, 0 links allowed'],
    ]);
    expect(summary).toMatchObject({ total: 11, passed: 11 });
    expect(summary.failed).toBeUndefined();
  });

  it('catches HTML served unsanitized', async () => {
    const article = await play(
      `${NOTICE}  - expect: { content: { lang: th, article: {} } }\n`,
      withContent({ unsafe: true }),
    );
    expect(article.reports.at(-1)?.message).toBe(
      'expected notice #7 as HTML without scripts, event handlers or links allowedLink refuses, saw notice #7 holds a <script> element',
    );
  });

  it('catches a missing language served in another than English, and a written one not served', async () => {
    const { reports } = await play(
      `${NOTICE}  - expect: { content: { lang: th, notices: true } }\n`,
      withContent({ fallback: 'fra' }),
    );
    expect(reports.at(-1)?.message).toBe(
      'expected the notices for a th reader, saw notice #7 listed in fra, though it lacks th and English stands in for a missing language',
    );
    const pinned = await play(`${NOTICE}  - expect: { content: { lang: fra, article: { lang: en } } }\n`);
    expect(pinned.reports.at(-1)?.message).toBe('expected notice #7 in en, saw notice #7 served in fra');
  });

  it('fails a reading of the run’s article when it has none, and a pop-up shown again at the same version', async () => {
    const none = await play('  - expect: { content: { lang: en, article: gone } }\n');
    expect(none.reports[0]?.message).toBe("expected an article this run's operator steps acted on, saw none");
    const again = await play(
      '  - expect: { content: { lang: en, popup: { shown: true } } }\n  - expect: { content: { lang: en, popup: { shown: true } } }\n',
    );
    expect(again.reports[1]?.message).toBe(
      "expected pop-up #6 shown (core's popupDue), saw not shown: the reader last saw #6 version 1",
    );
  });

  it('reports the server refusing, and needs the operator key', async () => {
    const refused = await play('  - operator: { content: publish, id: 99 }\n');
    expect(refused.reports[0]?.message).toBe(
      'operator: publishing article #99 refused: Rejected CONTENT.UNKNOWN_ARTICLE "There is no such article"',
    );
    const english = await play(
      '  - operator: { content: new, category: notice, texts: { fra: { title: Avis, markdown: Texte. } }, publish: true }\n',
    );
    expect(english.reports[0]?.message).toBe(
      'operator: publishing article #7 refused: Rejected CONTENT.ENGLISH_REQUIRED "Write the English text first"',
    );
    const ctx = fakeContext();
    const keyless = await play('  - operator: { content: publish, id: 1 }\n', {
      ...ctx,
      operator: { ...outboxOnly, canRead: false, outbox: async () => ({ ok: false, error: 'no key' }) },
    });
    expect(keyless.reports[0]?.message).toBe(
      'operator steps need an operator key (pass --operator-key or set OPERATOR_KEY)',
    );
  });

  it('restores the session’s language after reading', async () => {
    const ctx = fakeContext();
    ctx.tessera.language.send({ type: 'language.change', language: 'jp' });
    await play('  - expect: { content: { lang: fra, menu: true } }\n', ctx);
    expect(ctx.tessera.language.getSnapshot().context.language).toBe('jp');
  });
});

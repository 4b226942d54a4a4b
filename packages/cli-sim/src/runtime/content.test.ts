import { describe, expect, it } from 'vitest';
import { auditHtml, languagesNote, markdownProblem, normalizeMarkdown, termsProblem } from './content.js';

describe('termsProblem', () => {
  it('takes a page with a fixed page key, an FAQ entry with a topic, and the rest with neither', () => {
    expect(termsProblem({ category: 'page', key: 'aboutus' })).toBeUndefined();
    expect(termsProblem({ category: 'faq', topic: 'futures' })).toBeUndefined();
    expect(termsProblem({ category: 'notice' })).toBeUndefined();
    expect(
      termsProblem({ category: 'banner', image: '/nft-media/a04.svg', link: '/pages/nft/nft' }),
    ).toBeUndefined();
  });

  it('says which keys and topics there are, and refuses them on other categories', () => {
    expect(termsProblem({ category: 'page' })).toBe(
      'a page needs a key: aboutus, contactus, operational_compliance, risk_options, risk_futures',
    );
    expect(termsProblem({ category: 'page', key: 'about' })).toMatch(
      /^key must be one of aboutus, .*, got "about"$/,
    );
    expect(termsProblem({ category: 'faq' })).toMatch(/^a FAQ entry needs a topic: account, wallet, /);
    expect(termsProblem({ category: 'faq', topic: 'fees' })).toMatch(/^topic must be one of .*, got "fees"$/);
    expect(termsProblem({ category: 'notice', key: 'aboutus' })).toBe(
      'only a page takes a key (this is a notice)',
    );
    expect(termsProblem({ category: 'popup', topic: 'account' })).toBe(
      'only an FAQ entry takes a topic (this is a popup)',
    );
  });
});

describe('normalizeMarkdown and markdownProblem', () => {
  it('drops a byte-order mark and carriage returns, which an editor on Windows writes', () => {
    expect(normalizeMarkdown('\uFEFF# Title\r\n\r\nBody\rend')).toBe('# Title\n\nBody\nend');
  });

  it('takes Markdown in any script, and names the line of a tab or a control character', () => {
    expect(markdownProblem('## 维护\n\n- **สวัสดี** [FAQ](/pages/common/faq)\n')).toBeUndefined();
    expect(markdownProblem('a\n\tb')).toBe(
      'line 2 has a tab, which the exchange refuses: indent with spaces',
    );
    expect(markdownProblem('a\nb\nc\u0007')).toMatch(/^line 3 has the character U\+0007, /);
    expect(markdownProblem('left\u202Eright')).toMatch(/^line 1 has the character U\+202E, /);
    expect(markdownProblem(' \n ')).toBe('the Markdown is empty');
  });
});

describe('languagesNote', () => {
  it('lists what English stands in for, or that English itself is missing', () => {
    expect(languagesNote({ languages: ['en', 'fra'], missing: ['zh', 'th'] })).toBe(
      'written in en, fra; zh, th served in English',
    );
    expect(languagesNote({ languages: ['fra'], missing: ['en', 'zh'] })).toBe(
      'written in fra; en, zh missing (English is needed to publish)',
    );
    expect(languagesNote({ languages: [], missing: ['en'] })).toBe('no text yet');
    expect(languagesNote({ languages: ['en', 'zh'], missing: [] })).toBe('written in all 9 languages');
  });
});

describe('auditHtml', () => {
  const hosts = ['tessera.example'];

  it('passes sanitized content: app routes and https pages of allowed hosts, links without a target, escaped text', () => {
    const html = [
      '<h2>Maintenance</h2>',
      '<p>Trading pauses on <strong>Saturday</strong>; &lt;script&gt;alert(1)&lt;/script&gt; stays text.</p>',
      '<ul><li><a href="/pages/common/faq">FAQ</a></li>',
      '<li><a href="https://docs.tessera.example/fees" target="_blank" rel="noopener noreferrer">fees</a></li>',
      '<li><a>Claim your bonus</a></li></ul><hr /><br>',
    ].join('\n');
    expect(auditHtml(html, hosts)).toEqual({ problems: [], links: 2 });
  });

  it('catches scripts, frames, styles, event handlers and every link allowedLink refuses, however written', () => {
    const { problems } = auditHtml(
      [
        '<script>alert(1)</script>',
        '<SCRIPT SRC=/pages/x></SCRIPT>',
        '<iframe src="https://tessera.example/"></iframe>',
        '<img src="x" onerror="alert(1)">',
        '<p style="position:fixed">x</p>',
        '<a href="javascript:alert(1)">a</a>',
        '<a href="&#106;avascript:alert(1)">b</a>',
        "<a href='https://evil.example/'>c</a>",
        '<a href=http://tessera.example/>d</a>',
        '<a href="https://tessera.example.evil.com/">e</a>',
      ].join(''),
      hosts,
    );
    expect(problems).toEqual([
      'a <script> element',
      'a <script> element',
      'a <iframe> element',
      'a link to "x", which allowedLink refuses',
      'an event handler onerror on <img>',
      'a style attribute on <p>',
      'a link to "javascript:alert(1)", which allowedLink refuses',
      'a link to "javascript:alert(1)", which allowedLink refuses',
      'a link to "https://evil.example/", which allowedLink refuses',
      'a link to "http://tessera.example/", which allowedLink refuses',
      'a link to "https://tessera.example.evil.com/", which allowedLink refuses',
    ]);
  });
});

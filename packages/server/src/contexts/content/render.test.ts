import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render.js';

const hosts = ['example.org'];

describe('renderMarkdown', () => {
  it('renders the Markdown operators write', () => {
    expect(
      renderMarkdown(
        '# Fees\n\nA **0.05 %** fee, see [the table](/pages/common/faq).\n\n- one\n- two',
        hosts,
      ),
    ).toBe(
      '<h2>Fees</h2>\n<p>A <strong>0.05 %</strong> fee, see <a href="/pages/common/faq">the table</a>.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n',
    );
    expect(renderMarkdown('[docs](https://docs.example.org/x)', hosts)).toBe(
      '<p><a href="https://docs.example.org/x" target="_blank" rel="noopener noreferrer">docs</a></p>\n',
    );
  });

  it('removes scripts, handlers, styles, frames, images and forbidden links from hostile input', () => {
    const hostile = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<p onclick="alert(1)">hi</p>',
      '<iframe src="https://example.org"></iframe>',
      '<style>body{display:none}</style>',
      '<a href="javascript:alert(1)">x</a>',
      '[x](javascript:alert(1))',
      '[x](data:text/html;base64,PHNjcmlwdD4=)',
      '[x](https://evil.com/)',
      '[x](//evil.com/)',
      '<svg><script>alert(1)</script></svg>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<a href="https://example.org" onmouseover="alert(1)">x</a>',
      '<form action="https://evil.com"><input name=a></form>',
      '<object data="x"></object><embed src="x">',
    ];
    const bad = [
      '<script',
      'onerror',
      'onclick',
      'onmouseover',
      '<iframe',
      '<style',
      'javascript:',
      'data:',
      'evil.com',
      '<img',
      '<svg',
      '<form',
      '<input',
      '<object',
      '<embed',
      'alert(1)</',
    ];
    // Each alone, and all together (an unclosed tag must not carry the rest past the sanitizer).
    for (const input of [...hostile, hostile.join('\n\n')]) {
      const html = renderMarkdown(input, hosts);
      for (const pattern of bad) expect(html, input).not.toContain(pattern);
    }
    expect(renderMarkdown('<a href="https://example.org" onmouseover="alert(1)">x</a>', hosts)).toBe(
      '<p><a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a></p>\n',
    );
  });
});

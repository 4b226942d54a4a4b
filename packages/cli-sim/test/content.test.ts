import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, SERVER_START_MS, scenario, serverForSuite } from './cli.js';

describe('scenarios/content.yaml against an embedded server', () => {
  it(
    'reads the seeded pages and FAQ in English and French, publishes a notice read in French and, without Thai, in English, clean, archives it, and raises the pop-up’s version',
    async () => {
      const { code, stdout, stderr } = await cli(['run', scenario('content')]);
      expect(stderr).toBe('');
      expect(stdout).toMatch(
        /English reader gets .* en: 5 pages \(5 in en\), \d+ FAQ entries \(\d+ in en\), \d+ notices? \(\d+ in en\), .* \d+ HTML bodies clean/,
      );
      // The seeded content may or may not be translated yet: each item is checked against the
      // languages the operator's list says it has.
      expect(stdout).toMatch(
        /a French reader gets them .* fra: 5 pages \((\d in fra(, \d in en)?|5 in en)\)/,
      );
      expect(stdout).toMatch(
        /notice #\d+ created; en "Scheduled maintenance \w+" written; fra "Maintenance prévue \w+" written; published, version 1; written in en, fra; zh, hk, th, jp, pt, kor, spa served in English/,
      );
      expect(stdout).toMatch(
        /fra: .*notice #\d+ "Maintenance prévue \w+" in fra, listed among the notices, 1 HTML body clean, 1 link allowed/,
      );
      expect(stdout).toMatch(
        /th: .*notice #\d+ "Scheduled maintenance \w+" in en, listed among the notices, 1 HTML body clean/,
      );
      expect(stdout).toMatch(/fra: .*notice #\d+ no longer served, nor listed among the notices/);
      expect(stdout).toMatch(/pop-up #\d+ "Concours de trading \w+" version 1 in fra, shown/);
      expect(stdout).toMatch(/pop-up #\d+ "Concours de trading \w+" version 1 in fra, already seen/);
      expect(stdout).toMatch(/popup #\d+ published, version 2;/);
      expect(stdout).toMatch(/pop-up #\d+ "Concours de trading \w+" version 2 in fra, shown/);
      expect(stdout).toMatch(/✓ content: all 15 steps passed in /);
      expect(code).toBe(0);
    },
    SERVER_START_MS,
  );
});

describe('tessera-sim operator content against a server', () => {
  const { target } = serverForSuite();
  const dir = mkdtempSync(join(tmpdir(), 'tessera-sim-content-'));
  const file = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };

  it('creates a notice, writes it in English from a file and in French from stdin, publishes it, lists what is missing, archives it', async () => {
    const created = await cli(['operator', 'content', 'new', 'notice', ...target()]);
    expect(created).toMatchObject({ code: 0, stderr: '' });
    const id =
      created.stdout.match(/^✓ notice #(\d+) created as a draft: content write \1 --lang en /)?.[1] ?? '';
    expect(id).not.toBe('');

    const early = await cli(['operator', 'content', 'publish', id, ...target()]);
    expect(early.code).toBe(1);
    expect(early.stderr).toMatch(
      new RegExp(`^✗ publishing article #${id} failed: Rejected CONTENT\\.ENGLISH_REQUIRED "`),
    );

    const english = file(
      'notice.en.md',
      "## Trading pauses on Saturday\r\n\r\n**02:00 to 04:00 UTC**.\r\n\r\n<script>alert('x')</script>\r\n\r\n[Bonus](javascript:alert(1))\r\n",
    );
    const en = await cli([
      'operator',
      'content',
      'write',
      id,
      '--lang',
      'en',
      '--title',
      'Scheduled maintenance',
      '--summary',
      'Trading pauses on Saturday',
      '--file',
      english,
      ...target(),
    ]);
    expect(en).toEqual({
      code: 0,
      stdout: `✓ notice #${id} written in en: "Scheduled maintenance"; written in en; zh, hk, th, jp, pt, kor, fra, spa served in English (a draft: content publish ${id} serves it)\n`,
      stderr: '',
    });
    const fra = await cli(
      [
        'operator',
        'content',
        'write',
        id,
        '--lang',
        'fra',
        '--title',
        'Maintenance prévue',
        '--file',
        '-',
        ...target(),
      ],
      {},
      'Le trading s’interrompt **samedi**.\n',
    );
    expect(fra.stdout).toBe(
      `✓ notice #${id} written in fra: "Maintenance prévue"; written in en, fra; zh, hk, th, jp, pt, kor, spa served in English (a draft: content publish ${id} serves it)\n`,
    );

    const published = await cli(['operator', 'content', 'publish', id, ...target()]);
    expect(published).toEqual({
      code: 0,
      stdout: `✓ notice #${id} published, version 1; written in en, fra; zh, hk, th, jp, pt, kor, spa served in English\n`,
      stderr: '',
    });
    const missing = await cli(['operator', 'content', 'missing', ...target()]);
    expect(missing.code).toBe(0);
    expect(missing.stdout).toMatch(
      /published articles? lacks? a language; readers of a missing one get English:\nid +category +key\/topic +missing\n/,
    );
    expect(missing.stdout).toMatch(new RegExp(`\\n#${id} +notice +zh hk th jp pt kor spa\\n`));
    const list = await cli(['operator', 'content', 'list', '--category', 'notice', ...target()]);
    expect(list.stdout).toMatch(
      /^\d+ notice articles:\nid +category +key\/topic +state +version +languages +missing\n/,
    );
    expect(list.stdout).toMatch(
      new RegExp(`\\n#${id} +notice +published +1 +en fra +zh hk th jp pt kor spa\\n`),
    );
    const pages = await cli(['operator', 'content', 'list', '--category', 'page', ...target()]);
    expect(pages.stdout).toMatch(/^5 page articles:\n/);
    expect(pages.stdout).toMatch(/\n#\d+ +page +aboutus +published +1 +en\b/);

    const archived = await cli(['operator', 'content', 'archive', id, ...target()]);
    expect(archived).toEqual({
      code: 0,
      stdout: `✓ notice #${id} archived: readers no longer get it\n`,
      stderr: '',
    });
    const again = await cli(['operator', 'content', 'list', '--category', 'notice', ...target()]);
    expect(again.stdout).toMatch(new RegExp(`\\n#${id} +notice +archived +1 `));
  });

  it('refuses what the server or the command line refuses', async () => {
    const page = await cli(['operator', 'content', 'new', 'page', '--key', 'aboutus', ...target()]);
    expect(page.code).toBe(1);
    expect(page.stderr).toMatch(/^✗ creating a page failed: Rejected CONTENT\.PAGE_EXISTS "/);
    const link = await cli([
      'operator',
      'content',
      'new',
      'banner',
      '--link',
      'javascript:alert(1)',
      ...target(),
    ]);
    expect(link.code).toBe(1);
    expect(link.stderr).toMatch(/^✗ creating a banner failed: Rejected CONTENT\.LINK_NOT_ALLOWED "/);
    const unknown = await cli(['operator', 'content', 'archive', '999999', ...target()]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(
      /^✗ archiving article #999999 failed: Rejected CONTENT\.UNKNOWN_ARTICLE "/,
    );
    const keyless = await cli(['operator', 'content', 'new', 'page', ...target()]);
    expect(keyless.code).toBe(2);
    expect(keyless.stderr).toMatch(/^tessera-sim operator: content new: a page needs a key: aboutus, /);
    const tabs = file('tabs.md', 'List:\n\n\t- one\n');
    const refused = await cli([
      'operator',
      'content',
      'write',
      '1',
      '--lang',
      'th',
      '--title',
      'x',
      '--file',
      tabs,
      ...target(),
    ]);
    expect(refused).toMatchObject({ code: 2, stdout: '' });
    expect(refused.stderr).toMatch(/: line 3 has a tab, which the exchange refuses: indent with spaces\n$/);
  });

  it('plays scenarios/content.yaml against the same server', async () => {
    const { code, stdout } = await cli(['run', scenario('content'), ...target()]);
    expect(stdout).toMatch(/✓ content: all 15 steps passed in /);
    expect(code).toBe(0);
  });
});

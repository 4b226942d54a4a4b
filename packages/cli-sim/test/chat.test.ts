import { describe, expect, it } from 'vitest';
import { cli, SERVER_START_MS, scenario, serverForSuite } from './cli.js';

describe('customer-service chat from the simulator and the operator’s terminal', () => {
  const { target } = serverForSuite();

  it(
    'runs scenarios/chat.yaml, then lists, shows and answers the conversation as support',
    async () => {
      const run = await cli(['run', scenario('chat'), ...target()]);
      expect(run.stderr).toBe('');
      expect(run.stdout).toMatch(/message #\d+ stored once for 3 sends/);
      expect(run.stdout).toMatch(
        /5 messages, 2 from support, 1 with a picture, 1 unread; the last #\d+ from support "You're welcome\. Anything else\?"/,
      );
      expect(run.stdout).toMatch(/✓ chat: all 10 steps passed in /);
      expect(run.code).toBe(0);
      const user = run.stdout.match(/register username (chat\d+)/)?.[1] ?? '';
      expect(user).not.toBe('');

      // Support answered last: the conversation is listed, but waits for nobody.
      const all = await cli(['operator', 'chat', 'list', ...target()]);
      expect(all).toMatchObject({ code: 0, stderr: '' });
      expect(all.stdout).toMatch(
        new RegExp(`#\\d+ +${user} +0 +support +\\S+ +You're welcome\\. Anything else\\?`),
      );
      const waiting = await cli(['operator', 'chat', 'list', '--waiting', ...target()]);
      expect(waiting.stdout).not.toContain(user);

      const shown = await cli(['operator', 'chat', 'show', user, ...target()]);
      expect(shown).toMatchObject({ code: 0, stderr: '' });
      expect(shown.stdout).toMatch(
        new RegExp(`#\\d+ \\S+ ${user} \\(read\\)\\n  Hello, my deposit of 250 USDT has not arrived yet\\.`),
      );
      expect(shown.stdout).toMatch(/\[image\] \/api\/files\/[0-9a-f]{32}/);
      expect(shown.stdout).toMatch(/support \(unread\)\n {2}You're welcome\. Anything else\?/);

      const answered = await cli([
        'operator',
        'chat',
        'reply',
        user,
        '--text',
        'Closing this chat: write any time.',
        ...target(),
      ]);
      expect(answered).toMatchObject({ code: 0, stderr: '' });
      expect(answered.stdout).toMatch(new RegExp(`✓ answered ${user} \\(message #\\d+\\)`));
    },
    SERVER_START_MS,
  );

  it('says what is wrong with a reply before or after sending it', async () => {
    const untold = await cli(['operator', 'chat', 'reply', 'anyone', ...target()]);
    expect(untold.code).toBe(2);
    expect(untold.stderr).toMatch(/chat reply needs --text/);
    const nobody = await cli(['operator', 'chat', 'reply', 'nobody-at-all', '--text', 'hi', ...target()]);
    expect(nobody.code).toBe(1);
    expect(nobody.stderr).toMatch(/answering nobody-at-all failed/);
  });
});

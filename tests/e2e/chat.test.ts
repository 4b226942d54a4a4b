/**
 * Customer service's chat in a real browser at 390×844. A new user opens it from the message
 * centre and is greeted; writes two lines (Shift+Enter, then Enter) and sends a photo; support
 * answers from the terminal (`tessera-sim operator chat reply`) and the answer arrives without a
 * reload, the user's messages ticked read. Offline, a message fails ("Not sent — tap to retry"),
 * is sent once when retried online, and a reload shows every message once. Away from the chat the
 * bell counts support's next answer and the message centre's tab too; opening the chat clears
 * them. The composer words a message over the limit; then the same screens in Korean. A long
 * conversation opens on its newest 30 messages and loads the ones before as it is scrolled up.
 * Screenshots 260–267.
 */
import { execFile } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { CHAT_TEXT_MAX } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { hasChromium, looksWhole, okMessage, useBrowserRig } from './support.js';

const rig = useBrowserRig({ tickMs: 500 });

const PASSWORD = 'correct-horse-7';
const NAMESPACES = ['chat', 'messages', 'common', 'content', 'routeTitle'];
const CLI = resolve(dirname(fileURLToPath(import.meta.url)), '../../packages/cli-sim/dist/main.js');
const run = promisify(execFile);

/** `tessera-sim operator …` against the rig's server, as support would run it; its output. */
const operator = async (...args: string[]): Promise<string> => {
  const { stdout } = await run(process.execPath, [
    CLI,
    'operator',
    ...args,
    '--server',
    rig.server.url,
    '--operator-key',
    rig.server.operatorKey,
  ]);
  return stdout;
};

/** A small photo drawn by the page itself (a "receipt"), as PNG bytes. */
const receipt = async (): Promise<Buffer> =>
  Buffer.from(
    await rig.page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 240;
      const pen = canvas.getContext('2d');
      if (pen === null) throw new Error('no 2D canvas');
      const sky = pen.createLinearGradient(0, 0, 320, 240);
      sky.addColorStop(0, '#1d64ef');
      sky.addColorStop(1, '#0c7e50');
      pen.fillStyle = sky;
      pen.fillRect(0, 0, 320, 240);
      pen.fillStyle = '#fff';
      pen.fillRect(40, 40, 240, 160);
      pen.fillStyle = '#121826';
      pen.font = 'bold 22px sans-serif';
      pen.fillText('Transfer receipt', 62, 100);
      pen.font = '18px sans-serif';
      pen.fillText('250.00 USDT', 62, 140);
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    }),
    'base64',
  );

/** Opens the chat afresh (a reload: the language and everything else read again). */
const openChat = async () => {
  const { page } = rig;
  await page.goto(`${rig.server.url}/#/pages/kefu/index`);
  await page.reload();
  await page.getByTestId('page-chat').waitFor();
  await page.getByTestId('chat-log').waitFor();
};

const messages = (from?: 'user' | 'support') =>
  rig.page.locator(
    from ? `[data-testid="chat-message"][data-from="${from}"]` : '[data-testid="chat-message"]',
  );

/** The stored messages' ids as shown, top to bottom. */
const shownIds = () =>
  rig.page
    .getByTestId('chat-message')
    .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-id'))));

/** How far (px) the conversation is scrolled above its newest message. */
const distanceToEnd = () =>
  rig.page.getByTestId('chat-log').evaluate((log) => log.scrollHeight - log.scrollTop - log.clientHeight);

const setLanguage = (language: string) =>
  rig.page.evaluate((code) => localStorage.setItem('tessera:lang', code), language);

/** Sends `text` while offline: it stays in the conversation as not sent. */
const failOffline = async (text: string) => {
  const { page } = rig;
  rig.expectFailure({ url: /\/api\/kefu\/send$/ });
  // Offline, the realtime socket drops and tries to come back until the page is online again.
  rig.expectFailure({ url: /\/socket\.io\/\?/ });
  await page.context().setOffline(true);
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-input').press('Enter');
  await page.locator('[data-testid="chat-pending"][data-state="failed"]').waitFor();
};

/** Back online, "tap to retry": the message is stored and shown once, as the user's. */
const retryOnline = async (text: string) => {
  const { page } = rig;
  await page.context().setOffline(false);
  await page.getByTestId('chat-resend').click();
  await messages('user').filter({ hasText: text }).waitFor();
  expect(await page.getByTestId('chat-pending').count()).toBe(0);
};

describe.skipIf(!hasChromium)('customer service’s chat in a browser', () => {
  const email = `chat-${Date.now()}@example.com`;
  const second = `chat-kor-${Date.now()}@example.com`;

  it('opens from the message centre and greets an empty conversation', async () => {
    const { page } = rig;
    await rig.signUpByEmail(email, PASSWORD);
    await page.getByTestId('open-messages').click();
    await page.getByTestId('page-message-centre').waitFor();
    await page.getByTestId('message-tabs-service').click();
    await page.getByTestId('open-chat').click();
    await page.getByTestId('page-chat').waitFor();
    await page.getByTestId('chat-greeting').waitFor();
    expect(await page.getByTestId('chat-send').isDisabled()).toBe(true);
    await looksWhole(page, NAMESPACES);
    await rig.shot('260-chat-empty-en');
  });

  it('sends two lines and a photo, and shows support’s answer from the terminal as it comes', async () => {
    const { page } = rig;
    const input = page.getByTestId('chat-input');
    await input.fill('Hello!');
    await input.press('Shift+Enter');
    await input.pressSequentially('Where is my deposit?');
    await input.press('Enter');
    const first = messages('user').first();
    await first.waitFor();
    expect(await first.locator('.chat-bubble__text').textContent()).toBe('Hello!\nWhere is my deposit?');
    expect(await input.inputValue()).toBe('');

    await page.getByTestId('chat-attach').setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: await receipt(),
    });
    await page.locator('[data-testid="chat-attachment"][data-phase="ready"]').waitFor();
    await input.fill('Here is the receipt.');
    await page.getByTestId('chat-send').click();
    const photo = messages('user').nth(1);
    await photo.getByTestId('chat-photo').waitFor();
    expect(await photo.locator('.chat-bubble__text').textContent()).toBe('Here is the receipt.');
    expect(await page.getByTestId('chat-attachment').count()).toBe(0);

    expect(
      await operator('chat', 'reply', email, '--text', 'Your deposit of 250 USDT is on its way.'),
    ).toMatch(/✓ answered/);
    const answer = messages('support').first();
    await answer.waitFor();
    expect(await answer.textContent()).toContain('Your deposit of 250 USDT is on its way.');
    // The conversation followed the answer down.
    await expect.poll(() => distanceToEnd()).toBeLessThan(48);
    // Answering is reading: the user's messages show as read without a reload.
    await expect
      .poll(() => messages('user').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-seen'))))
      .toEqual(['true', 'true']);

    await photo.getByTestId('chat-photo').click();
    await page.getByTestId('chat-photo-viewer').waitFor();
    await rig.shot('261-chat-photo-en');
    await page.getByTestId('chat-photo-close').click();
    await expect.poll(() => page.getByTestId('chat-photo-viewer').isVisible()).toBe(false);
  });

  it('keeps a message that could not go, sends it once when retried, and shows each message once after a reload', async () => {
    const { page } = rig;
    await failOffline('Are you still there?');
    expect(await page.getByTestId('chat-resend').textContent()).toContain('Not sent — tap to retry');
    await looksWhole(page, NAMESPACES);
    await rig.shot('262-chat-conversation-en');
    await retryOnline('Are you still there?');
    const ids = await shownIds();
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);

    await openChat();
    await expect.poll(shownIds).toEqual(ids);
    // Support's transcript agrees: four messages, the retried one stored once.
    const transcript = await operator('chat', 'show', email);
    expect(transcript.match(/^#\d+ /gm)).toHaveLength(4);
    expect(transcript.match(/Are you still there\?/g)).toHaveLength(1);
  });

  it('counts support’s answer on the bell while away, and clears it when the chat opens', async () => {
    const { page } = rig;
    await page.goto(`${rig.server.url}/#/`);
    await page.getByTestId('open-messages').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('messages-unread').count()).toBe(0);

    await operator('chat', 'reply', email, '--text', 'Anything else we can help with?');
    await expect.poll(() => page.getByTestId('messages-unread').textContent(), { timeout: 20_000 }).toBe('1');
    await page.getByTestId('open-messages').click();
    await page.getByTestId('message-tabs-service').click();
    await expect.poll(() => page.getByTestId('message-tabs-service').textContent()).toContain('(1)');
    expect(await page.getByTestId('open-chat').textContent()).toContain('1');
    await looksWhole(page, NAMESPACES);
    await rig.shot('267-message-centre-service-en');
    await page.getByTestId('open-chat').click();
    await messages('support').filter({ hasText: 'Anything else we can help with?' }).waitFor();

    await page.goto(`${rig.server.url}/#/`);
    await page.getByTestId('open-messages').waitFor();
    await expect
      .poll(async () => {
        await page.reload();
        await page.getByTestId('open-messages').waitFor();
        await page.waitForLoadState('networkidle');
        return page.getByTestId('messages-unread').count();
      })
      .toBe(0);
  });

  it('words a message over the limit under the box, and refuses to send it', async () => {
    const { page } = rig;
    await openChat();
    await page.getByTestId('chat-input').fill('x'.repeat(CHAT_TEXT_MAX + 24));
    await expect
      .poll(() => page.getByTestId('chat-problem').textContent())
      .toBe('A message can be at most 1,000 characters');
    expect(await page.getByTestId('chat-counter').textContent()).toBe('1,024 / 1,000');
    expect(await page.getByTestId('chat-send').isDisabled()).toBe(true);
    await rig.shot('263-chat-composer-error-en');
    await page.getByTestId('chat-input').fill('');
  });

  it('reads the same in Korean', async () => {
    const { page } = rig;
    await setLanguage('kor');
    await openChat();
    await messages().first().waitFor();
    expect(await page.getByTestId('nav-title').textContent()).toBe('고객 서비스');
    await failOffline('아직 계신가요?');
    expect(await page.getByTestId('chat-resend').textContent()).toContain('전송 실패');
    await looksWhole(page, NAMESPACES);
    await rig.shot('264-chat-conversation-kor');
    await retryOnline('아직 계신가요?');

    await page.getByTestId('chat-input').fill('가'.repeat(CHAT_TEXT_MAX + 1));
    await expect
      .poll(() => page.getByTestId('chat-problem').textContent())
      .toBe('메시지는 최대 1,000자까지 입력할 수 있습니다');
    await rig.shot('265-chat-composer-error-kor');
    await page.getByTestId('chat-input').fill('');

    // A second user's conversation is empty: the greeting in Korean.
    await page.evaluate(() => {
      localStorage.clear();
      localStorage.setItem('tessera:lang', 'kor');
    });
    await page.reload();
    await rig.signUpByEmail(second, PASSWORD);
    await openChat();
    await page.getByTestId('chat-greeting').waitFor();
    await looksWhole(page, NAMESPACES);
    await rig.shot('266-chat-empty-kor');
    await setLanguage('en');
  });

  it('loads the messages before on scrolling to the top, keeps the place, and offers the newest', async () => {
    const { page } = rig;
    const reply = async (text: string) =>
      okMessage(
        await rig.operator('/operator/chat/reply', {
          method: 'POST',
          body: JSON.stringify({ user: second, text }),
        }),
        `reply "${text}"`,
      );
    for (let n = 1; n <= 35; n += 1) await reply(`Update ${n}`);
    await openChat();
    // The newest 30 first, the conversation at its end.
    await expect.poll(() => messages().count()).toBe(30);
    expect(await messages().first().textContent()).toContain('Update 6');
    await page.getByTestId('chat-older').waitFor();
    await expect.poll(() => distanceToEnd()).toBeLessThan(48);

    await page.getByTestId('chat-log').evaluate((log) => {
      log.scrollTop = 0;
    });
    await expect.poll(() => messages().count()).toBe(35);
    expect(await page.getByTestId('chat-older').count()).toBe(0);
    expect(await shownIds()).toEqual([...(await shownIds())].sort((a, b) => a - b));
    // What was at the top stays in view: the older messages came in above it.
    const log = await page.getByTestId('chat-log').boundingBox();
    const kept = await page.locator('.chat-bubble__text', { hasText: /^Update 6$/ }).boundingBox();
    expect(log).not.toBeNull();
    expect(kept).not.toBeNull();
    if (log !== null && kept !== null) {
      expect(kept.y).toBeGreaterThanOrEqual(log.y);
      expect(kept.y).toBeLessThan(log.y + log.height);
    }

    // Away from the end, an answer does not pull the reader down: a button offers it.
    await reply('Update 36');
    await page.getByTestId('chat-jump').click();
    await expect.poll(() => distanceToEnd()).toBeLessThan(48);
    // The bubble's own text: a row's text runs on into its time ("Update 3" then "6:05 PM").
    await page.locator('.chat-bubble__text', { hasText: /^Update 36$/ }).waitFor();
    expect(await page.getByTestId('chat-jump').count()).toBe(0);
  });
});

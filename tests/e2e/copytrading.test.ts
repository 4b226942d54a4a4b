/**
 * Copy trading in a real browser at 390×844, on the exchange's simulated clock. A verified user
 * with USDT in the futures account opens copy trading from the Finance tab (no traders yet) and
 * becomes a trader from My copy trading: the trader terms, a public nickname, every wrong field at
 * once by core's rule. They open and close a position (through the API), and on the hour the
 * exchange computes their record from it. A second user funds their futures account through the
 * transfer page, finds the trader in the list with their record and where it comes from, opens
 * their page (the closed position with its recorded prices and P&L), and follows them: the sheet
 * shows every wrong field at once, previews what a copy of the trader's most recent position would
 * open, keeps what was typed across a trip to the agreement's page, and asks for a confirmation.
 * The trader opens a position (the API again): the follower sees the copy open in My copy trading,
 * half the trader's lots at the same recorded price, and holds it themselves after a confirmation
 * of what that means; the trader closes and the self-held copy stays open. The follower stops
 * following after a confirmation, and is sent to identity verification when they try to become a
 * trader unverified. Then the same in Chinese: the list, the trader's page, the sheet's errors, the
 * agreement in Chinese on `agreement_zh`, a follow in fixed lots too large for the follower's
 * margin (the preview says it would be skipped) and the skipped copy with its reason in words.
 * Screenshots 186–204.
 */
import { formatAmount } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { hasChromium, inOpenDialog, looksWhole, okMessage, storedToken, useBrowserRig } from './support.js';

const rig = useBrowserRig({ tickMs: 500, clockMode: 'simulated' });

const PASSWORD = 'correct-horse-7';
const NICKNAME = 'Ada Lovelace';
const NAMESPACES = ['copy', 'validation', 'common', 'routeTitle', 'finance', 'futures'];

const text = (testId: string) => rig.page.getByTestId(testId).first().textContent();

/** The open dialog's buttons: the page also holds the closed ones. */
const dialogButton = (testId: 'confirm-ok' | 'confirm-cancel') => inOpenDialog(rig.page, testId);

/** Waits for the toast to go, so it covers nothing in the next screenshot. */
const toastGone = () => rig.page.getByTestId('toast').waitFor({ state: 'detached' });

/** A call as the user whose session token is `token`. */
const asUser = async (token: string, path: string, params: Record<string, string>) =>
  okMessage(
    await fetch(`${rig.server.url}/api${path}`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify(params),
    }),
    path,
  );

/** A read as anyone. */
const read = async (path: string) => okMessage(await fetch(`${rig.server.url}/api${path}`), path);

const asOperator = async (path: string, params: Record<string, string | number>) =>
  okMessage(await rig.operator(path, { method: 'POST', body: JSON.stringify(params) }), path);

/** Opens a long of one lot of BTC/USDT at 10× for the user of `token`; answers its id. */
const openLong = async (token: string): Promise<number> => {
  const position = await asUser(token, '/lever/submit', {
    currency_id: '1',
    legal_id: '3',
    type: '1',
    multiple: '10',
    lots: '1',
  });
  return position.id as number;
};

/** Closes the position `id` of the user of `token`. */
const close = (token: string, id: number) => asUser(token, '/lever/close', { id: String(id) });

/** Opens `path` afresh, so the page reads everything (and the language) again. */
const open = async (path: string, testId: string) => {
  const { page } = rig;
  await page.goto(`${rig.server.url}/#${path}`);
  await page.reload();
  await page.getByTestId(testId).waitFor();
};

/** The newest copy's card in the list on screen. */
const newestCopy = () => rig.page.getByTestId('copy').first();

describe.skipIf(!hasChromium)('copy trading in a browser', () => {
  const stamp = Date.now();
  const traderEmail = `trader-${stamp}@example.com`;
  const followerEmail = `follower-${stamp}@example.com`;
  const mobile = `7${String(stamp).slice(-9)}`;
  let traderToken = '';
  let traderId = 0;

  it('is a verified user with 500 USDT in the futures account', async () => {
    await rig.signUpByEmail(traderEmail, PASSWORD);
    await rig.deposit(traderEmail, '1000');
    traderToken = await storedToken(rig.page);
    await asUser(traderToken, '/sms_send', { area_code: '44', mobile, scene: 'bind' });
    const code = await rig.latestCode(`+44${mobile}`);
    await asUser(traderToken, '/safe/mobile', { area_code: '44', mobile, code, password: PASSWORD });
    await asUser(traderToken, '/user/real', {
      real_type: '1',
      country: 'GB',
      id_type: 'passport',
      name: 'Ada Lovelace',
      card_id: `P${stamp}`.slice(0, 12),
    });
    await asOperator('/operator/kyc/approve', { user: traderEmail });
    await asUser(traderToken, '/wallet/change', {
      currency_id: '3',
      number: '500',
      from_field: 'balance',
      to_field: 'futures',
    });
  });

  it('finds copy trading on the Finance tab, with no traders yet', async () => {
    const { page } = rig;
    await open('/', 'home-greeting');
    await page.getByTestId('tab-finance').click();
    expect(await text('finance-copytrading')).toContain('Copy trading');
    await page.getByTestId('finance-copytrading').click();
    await page.getByTestId('page-copy-traders').waitFor();
    expect(await text('nav-title')).toBe('Copy trading');
    expect(await page.getByTestId('copy-tabs-traders').getAttribute('aria-selected')).toBe('true');
    await page.getByTestId('copy-traders-empty').waitFor();
    expect(await text('copy-traders-empty')).toBe('No traders yet');
    expect(await text('copy-records-note')).toContain(
      'computed by the exchange from each trader’s recorded, closed futures positions only, and refreshed every hour',
    );
    await looksWhole(page, NAMESPACES);
    await rig.shot('186-copy-traders-empty-en', { fullPage: true });
  });

  it('becomes a trader from My copy trading: the terms, a public nickname, every wrong field at once', async () => {
    const { page } = rig;
    await page.getByTestId('copy-tabs-mine').click();
    await page.getByTestId('page-copy-my').waitFor();
    expect(await text('nav-title')).toBe('My copy trading');
    await page.getByTestId('copy-follows-empty').waitFor();
    expect(await page.getByTestId('copy-standing').getAttribute('data-trader')).toBe('false');
    await page.getByTestId('become-trader').click();
    await page.getByTestId('become-trader-form').waitFor();
    expect(await page.getByTestId('become-trader-unverified').count()).toBe(0);
    expect(await text('trader-terms-version')).toBe('Version: trader-terms/1');
    await page.getByTestId('become-trader-nickname').fill('!');
    await page.getByTestId('become-trader-submit').click();
    expect(await text('become-trader-nickname-error')).toBe(
      'A nickname has 2 to 20 letters, digits, spaces, _, - or ., starting with a letter or digit',
    );
    expect(await text('become-trader-terms-error')).toBe('Please read and accept the trader terms');
    await page.getByTestId('become-trader-nickname').scrollIntoViewIfNeeded();
    await looksWhole(page, NAMESPACES);
    await rig.shot('187-copy-become-errors-en');

    await page.getByTestId('become-trader-nickname').fill(NICKNAME);
    await page.getByTestId('become-trader-terms').check();
    await page.getByTestId('become-trader-submit').click();
    await page.getByTestId('become-trader-form').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('copy-standing').getAttribute('data-trader')).toBe('true');
    expect(await text('copy-standing-text')).toBe(
      `You are a trader as ${NICKNAME}: others can follow your futures positions.`,
    );
    const own = await page.getByTestId('copy-own-page').getAttribute('href');
    traderId = Number(own?.match(/id=(\d+)$/)?.[1]);
    expect(traderId).toBeGreaterThan(0);
    await toastGone();
    await looksWhole(page, NAMESPACES);
    await rig.shot('188-copy-my-trader-en', { fullPage: true });
  });

  it('has a record from one closed position once the exchange computes it on the hour', async () => {
    const id = await openLong(traderToken);
    // A few ticks between the open and the close, so the price has moved.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await close(traderToken, id);
    await rig.advanceClock(3_600);
    await expect
      .poll(
        async () => (await read(`/follow/traderDetail?trader_user_id=${traderId}`)).stats.closed_positions,
        {
          timeout: 20_000,
        },
      )
      .toBe(1);
  });

  it('is a second user who funds their futures account through the transfer page', async () => {
    const { page } = rig;
    await page.evaluate(() => {
      localStorage.removeItem('tessera:token');
      localStorage.removeItem('tessera:user');
    });
    await page.reload();
    await rig.signUpByEmail(followerEmail, PASSWORD);
    await rig.deposit(followerEmail, '100');
    await rig.transferTo('futures', '100', '100');
  });

  it('finds the trader with their record, and their page with the closed position it comes from', async () => {
    const { page } = rig;
    await open('/', 'home-greeting');
    await page.getByTestId('tab-finance').click();
    await page.getByTestId('finance-copytrading').click();
    await page.getByTestId('copy-traders-list').waitFor();
    const card = page.getByTestId('copy-trader').first();
    expect(await card.getByTestId('copy-trader-nickname').textContent()).toBe(NICKNAME);
    expect(await card.getByTestId('copy-trader-return').textContent()).toMatch(/^([+-][\d.]+|0)%$/);
    expect(await card.getByTestId('copy-trader-winRate').textContent()).toMatch(/^(0|100)%$/);
    expect(await card.getByTestId('copy-trader-closed').textContent()).toBe('1');
    expect(await card.getByTestId('copy-trader-followers').textContent()).toBe('0');
    expect(await card.getByTestId('copy-trader-assets').textContent()).toBe('0 USDT');
    expect(await card.getByTestId('copy-trader-updated').textContent()).toMatch(
      /^Updated .+ · refreshed hourly$/,
    );
    await looksWhole(page, NAMESPACES);
    await rig.shot('189-copy-traders-en', { fullPage: true });

    await card.click();
    await page.getByTestId('page-copy-trader').waitFor();
    expect(await text('nav-title')).toBe('Trader');
    expect(await text('copy-profile-nickname')).toBe(NICKNAME);
    await page.getByTestId('copy-history-list').waitFor();
    const closed = page.getByTestId('position-row');
    expect(await closed.count()).toBe(1);
    expect(await closed.first().getAttribute('data-state')).toBe('closed');
    expect(await closed.first().getByTestId('position-open').textContent()).toMatch(/^[\d,]+(\.\d+)?$/);
    expect(await closed.first().getByTestId('position-close').textContent()).toMatch(/^[\d,]+(\.\d+)?$/);
    // Closed by the trader themselves, as others read it; what came back to them is theirs.
    expect(await closed.first().getByTestId('position-reason').textContent()).toBe('Trader');
    expect(await closed.first().getByTestId('position-returned').count()).toBe(0);
    expect(await page.getByTestId('copy-follow').getAttribute('href')).toBe(
      `#/pages/follow/follow?id=${traderId}`,
    );
    await looksWhole(page, NAMESPACES);
    await rig.shot('190-copy-trader-en', { fullPage: true });
  });

  it('checks the follow sheet: every wrong field at once, then a preview on the trader’s latest position', async () => {
    const { page } = rig;
    await page.getByTestId('copy-follow').click();
    await page.getByTestId('page-follow').waitFor();
    await page.getByTestId('follow-form').waitFor();
    expect(await text('nav-title')).toBe('Follow a trader');
    await page.getByTestId('follow-submit').click();
    expect(await text('follow-mode-error')).toBe('Choose how your copies are sized');
    expect(await text('follow-value-error')).toBe('Enter a number from 0.01 to 100');
    expect(await text('follow-agreement-error')).toBe('Please read and accept the follow agreement');
    expect(await page.getByTestId('confirm-dialog').isVisible()).toBe(false);
    expect(await text('follow-preview-source')).toBe(`On the most recent recorded position of ${NICKNAME}:`);
    expect(await text('follow-preview-position')).toMatch(/^Long 10× · 1 lot of BTC\/USDT at [\d,]+\.\d{2}$/);
    await looksWhole(page, NAMESPACES);
    await rig.shot('191-copy-follow-errors-en', { fullPage: true });

    await page.getByTestId('follow-mode-ratio').check();
    await page.getByTestId('follow-value').fill('0.5');
    await expect.poll(() => text('follow-preview-lots')).toBe('0.5 lots');
    expect(await text('follow-preview-margin')).toMatch(/^[\d,.]+ USDT$/);
    expect(await text('follow-available')).toBe('Available in your futures account: 100 USDT');
  });

  it('reads the agreement on its own page and comes back to the sheet as it was left', async () => {
    const { page } = rig;
    await page.getByTestId('follow-agreement-link').click();
    await page.getByTestId('page-follow-agreement').waitFor();
    expect(page.url()).toContain('#/pages/follow/agreement_en');
    expect(await text('nav-title')).toBe('Follow agreement');
    const agreement = page.getByTestId('follow-agreement-text');
    expect(await agreement.locator('h3').allTextContents()).toEqual([
      'What following does',
      'When a copy is skipped',
      'How copies close',
      'Holding a copy yourself',
      'Stopping',
      'Fees',
      'Your risk',
      'Trader records',
    ]);
    expect(await text('follow-agreement-text-version')).toBe('Version: follow-agreement/1');
    await looksWhole(page, NAMESPACES);
    await rig.shot('192-copy-agreement-en', { fullPage: true });

    await page.goBack();
    await page.getByTestId('follow-form').waitFor();
    expect(await page.getByTestId('follow-mode-ratio').isChecked()).toBe(true);
    expect(await page.getByTestId('follow-value').inputValue()).toBe('0.5');
  });

  it('follows after a confirmation of what a copy would open', async () => {
    const { page } = rig;
    await page.getByTestId('follow-agreement').check();
    await page.getByTestId('follow-submit').click();
    await expect
      .poll(() => text('follow-confirm-lead'))
      .toBe(`From now on, each futures position ${NICKNAME} opens is copied into your futures account.`);
    expect(await text('follow-confirm-trader')).toBe(NICKNAME);
    expect(await text('follow-confirm-sizing')).toBe('0.5× the trader’s lots');
    expect(await text('follow-confirm-copy')).toMatch(/^0\.5 lots · margin [\d,.]+ USDT$/);
    await rig.shot('193-copy-follow-confirm-en');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/follow/follow'));
    await dialogButton('confirm-ok').click();
    expect((await sent).headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    await page.getByTestId('page-copy-my').waitFor();
    const follow = page.getByTestId('copy-follow-row').first();
    await expect.poll(() => follow.getAttribute('data-state')).toBe('following');
    expect(await follow.getByTestId('copy-follow-trader').textContent()).toBe(NICKNAME);
    expect(await follow.getByTestId('copy-follow-sizing').textContent()).toBe('0.5× the trader’s lots');
    await page.getByTestId('copies-current-empty').waitFor();
  });

  it('sees the copy open when the trader opens, and holds it itself after a confirmation', async () => {
    const { page } = rig;
    const traderPosition = await openLong(traderToken);
    // The `positions` push reads the copies again.
    await expect.poll(() => newestCopy().getAttribute('data-state'), { timeout: 10_000 }).toBe('open');
    const copy = newestCopy();
    expect(await copy.getByTestId('copy-state').textContent()).toBe('Mirroring');
    expect(await copy.getByTestId('copy-lots').textContent()).toBe('0.5 lots');
    expect(await copy.getByTestId('position-lots').textContent()).toBe('0.5 × 0.001');
    const traders = await asUser(traderToken, '/lever/dealall', {});
    const theirs = (traders as { id: number; open: { price: string } }[]).find(
      (p) => p.id === traderPosition,
    );
    // The copy opened at the trader's recorded price.
    expect(await copy.getByTestId('position-open').textContent()).toBe(
      formatAmount(theirs?.open.price ?? ''),
    );
    expect(await copy.getByTestId('copy-note').textContent()).toBe(
      `Mirrors the position of ${NICKNAME}: it closes at the same recorded tick when they close.`,
    );
    await toastGone().catch(() => undefined);
    await looksWhole(page, NAMESPACES);
    await copy.scrollIntoViewIfNeeded();
    await rig.shot('194-copy-my-current-en', { fullPage: true });

    await copy.getByTestId('copy-self-hold').click();
    await expect
      .poll(() => text('copy-self-hold-body'))
      .toContain(`stops mirroring ${NICKNAME}. When they close theirs, yours stays open`);
    await rig.shot('195-copy-self-hold-en');
    await dialogButton('confirm-ok').click();
    await page.getByTestId('copies-current-empty').waitFor();

    await page.getByTestId('copies-view-history').click();
    await expect.poll(() => newestCopy().getAttribute('data-state')).toBe('self_held');
    expect(page.url()).toContain('view=history');
    expect(await newestCopy().getByTestId('copy-state').textContent()).toBe('Self-held');
    expect(await newestCopy().getByTestId('position-row').getAttribute('data-state')).toBe('open');
    expect(await newestCopy().getByTestId('copy-manage').getAttribute('href')).toBe(
      '#/pages/transaction/contract',
    );

    // The trader closes: the self-held copy stays open, in the follower's futures positions too.
    const closed = await close(traderToken, traderPosition);
    expect(closed.state).toBe('closed');
    const followerToken = await storedToken(page);
    const positions = (await asUser(followerToken, '/lever/dealall', {})) as { state: string }[];
    expect(positions.map((position) => position.state)).toEqual(['open']);
    await open('/pages/copytrade/my?view=history', 'copies-history-list');
    expect(await newestCopy().getAttribute('data-state')).toBe('self_held');
    expect(await newestCopy().getByTestId('position-row').getAttribute('data-state')).toBe('open');
    expect(await newestCopy().getByTestId('copy-note').textContent()).toBe(
      `You hold this position yourself: it no longer follows ${NICKNAME} and stays open until you close it.`,
    );
    await looksWhole(page, NAMESPACES);
    await newestCopy().scrollIntoViewIfNeeded();
    await rig.shot('196-copy-my-history-en', { fullPage: true });
  });

  it('stops following after a confirmation: copies already open stay open', async () => {
    const { page } = rig;
    const follow = page.getByTestId('copy-follow-row').first();
    await follow.getByTestId('copy-cancel').click();
    await expect
      .poll(() => text('copy-cancel-body'))
      .toBe(
        `No new copies will open. Copies already open stay open and still close when ${NICKNAME} closes, unless you hold them yourself.`,
      );
    await rig.shot('197-copy-cancel-en');
    await dialogButton('confirm-ok').click();
    await expect.poll(() => follow.getAttribute('data-state')).toBe('cancelled');
    expect(await follow.getByTestId('copy-follow-state').textContent()).toBe('Stopped');
    expect(await follow.getByTestId('copy-cancel').count()).toBe(0);
  });

  it('sends a user who is not verified to verification when they try to become a trader', async () => {
    const { page } = rig;
    await toastGone().catch(() => undefined);
    await page.getByTestId('become-trader').click();
    await page.getByTestId('become-trader-form').waitFor();
    expect(await text('become-trader-unverified')).toContain(
      'Becoming a trader needs identity verification first.',
    );
    await page.getByTestId('become-trader-nickname').fill('Grace');
    await page.getByTestId('become-trader-terms').check();
    await page.getByTestId('become-trader-submit').scrollIntoViewIfNeeded();
    await rig.shot('198-copy-become-unverified-en');
    await page.getByTestId('become-trader-submit').click();
    await page.getByTestId('page-real-mark').waitFor();
  });

  it('shows the list, the trader and the follow sheet’s errors in Chinese, and the agreement on agreement_zh', async () => {
    const { page } = rig;
    await page.evaluate(() => localStorage.setItem('tessera:lang', 'zh'));
    await open('/pages/follow/index', 'copy-traders-list');
    expect(await text('nav-title')).toBe('跟单交易');
    expect(await text('copy-trader-nickname')).toBe(NICKNAME);
    expect(await text('copy-records-note')).toContain('每小时更新一次');
    await looksWhole(page, NAMESPACES);
    await rig.shot('199-copy-traders-zh', { fullPage: true });

    await page.getByTestId('copy-trader').first().click();
    await page.getByTestId('page-copy-trader').waitFor();
    expect(page.url()).toContain(`#/pages/follow/trader?id=${traderId}`);
    await page.getByTestId('copy-history-list').waitFor();
    expect(await text('copy-follow')).toBe('跟随');
    await looksWhole(page, NAMESPACES);
    await rig.shot('200-copy-trader-zh', { fullPage: true });

    await page.getByTestId('copy-follow').click();
    await page.getByTestId('follow-form').waitFor();
    await page.getByTestId('follow-submit').click();
    expect(await text('follow-mode-error')).toBe('请选择跟单方式');
    expect(await text('follow-value-error')).toBe('请输入 0.01 至 100 之间的数字');
    expect(await text('follow-agreement-error')).toBe('请阅读并同意跟单协议');
    await looksWhole(page, NAMESPACES);
    await rig.shot('201-copy-follow-errors-zh', { fullPage: true });

    await page.getByTestId('follow-agreement-link').click();
    await page.getByTestId('page-follow-agreement').waitFor();
    expect(page.url()).toContain('#/pages/follow/agreement_zh');
    expect(await text('nav-title')).toBe('跟单协议');
    expect(await page.getByTestId('follow-agreement-text').locator('h3').first().textContent()).toBe(
      '跟随的作用',
    );
    await looksWhole(page, NAMESPACES);
    await rig.shot('202-copy-agreement-zh', { fullPage: true });
    await page.goBack();
    await page.getByTestId('follow-form').waitFor();
  });

  it('follows in fixed lots too large for the margin: the preview and then the copy say it is skipped', async () => {
    const { page } = rig;
    await page.getByTestId('follow-mode-fixed').check();
    await page.getByTestId('follow-value').fill('100');
    await expect
      .poll(() => page.getByTestId('follow-preview-skip').getAttribute('data-reason'))
      .toBe('margin_short');
    expect(await text('follow-preview-skip')).toMatch(
      /^目前该跟单会被跳过：您合约账户的可用余额 [\d,.]+ USDT 不足以/,
    );
    await page.getByTestId('follow-agreement').check();
    await page.getByTestId('follow-submit').click();
    await expect.poll(() => text('follow-confirm-sizing')).toBe('每笔 100 手');
    expect(await text('follow-confirm-skip')).toMatch(/^目前该跟单会被跳过/);
    await rig.shot('203-copy-follow-confirm-zh');
    await dialogButton('confirm-ok').click();
    await page.getByTestId('page-copy-my').waitFor();
    await expect
      .poll(() => page.getByTestId('copy-follow-row').first().getAttribute('data-state'))
      .toBe('following');

    const traderPosition = await openLong(traderToken);
    await page.getByTestId('copies-view-history').click();
    await expect.poll(() => newestCopy().getAttribute('data-state'), { timeout: 10_000 }).toBe('skipped');
    expect(await newestCopy().getByTestId('copy-state').textContent()).toBe('已跳过');
    expect(await newestCopy().getByTestId('copy-note').textContent()).toBe(
      '未开仓：您的合约账户可用余额不足以支付 100 手的保证金和开仓手续费。',
    );
    expect(await newestCopy().getByTestId('position-row').count()).toBe(0);
    await toastGone().catch(() => undefined);
    await looksWhole(page, NAMESPACES);
    await rig.shot('204-copy-my-zh', { fullPage: true });
    await close(traderToken, traderPosition);
  });
});

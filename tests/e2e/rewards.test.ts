/**
 * Invitation rebates and VIP levels in a real browser at 390×844, on a server with a simulated
 * clock. An inviter finds their code, the published rate and nothing earned yet on the share page.
 * A friend registers with that code, is credited 60,000 USDT and trades at the market (a buy, its
 * fee in BTC; a sale, its fee in USDT). The day ends and the daily rewards job runs: the inviter's
 * share page shows what they earned in each asset, and the records list one rebate per asset, each
 * amount recomputed here by core's `inviteRebate` on the fees and rate the row shows. The inviter,
 * at VIP 0, is sent from the OTC desk to the VIP page, which says what is left to reach VIP 1. The
 * friend, holding over 50,000 USDT, is VIP 2 after the review (Settings says so too), with the bar
 * and the words to VIP 3 and the published table. The same pages in Japanese. Screenshots 280–287.
 */
import {
  Decimal,
  formatAmount,
  formatRate,
  INVITE_REBATE_RATE,
  inviteRebate,
  nextVipTier,
  VIP_TIERS,
  vipProgress,
} from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { hasChromium, looksWhole, okMessage, storedToken, useBrowserRig } from './support.js';

const rig = useBrowserRig({ tickMs: 500, clockMode: 'simulated' });

const PASSWORD = 'correct-horse-7';
const DAY_SECONDS = 24 * 60 * 60;
const NAMESPACES = ['share', 'rebates', 'vip', 'settings', 'loans', 'common', 'routeTitle'];
/** The precision the exchange lists each traded asset with: what a rebate is rounded down to. */
const DECIMALS: Readonly<Record<string, number>> = { USDT: 6, BTC: 8 };

const text = async (testId: string) => (await rig.page.getByTestId(testId).first().textContent()) ?? '';

/** A figure as the English screens write it (`4,999.37 USDT`, `20%`), as a Decimal. */
const figure = (shown: string) =>
  new Decimal((shown.match(/\d[\d,]*(?:\.\d+)?/)?.[0] ?? '').replace(/,/g, ''));

/** A call as the user whose session token is `token`, or as a visitor without one. */
const post = async (path: string, params: Record<string, string>, token?: string) =>
  okMessage(
    await fetch(`${rig.server.url}/api${path}`, {
      method: 'POST',
      headers: {
        ...(token === undefined ? {} : { authorization: token }),
        'content-type': 'application/json',
      },
      body: JSON.stringify(params),
    }),
    path,
  );

/** A read as the user whose session token is `token`. */
const readAs = async (token: string, path: string) =>
  okMessage(await fetch(`${rig.server.url}/api${path}`, { headers: { authorization: token } }), path);

/** Opens `path` afresh, so the page reads everything (and the language) again. */
const open = async (path: string, testId: string) => {
  await rig.page.goto(`${rig.server.url}/#${path}`);
  await rig.page.reload();
  await rig.page.getByTestId(testId).waitFor();
};

const logOut = async () => {
  await open('/pages/setting/setting', 'page-setting');
  await rig.page.getByTestId('logout').click();
  await rig.page.getByTestId('home-login').waitFor();
};

const logIn = async (account: string) => {
  const { page } = rig;
  await open('/pages/common/login', 'page-login');
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('home-greeting').waitFor();
};

const useLanguage = (code: string) =>
  rig.page.evaluate((language) => localStorage.setItem('tessera:lang', language), code);

describe.skipIf(!hasChromium)('invitation rebates and VIP levels in a browser', () => {
  const stamp = String(Date.now()).slice(-8);
  const inviterEmail = `inviter-${stamp}@example.com`;
  const friend = `friend${stamp}`;
  let code = '';
  let inviterToken = '';

  it('shows the inviter their code, the published rate and nothing earned yet', async () => {
    const { page } = rig;
    await rig.signUpByEmail(inviterEmail, PASSWORD);
    inviterToken = await storedToken(page);
    await page.getByTestId('open-account').click();
    await page.getByTestId('setting-share').click();
    await page.getByTestId('page-share').waitFor();
    code = await text('share-code');
    expect(code).toMatch(/^[A-Za-z0-9]{4,16}$/);
    expect(await text('share-url')).toContain(`?invite=${code}`);
    expect(await text('invite-rebate-lead')).toBe(
      `Earn ${formatRate(INVITE_REBATE_RATE)} of your friends’ trading fees, paid daily.`,
    );
    expect(await text('invite-invited')).toBe('0');
    await page.getByTestId('invite-earned-none').waitFor();
  });

  it('counts a friend who registers with the code and trades at the market', async () => {
    const { page } = rig;
    await post('/user/register', {
      type: 'username',
      user_string: friend,
      password: PASSWORD,
      re_password: PASSWORD,
      extension_code: code,
    });
    const token = (await post('/user/login', { user_string: friend, password: PASSWORD })) as string;
    await rig.deposit(friend, '60000');
    // The market maker quotes from the first recorded price on.
    await expect
      .poll(async () => {
        const depth = await okMessage(
          await fetch(`${rig.server.url}/api/coin/depth?symbol=BTC/USDT`),
          'depth',
        );
        return depth.asks.length > 0 && depth.bids.length > 0;
      })
      .toBe(true);
    const market = { currency_id: '1', legal_id: '3' };
    await post('/coin/trade', { ...market, type: '1', amount: '0.05' }, token);
    await post('/coin/trade', { ...market, type: '2', amount: '0.02' }, token);
    await expect
      .poll(async () => (await readAs(token, '/coin/list?state=done')).data.length as number)
      .toBe(2);

    await open('/pages/setting/share', 'page-share');
    await expect.poll(() => text('invite-invited')).toBe('1');
    // Rebates are paid once the day is over.
    await page.getByTestId('invite-earned-none').waitFor();
  });

  it('pays the rebates once the day ends: earned by asset, each record recomputed by core', async () => {
    const { page } = rig;
    await rig.advanceClock(DAY_SECONDS);
    await okMessage(
      await rig.operator('/operator/rewards/run', { method: 'POST', body: '{}' }),
      'rewards run',
    );
    const paid = (await readAs(inviterToken, '/user/rebates?limit=50')).data as {
      day: string;
      asset: string;
      fees: string;
      rate: string;
      amount: string;
    }[];
    expect(paid.map((rebate) => rebate.asset).sort()).toEqual(['BTC', 'USDT']);

    await open('/pages/setting/share', 'page-share');
    for (const rebate of paid)
      await expect
        .poll(() => text(`invite-earned-${rebate.asset}`))
        .toBe(`${formatAmount(rebate.amount)} ${rebate.asset}`);
    expect(await page.getByTestId('invite-earned-none').count()).toBe(0);
    // The invitation itself is as it was.
    expect(await text('share-code')).toBe(code);
    await page.getByTestId('share-qr').waitFor();
    await looksWhole(page, NAMESPACES);
    await rig.shot('280-share-earnings-en', { fullPage: true });

    await page.getByTestId('invite-open-rebates').click();
    await page.getByTestId('page-rebates').waitFor();
    expect(await text('nav-title')).toBe('Rebate records');
    const rows = page.getByTestId('rebate');
    await expect.poll(() => rows.count()).toBe(2);
    for (const row of await rows.all()) {
      const asset = (await row.getAttribute('data-asset')) ?? '';
      const shown = async (testId: string) => (await row.getByTestId(testId).textContent()) ?? '';
      const fees = figure(await shown('rebate-fees'));
      const rate = figure(await shown('rebate-rate')).div(100);
      expect(await shown('rebate-fees')).toMatch(new RegExp(` ${asset}$`));
      expect(await shown('rebate-invitee')).toMatch(/^f\*\*\*\d$/);
      const recomputed = inviteRebate({ fees, rate, decimals: DECIMALS[asset] as number });
      expect(await shown('rebate-amount')).toBe(`${formatAmount(recomputed)} ${asset}`);
      const record = paid.find((rebate) => rebate.asset === asset);
      expect(recomputed.toFixed()).toBe(record?.amount);
      expect(await shown('rebate-day')).toBe(
        new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(
          new Date(`${record?.day}T00:00:00Z`),
        ),
      );
    }
    await page.getByTestId('rebates-no-more').waitFor();
    await looksWhole(page, NAMESPACES);
    await rig.shot('281-rebates-en', { fullPage: true });
  });

  it('sends the inviter, at VIP 0, from the OTC desk to the VIP page and the way to VIP 1', async () => {
    const { page } = rig;
    await open('/pages/otc/otc', 'page-loans');
    await page.getByTestId('loans-apply-block').waitFor();
    expect(await text('loans-see-vip')).toBe('How to reach VIP 2');
    await rig.shot('286-loans-not-eligible-en');
    await page.getByTestId('loans-see-vip').first().click();
    await page.getByTestId('page-vip').waitFor();
    await expect.poll(() => text('vip-level')).toBe('VIP 0');
    expect(await text('vip-reviewed')).toMatch(/^Set by the daily review of /);
    const holdings = figure(await text('vip-holdings'));
    expect(await text('vip-next')).toBe(
      `Trade 50,000 USDT more in 30 days, or hold ${formatAmount(new Decimal(5000).minus(holdings))} USDT more, to reach VIP 1.`,
    );
  });

  it('shows the inviter’s earnings and records in Japanese', async () => {
    const { page } = rig;
    await useLanguage('jp');
    await open('/pages/setting/share', 'page-share');
    await page.getByTestId('invite-earned-BTC').waitFor();
    expect(await text('invite-rebate-lead')).toBe('友達の取引手数料の 20% を毎日受け取れます。');
    await looksWhole(page, NAMESPACES);
    await rig.shot('283-share-earnings-jp', { fullPage: true });
    await page.getByTestId('invite-open-rebates').click();
    await expect.poll(() => page.getByTestId('rebate').count()).toBe(2);
    expect(await text('nav-title')).toBe('リベート履歴');
    await looksWhole(page, NAMESPACES);
    await rig.shot('284-rebates-jp', { fullPage: true });
    await useLanguage('en');
  });

  it('makes the friend, holding over 50,000 USDT, VIP 2, with the way to VIP 3 and the published table', async () => {
    const { page } = rig;
    await logOut();
    await logIn(friend);
    await page.getByTestId('open-account').click();
    await page.getByTestId('page-setting').waitFor();
    await expect.poll(() => text('setting-vip')).toContain('VIP 2');
    await rig.shot('287-settings-vip-en', { fullPage: true });
    await page.getByTestId('setting-vip').click();
    await page.getByTestId('page-vip').waitFor();
    await expect.poll(() => text('vip-level')).toBe('VIP 2');
    expect(await text('nav-title')).toBe('VIP level');

    const volume = figure(await text('vip-volume'));
    const holdings = figure(await text('vip-holdings'));
    expect(holdings.gte(50_000)).toBe(true);
    expect(volume.gt(0)).toBe(true);
    const three = nextVipTier(2);
    expect(three?.level).toBe(3);
    expect(await text('vip-progress')).toBe(formatRate(vipProgress({ volume30d: volume, holdings }, three)));
    expect(await text('vip-next')).toBe(
      `Trade ${formatAmount(new Decimal(5_000_000).minus(volume))} USDT more in 30 days, or hold ${formatAmount(
        new Decimal(500_000).minus(holdings),
      )} USDT more, to reach VIP 3.`,
    );
    expect(await text('vip-review-note')).toContain('reviewed once a day');

    // The whole published table, the friend's row marked, OTC loans from level 2 up.
    const tiers = page.getByTestId('vip-tier');
    expect(await tiers.count()).toBe(VIP_TIERS.length);
    for (const tier of VIP_TIERS) {
      const row = page.locator(`[data-testid="vip-tier"][data-level="${tier.level}"]`);
      expect(await row.getByTestId('vip-tier-volume').textContent()).toBe(formatAmount(tier.volume30d));
      expect(await row.getByTestId('vip-tier-holdings').textContent()).toBe(formatAmount(tier.holdings));
      expect(await row.getAttribute('aria-current')).toBe(tier.level === 2 ? 'true' : null);
      expect(await row.getByTestId('vip-tier-loans').count()).toBe(tier.level >= 2 ? 1 : 0);
    }
    await looksWhole(page, NAMESPACES);
    await rig.shot('282-vip-en', { fullPage: true });

    await page.locator('[data-testid="vip-tier"][data-level="2"]').getByTestId('vip-tier-loans').click();
    await page.getByTestId('page-loans').waitFor();
    await expect.poll(() => page.getByTestId('loans-eligibility').getAttribute('data-eligible')).toBe('true');
  });

  it('shows the VIP page in Japanese', async () => {
    const { page } = rig;
    await useLanguage('jp');
    await open('/pages/setting/vip', 'page-vip');
    await page.getByTestId('vip-tier').first().waitFor();
    expect(await text('vip-next')).toMatch(
      /^30 日間であと [\d,.]+ USDT 取引するか、あと [\d,.]+ USDT 保有すると VIP 3 になります。$/,
    );
    await looksWhole(page, NAMESPACES);
    await rig.shot('285-vip-jp', { fullPage: true });
    await useLanguage('en');
  });
});

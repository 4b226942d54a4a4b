/**
 * "Verify" on a settled seconds option (issue 16) in a real browser at 390×844: a funded user
 * places a 30-second option, the exchange's clock moves past its close, and Verify fetches the
 * sealed archive record and the two ticks it names and recomputes them in the browser: it matches,
 * with the prices used. Then in French; then the record is changed in the database, as an operator
 * with database access could, and the same Verify reports the broken hash and the payout that does
 * not follow from the prices. Screenshots 320–322.
 *
 * Then the proof of reserves: a new user given 1234.5 USDT and 0.25 BTC by operator deposits waits
 * for the exchange's clock to pass into the next UTC day, whose snapshot counts the deposits, and
 * the page (from Assets and from Settings) checks in the browser that each balance is included in
 * the published total. In French too; then the user's USDT leaf is changed in the database and the
 * page says it is not included, and why. Signed out, a visitor sees the same snapshot and is asked
 * to log in to check their own balances. Screenshots 323–327.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as Axe from 'axe-core';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  hasChromium,
  inOpenDialog,
  looksWhole,
  okMessage,
  openVerification,
  storedToken,
  useBrowserRig,
} from './support.js';

const rig = useBrowserRig({ tickMs: 500, clockMode: 'simulated' });

const PASSWORD = 'correct-horse-7';

const text = (testId: string) => rig.page.getByTestId(testId).first().textContent();

const inDialog = (testId: string) => inOpenDialog(rig.page, testId);

/** Opens the (first) Verify on the page and waits for its verdict. */
const verify = async () => (await openVerification(rig.page, rig.page)).verdict;

describe.skipIf(!hasChromium)('verifying a settled option in a browser', () => {
  const email = `proofs-${Date.now()}@example.com`;
  let orderId = 0;

  it('settles a seconds option', async () => {
    const { page } = rig;
    await rig.signUpByEmail(email, PASSWORD);
    await rig.deposit(email, '500');
    await rig.transferTo('options', '200', '500');
    await page.goto(`${rig.server.url}/#/`);
    await page.getByTestId('tab-trade').click();
    await page.getByTestId('page-spot').waitFor();
    await page.getByTestId('trade-kind-options').click();
    await page.getByTestId('page-options').waitFor();
    await expect.poll(() => text('option-available')).toBe('Available: 200 USDT');
    await page.getByTestId('option-stake').fill('20');
    await page.getByTestId('option-submit').click();
    await page.getByTestId('option-risk-warning').waitFor();
    await inDialog('confirm-ok').click();
    await inDialog('confirm-option').waitFor();
    await inDialog('confirm-ok').click();
    await page.getByTestId('option-running').waitFor();
    await rig.advanceClock(40);
    await page.getByTestId('option-result').waitFor({ timeout: 30_000 });
    const row = await sql<{ id: string }>`select id from option_orders order by id desc limit 1`.execute(
      rig.server.database,
    );
    orderId = Number(row.rows[0]?.id);
    expect(orderId).toBeGreaterThan(0);
  });

  it('verifies the result in the browser: it matches, with the ticks, rule and record used', async () => {
    const { page } = rig;
    expect(await verify()).toBe('matches');
    expect(await inDialog('verify-verdict').textContent()).toBe(
      'Matches: recomputed in your browser from the published record and prices',
    );
    // The figures are the order's own: its open and close ticks and prices, its payout rate.
    const open = (await text('option-open')) ?? '';
    const close = (await text('option-close')) ?? '';
    const [, openPrice, openTick] = open.match(/^([\d,.]+)Tick #(\d+)/) ?? [];
    const [, closePrice, closeTick] = close.match(/^([\d,.]+)Tick #(\d+)/) ?? [];
    expect(await inDialog('verify-open_price').textContent()).toBe(`Tick #${openTick} · ${openPrice}`);
    expect(await inDialog('verify-close_price').textContent()).toBe(`Tick #${closeTick} · ${closePrice}`);
    expect(await inDialog('verify-payout-rate').textContent()).toBe('85%');
    expect(await inDialog('verify-calculator').textContent()).toBe('options-payout/1');
    expect(await inDialog('verify-seq').textContent()).toMatch(/^#\d+$/);
    expect(await inDialog('verify-hash').textContent()).toMatch(/^[0-9a-f]{8}…[0-9a-f]{8}$/);
    await looksWhole(page, ['proofs', 'options']);
    await rig.shot('320-proofs-matches-en');
    await inDialog('verify-close').click();

    // The same Verify on the order in the settled list.
    await page.getByTestId('option-next').click();
    await page.getByTestId('options-orders-tab-settled').click();
    await page.getByTestId('option-row').first().waitFor();
    expect(await verify()).toBe('matches');
    await inDialog('verify-close').click();
  });

  it('verifies it in French', async () => {
    const { page } = rig;
    await page.evaluate(() => localStorage.setItem('tessera:lang', 'fra'));
    await page.reload();
    await page.getByTestId('page-options').waitFor();
    await page.getByTestId('options-orders-tab-settled').click();
    await page.getByTestId('option-row').first().waitFor();
    expect(await verify()).toBe('matches');
    expect(await inDialog('verify-verdict').textContent()).toMatch(
      /^Conforme : recalculé dans votre navigateur/,
    );
    await looksWhole(page, ['proofs', 'options']);
    await rig.shot('321-proofs-matches-fr');
    await inDialog('verify-close').click();
    await page.evaluate(() => localStorage.setItem('tessera:lang', 'en'));
  });

  it('reports exactly what differs once the archived record was changed in the database', async () => {
    const { page } = rig;
    await sql`update settlement_archive set result = jsonb_set(result, '{payout}', '"1000"')
      where ref = ${`option_order:${orderId}`}`.execute(rig.server.database);
    await page.reload();
    await page.getByTestId('page-options').waitFor();
    await page.getByTestId('options-orders-tab-settled').click();
    await page.getByTestId('option-row').first().waitFor();
    const payout = (await text('option-payout'))?.replace(/ USDT$/, '');
    expect(await verify()).toBe('differs');
    const differences = inDialog('verify-difference');
    expect(
      await differences.evaluateAll((items) => items.map((item) => item.getAttribute('data-field'))),
    ).toEqual(['hash', 'result.payout', 'result.payout']);
    // The payout recomputed from the archived prices, and the one the order shows, are not 1000.
    const texts = await differences.allTextContents();
    expect(texts[1]).toBe(`result.payout · recomputed resultRecorded: 1000Recomputed: ${payout}`);
    expect(texts[2]).toBe(`result.payout · your orderRecorded: 1000Your order shows: ${payout}`);
    await looksWhole(page, ['proofs', 'options']);
    await rig.shot('322-proofs-differs-en');
  });
});

/** axe-core's browser build, evaluated in the page (the app's CSP refuses inline scripts), as accessibility.test.ts does. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');

/** axe's serious and critical findings (WCAG 2.0 and 2.1, A and AA) on the page as it is, by rule and element. */
const axeFindings = async (): Promise<string[]> => {
  const { page } = rig;
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof Axe };
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
  });
};

const RESERVES_NAMESPACES = ['reserves', 'assets', 'settings', 'common', 'routeTitle'];

/** A snapshot of one asset as the exchange publishes it (the parts the test reads). */
interface WireSnapshot {
  readonly asset: string;
  readonly day: string;
  readonly root: { readonly hash: string; readonly sum: string };
  readonly leaves: number;
}

/** The published snapshot, as anyone reads it. */
const publishedSnapshot = async (): Promise<WireSnapshot[]> =>
  okMessage(await fetch(`${rig.server.url}/api/proofs/reserves`), 'reserves');

/** The snapshot's day the page shows, once it shows one. */
const shownDay = () => rig.page.getByTestId('reserves-snapshot').getAttribute('data-day');

/** The user's USDT balance card. */
const usdtBalance = () => rig.page.locator('[data-testid="reserves-balance"][data-asset="USDT"]');

/** Opens the proof of reserves afresh (reading the snapshot and the language again). */
const openReserves = async () => {
  const { page } = rig;
  await page.goto(`${rig.server.url}/#/pages/proofs/reserves`);
  await page.reload();
  await page.getByTestId('page-reserves').waitFor();
};

describe.skipIf(!hasChromium)('the proof of reserves in a browser', () => {
  const email = `reserves-${Date.now()}@example.com`;
  let day = '';
  let total = '';

  it('counts a new user’s deposits in the next UTC day’s snapshot', async () => {
    const { page } = rig;
    // The first suite's user may still be signed in: out, through Settings.
    await page.goto(`${rig.server.url}/#/`);
    if ((await page.evaluate(() => localStorage.getItem('tessera:token'))) !== null) {
      await page.goto(`${rig.server.url}/#/pages/setting/setting`);
      await page.getByTestId('logout').click();
      await page.getByTestId('tab-home').waitFor();
    }
    await rig.signUpByEmail(email, PASSWORD);
    await rig.deposit(email, '1234.5');
    await rig.deposit(email, '0.25', 'BTC');
    // To a few seconds past the next midnight UTC on the exchange's clock: its next tick takes that day's snapshot.
    const moved = await okMessage(
      await rig.operator('/operator/clock/advance', { method: 'POST', body: JSON.stringify({ seconds: 1 }) }),
      'clock advance',
    );
    const now = Date.parse(moved.now);
    const midnight = Math.floor(now / 86_400_000 + 1) * 86_400_000;
    await rig.advanceClock(Math.ceil((midnight - now) / 1000) + 5);
    day = new Date(midnight).toISOString().slice(0, 10);
    // From the Assets tab, as the user would; then read again until the page shows the new day's snapshot.
    await page.getByTestId('tab-assets').click();
    await page.getByTestId('assets-reserves').click();
    await page.getByTestId('page-reserves').waitFor();
    await expect
      .poll(
        async () => {
          if ((await page.getByTestId('reserves-snapshot').count()) > 0 && (await shownDay()) === day)
            return true;
          await openReserves();
          return false;
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(true);
    const usdt = (await publishedSnapshot()).find((snapshot) => snapshot.asset === 'USDT');
    expect(usdt?.day).toBe(day);
    total = new Intl.NumberFormat('en', { maximumFractionDigits: 20 }).format(
      (usdt?.root.sum ?? '0') as `${number}`,
    );
    // Every holder is a leaf (with the first suite's user, the path to the root has a step).
    const usdtCard = page.locator('[data-testid="reserves-asset"][data-asset="USDT"]');
    expect(await usdtCard.getByTestId('reserves-holders').textContent()).toBe(String(usdt?.leaves));
  });

  it('checks in the browser that the balance is included in the published total', async () => {
    const { page } = rig;
    await expect.poll(() => usdtBalance().getAttribute('data-verdict'), { timeout: 15_000 }).toBe('included');
    expect(await usdtBalance().getByTestId('reserves-verdict').textContent()).toBe(
      `Your balance of 1,234.5 USDT is included in the published total of ${total} USDT`,
    );
    const proofs = (await okMessage(
      await fetch(`${rig.server.url}/api/proofs/reserves/mine`, {
        headers: { authorization: await storedToken(page) },
      }),
      'my reserves',
    )) as { asset: string; balance: string }[];
    // One card per proof: the deposits are all this user holds (a welcome bonus is a coupon until claimed).
    expect(proofs.map((proof) => proof.asset)).toEqual(['BTC', 'USDT']);
    expect(
      await page
        .getByTestId('reserves-balance')
        .evaluateAll((cards) => cards.map((card) => card.dataset.asset)),
    ).toEqual(['BTC', 'USDT']);
    const btc = page.locator('[data-testid="reserves-balance"][data-asset="BTC"]');
    await expect.poll(() => btc.getAttribute('data-verdict')).toBe('included');
    expect(await btc.getByTestId('reserves-verdict').textContent()).toBe(
      'Your balance of 0.25 BTC is included in the published total of 0.25 BTC',
    );
    expect(await text('reserves-snapshot')).toMatch(new RegExp(`^Snapshot of ${day} \\(UTC\\), taken `));
    await looksWhole(page, RESERVES_NAMESPACES);
    await rig.shot('323-reserves-included-en');
    // The whole root hash, wrapped, when the shortened one is opened.
    const usdt = page.locator('[data-testid="reserves-asset"][data-asset="USDT"]');
    await usdt.locator('summary').click();
    expect(await usdt.getByTestId('reserves-root-full').textContent()).toMatch(/^[0-9a-f]{64}$/);
    await looksWhole(page, RESERVES_NAMESPACES);
    expect(await axeFindings()).toEqual([]);
    await rig.shot('324-reserves-included-en-page', { fullPage: true });
  });

  it('is reached from Settings, and says the same in French', async () => {
    const { page } = rig;
    await page.evaluate(() => localStorage.setItem('tessera:lang', 'fra'));
    await page.goto(`${rig.server.url}/#/pages/setting/setting`);
    await page.reload();
    await page.getByTestId('setting-reserves').click();
    await page.getByTestId('page-reserves').waitFor();
    expect(await text('nav-title')).toBe('Preuve de réserves');
    await expect.poll(() => usdtBalance().getAttribute('data-verdict'), { timeout: 15_000 }).toBe('included');
    expect(await usdtBalance().getByTestId('reserves-verdict').textContent()).toMatch(
      /^Votre solde de 1\u202f234,5 USDT est inclus dans le total publié de [\d\u202f,]+ USDT$/,
    );
    await looksWhole(page, RESERVES_NAMESPACES);
    await rig.shot('325-reserves-included-fr');
    await page.evaluate(() => localStorage.setItem('tessera:lang', 'en'));
  });

  it('reports a balance changed in the database after the snapshot as not included, and why', async () => {
    const { page } = rig;
    const mine = (await okMessage(
      await fetch(`${rig.server.url}/api/proofs/reserves/mine`, {
        headers: { authorization: await storedToken(page) },
      }),
      'my reserves',
    )) as { user_id: number }[];
    const userId = mine[0]?.user_id;
    expect(userId).toBeGreaterThan(0);
    await sql`update reserve_leaves set balance = balance + 1
      where user_id = ${userId} and day = ${day} and asset = 'USDT'`.execute(rig.server.database);
    await openReserves();
    await expect.poll(() => usdtBalance().getAttribute('data-verdict'), { timeout: 15_000 }).toBe('excluded');
    expect(await usdtBalance().getByTestId('reserves-verdict').textContent()).toBe(
      'Your balance of 1,235.5 USDT is not included in the published total',
    );
    const reason = usdtBalance().getByTestId('reserves-reason');
    expect(await reason.getAttribute('data-reason')).toBe('root_hash');
    expect(await reason.textContent()).toBe('Its path leads to another root than the published one.');
    // Only the changed leaf: the BTC balance still checks out.
    expect(
      await page.locator('[data-testid="reserves-balance"][data-asset="BTC"]').getAttribute('data-verdict'),
    ).toBe('included');
    await looksWhole(page, RESERVES_NAMESPACES);
    await rig.shot('326-reserves-excluded-en');
  });

  it('shows a visitor the published snapshot, and asks them to log in to check their own balances', async () => {
    const { page } = rig;
    await page.goto(`${rig.server.url}/#/pages/setting/setting`);
    await page.getByTestId('logout').click();
    await page.getByTestId('tab-home').waitFor();
    await openReserves();
    expect(await text('nav-title')).toBe('Proof of reserves');
    await page.getByTestId('reserves-login').waitFor();
    expect(await text('reserves-login')).toMatch(/^Log in to check that your own balances are counted/);
    expect(await shownDay()).toBe(day);
    expect(await page.getByTestId('reserves-balance').count()).toBe(0);
    const asset = page.locator('[data-testid="reserves-asset"][data-asset="USDT"]');
    expect(await asset.getByTestId('reserves-ratio-check').getAttribute('data-recomputes')).toBe('true');
    expect(await asset.getByTestId('reserves-ratio-check').textContent()).toBe(
      'Ratio recomputed in your browser: it matches',
    );
    expect(await asset.locator('summary').textContent()).toMatch(/^[0-9a-f]{8}…[0-9a-f]{8}$/);
    expect(await text('reserves-about')).toMatch(/It does not prove that the reserves exist/);
    await looksWhole(page, RESERVES_NAMESPACES);
    expect(await axeFindings()).toEqual([]);
    await rig.shot('327-reserves-guest-en');
  });
});

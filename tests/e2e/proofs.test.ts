/**
 * "Verify" on a settled seconds option (issue 16) in a real browser at 390×844: a funded user
 * places a 30-second option, the exchange's clock moves past its close, and Verify fetches the
 * sealed archive record and the two ticks it names and recomputes them in the browser: it matches,
 * with the prices used. Then in French; then the record is changed in the database, as an operator
 * with database access could, and the same Verify reports the broken hash and the payout that does
 * not follow from the prices. Screenshots 320–322.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { hasChromium, looksWhole, useBrowserRig } from './support.js';

const rig = useBrowserRig({ tickMs: 500, clockMode: 'simulated' });

const PASSWORD = 'correct-horse-7';

const text = (testId: string) => rig.page.getByTestId(testId).first().textContent();

/** The open dialog's element of `testId` (the options view holds several dialogs). */
const inDialog = (testId: string) => rig.page.locator(`dialog[open] [data-testid="${testId}"]`);

/**
 * Opens Verify on the first settled order shown and waits for its verdict; a record not sealed
 * yet (a moment after the settlement) is tried again, as the user would.
 */
const verify = async (): Promise<string | null> => {
  await rig.page.getByTestId('verify-open').first().click();
  await expect
    .poll(
      async () => {
        if (await inDialog('verify-not-archived').isVisible()) await inDialog('verify-retry').click();
        return inDialog('verify-verdict').isVisible();
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return inDialog('verify-verdict').getAttribute('data-verdict');
};

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

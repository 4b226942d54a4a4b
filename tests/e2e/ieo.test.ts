/**
 * IEO subscriptions in a real browser at 390×844, on a server with a simulated clock: a user finds
 * Nova Network, applies for 900,000 and then 300,000 NOVA of its 1,000,000, and four days on finds
 * both locked with their pro-rata share (recomputed in the browser), Verify checking each against
 * the project's sealed allocation record (issue 16); the finished round's page verifies its totals
 * too. Then in French. Screenshots 134–143, 138b and 143b.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, inOpenDialog, looksWhole, openVerification, useBrowserRig } from './support.js';

const rig = useBrowserRig({ tickMs: 500, clockMode: 'simulated' });

const PASSWORD = 'correct-horse-7';
const DAY_SECONDS = 24 * 60 * 60;

const text = (testId: string) => rig.page.getByTestId(testId).first().textContent();

/** The open dialog's buttons: the page also holds the closed ones. */
const dialogButton = (testId: 'confirm-ok' | 'confirm-cancel') => inOpenDialog(rig.page, testId);

const inDialog = (testId: string) => inOpenDialog(rig.page, testId);

/** Opens Verify within `within` and waits for its verdict. */
const verify = async (within: Locator) => (await openVerification(rig.page, within)).verdict;

/** A project's card on the list, by its token and phase. */
const card = (token: string, phase: 'warmup' | 'in_progress' | 'finished') =>
  rig.page.locator(`[data-testid="ieo-project"][data-token="${token}"][data-phase="${phase}"]`);

/** The exchange's time, as its site config tells it. */
const exchangeNow = async () => {
  const answer = await fetch(`${rig.server.url}/api/getSiteConfig`);
  const body = (await answer.json()) as { type: string; message: { now: string } };
  expect(body.type).toBe('ok');
  return Date.parse(body.message.now);
};

/** The current round of NOVA (in warm-up or open), as `/api/project` answers it. */
const novaRound = async () => {
  const answer = await fetch(`${rig.server.url}/api/project`);
  const body = (await answer.json()) as {
    type: string;
    message: { id: number; currency: string; status: string; starts_at: string }[];
  };
  expect(body.type).toBe('ok');
  const round = body.message.find((project) => project.currency === 'NOVA' && project.status !== 'finished');
  if (round === undefined) throw new Error(`no NOVA round open or warming up: ${JSON.stringify(body)}`);
  return round;
};

const NAMESPACES = ['ieo', 'funds', 'common', 'validation', 'routeTitle'];

/** Types an amount of NOVA, reads the preview, confirms, and lands on the subscriptions. */
const subscribe = async (
  amount: string,
  expected: { available: string; cost: string; appliedWith: string; passed: string },
  shots?: { form: string; confirm: string },
) => {
  const { page } = rig;
  await expect.poll(() => text('ieo-available')).toBe(expected.available);
  await page.getByTestId('ieo-amount').fill(amount);
  await expect.poll(() => text('ieo-preview-cost')).toBe(expected.cost);
  expect(await text('ieo-preview-applied')).toBe(expected.appliedWith);
  expect(await text('ieo-preview-passed')).toBe(expected.passed);
  if (shots) {
    await looksWhole(rig.page, NAMESPACES);
    await rig.shot(shots.form, { fullPage: true });
  }
  await page.getByTestId('ieo-submit').click();
  await expect.poll(() => text('ieo-confirm-amount')).toBe(`${Number(amount).toLocaleString('en')} NOVA`);
  expect(await text('ieo-confirm-project')).toBe('Nova Network · NOVA');
  expect(await text('ieo-confirm-price')).toBe('0.05 USDT');
  expect(await text('ieo-confirm-cost')).toBe(expected.cost);
  expect(await text('ieo-confirm-passed')).toBe(expected.passed);
  if (shots) await rig.shot(shots.confirm);
  await dialogButton('confirm-ok').click();
  await page.getByTestId('page-ieo-orders').waitFor();
};

describe.skipIf(!hasChromium)('IEO subscriptions in a browser', () => {
  const email = `ieo-${Date.now()}@example.com`;

  it('has 70,000 USDT in the balance account', async () => {
    await rig.signUpByEmail(email, PASSWORD);
    await rig.deposit(email, '70000');
  });

  it('finds Nova Network from the Finance tab with its terms, phase and countdown', async () => {
    const { page } = rig;
    await page.goto(`${rig.server.url}/#/`);
    await page.getByTestId('tab-finance').click();
    await page.getByTestId('finance-ieo').click();
    await page.getByTestId('page-ieo').waitFor();
    // Rounds are announced on the exchange's first ticks: the page may open before.
    const nova = page.locator('[data-testid="ieo-project"][data-token="NOVA"]').first();
    await expect.poll(() => nova.count(), { timeout: 20_000 }).toBe(1);
    expect(['warmup', 'in_progress']).toContain(await nova.getAttribute('data-phase'));
    expect(await nova.getByTestId('ieo-project-name').textContent()).toBe('Nova Network');
    expect(await nova.getByTestId('ieo-project-price').textContent()).toBe('0.05 USDTper NOVA');
    expect(await nova.getByTestId('ieo-project-issuance').textContent()).toBe('1,000,000 NOVA');
    expect(await nova.getByTestId('ieo-project-minimum').textContent()).toBe('100 NOVA');
    expect(await nova.getByTestId('ieo-project-lock').textContent()).toBe('7 days');
    expect(await nova.getByTestId('ieo-project-applied').textContent()).toBe('0 / 1,000,000 NOVA · 0%');
    // The countdown runs on the exchange's clock, to the opening in warm-up, to the closing after.
    const countdown = nova.getByTestId('ieo-project-countdown');
    expect(await countdown.textContent()).toMatch(/^(Opens|Closes) in (\d+d )?(\d+h )?(\d+m )?\d+s$/);
    const before = await countdown.textContent();
    await expect.poll(() => countdown.textContent(), { timeout: 5_000 }).not.toBe(before);
    expect(await page.locator('[data-testid="ieo-project"][data-token="ORBT"]').count()).toBeGreaterThan(0);
    await looksWhole(rig.page, NAMESPACES);
    await rig.shot('134-ieo-projects-en', { fullPage: true });
  });

  it('applies for 900,000 NOVA once the subscription opens, after the preview and a confirmation', async () => {
    const { page } = rig;
    // In warm-up the exchange's clock jumps to the opening (two days at most: the session lives on).
    const round = await novaRound();
    if (round.status === 'warmup') {
      await rig.advanceClock(Math.ceil((Date.parse(round.starts_at) - (await exchangeNow())) / 1_000) + 2);
      await page.reload();
    }
    await page.getByTestId('page-ieo').waitFor();
    await expect.poll(() => card('NOVA', 'in_progress').count(), { timeout: 10_000 }).toBe(1);
    await card('NOVA', 'in_progress').getByTestId('ieo-project-open').click();
    await page.getByTestId('page-ieo-subscribe').waitFor();
    expect(await text('ieo-project-white-paper')).toBe('nova.example/white-paper');
    const website = page.getByTestId('ieo-project-website-link');
    expect([await website.getAttribute('target'), await website.getAttribute('rel')]).toEqual([
      '_blank',
      'noopener noreferrer',
    ]);
    expect(await text('ieo-pro-rata')).toMatch(/^If more tokens are applied for than are issued, /);

    // Core's rule in place: off the token's step, then more than the balance pays for.
    await page.getByTestId('ieo-amount').fill('100.001');
    await page.getByTestId('ieo-submit').click();
    expect(await text('ieo-amount-error')).toBe('The amount moves in steps of 0.01');
    await page.getByTestId('ieo-amount').fill('2000000');
    await expect.poll(() => text('ieo-amount-error')).toBe('Insufficient balance');
    await page.getByTestId('ieo-short').waitFor();
    // "Max" types what the balance pays for: 70,000 USDT at 0.05.
    await page.getByTestId('ieo-amount-max').click();
    expect(await page.getByTestId('ieo-amount').inputValue()).toBe('1400000');

    await subscribe(
      '900000',
      {
        available: 'Available: 70,000 USDT in your balance account',
        cost: '45,000 USDT',
        appliedWith: '900,000 / 1,000,000 NOVA',
        passed: 'If it closed now, you would get 900,000 of the 900,000 NOVA you apply for.',
      },
      { form: '135-ieo-subscribe-en', confirm: '136-ieo-confirm-en' },
    );
    const subscription = page.getByTestId('ieo-order').first();
    await expect.poll(() => subscription.getAttribute('data-state')).toBe('applied');
    expect(await subscription.getByTestId('ieo-order-state').textContent()).toBe('Applied');
    expect(await subscription.getByTestId('ieo-order-amount').textContent()).toBe('900,000 NOVA');
    expect(await subscription.getByTestId('ieo-order-paid').textContent()).toBe('45,000 USDT');
  });

  it('applies for 300,000 more, told the round would then be oversubscribed and what would come back', async () => {
    const { page } = rig;
    await page.goto(`${rig.server.url}/#/pages/ieo/ieo`);
    await expect.poll(() => card('NOVA', 'in_progress').count(), { timeout: 10_000 }).toBe(1);
    expect(await card('NOVA', 'in_progress').getByTestId('ieo-project-applied').textContent()).toBe(
      '900,000 / 1,000,000 NOVA · 90%',
    );
    await card('NOVA', 'in_progress').getByTestId('ieo-project-open').click();
    await page.getByTestId('page-ieo-subscribe').waitFor();
    // 300,000 × 1,000,000 ÷ 1,200,000 = 250,000 would pass; 50,000 × 0.05 = 2,500 USDT back.
    await subscribe('300000', {
      available: 'Available: 25,000 USDT in your balance account',
      cost: '15,000 USDT',
      appliedWith: '1,200,000 / 1,000,000 NOVA',
      passed:
        'If it closed now, you would get 250,000 of the 300,000 NOVA you apply for. 2,500 USDT of your payment would come back.',
    });
    const subscriptions = page.getByTestId('ieo-order');
    await expect.poll(() => subscriptions.count()).toBe(2);
    expect(await subscriptions.nth(0).getByTestId('ieo-order-amount').textContent()).toBe('300,000 NOVA');
    expect(await subscriptions.nth(1).getAttribute('data-state')).toBe('applied');
    await page.getByTestId('toast').waitFor({ state: 'detached' });
    await looksWhole(rig.page, NAMESPACES);
    await rig.shot('137-ieo-orders-applied-en', { fullPage: true });
  });

  it('is locked 4 days on with its pro-rata share passed and the rest refunded, recomputed here', async () => {
    const { page } = rig;
    // Four days from within the 3-day subscription are always past its closing and before the
    // 7-day lock ends, and outlive the session (3 idle days): the user signs in again.
    await rig.advanceClock(4 * DAY_SECONDS);
    await rig.signInAgain('/pages/ieo/order', email, PASSWORD);
    await page.getByTestId('tab-finance').click();
    await page.getByTestId('finance-ieo').click();
    await page.getByTestId('ieo-open-orders').click();
    await page.getByTestId('page-ieo-orders').waitFor();

    // The first tick after the closing allocates the round.
    const [later, first] = [page.getByTestId('ieo-order').nth(0), page.getByTestId('ieo-order').nth(1)];
    await expect.poll(() => later.getAttribute('data-state'), { timeout: 30_000 }).toBe('locked');
    await expect.poll(() => first.getAttribute('data-state')).toBe('locked');
    expect(await later.getByTestId('ieo-order-state').textContent()).toBe('Locked');
    expect(await later.getByTestId('ieo-order-passed').textContent()).toBe('250,000 NOVA');
    expect(await later.getByTestId('ieo-order-refunded').textContent()).toBe('2,500 USDT');
    expect(await first.getByTestId('ieo-order-passed').textContent()).toBe('750,000 NOVA');
    expect(await first.getByTestId('ieo-order-refunded').textContent()).toBe('7,500 USDT');
    // The project's totals, and the share recomputed from them by core's rule.
    await expect.poll(() => first.getByTestId('ieo-order-check').getAttribute('data-matches')).toBe('true');
    expect(await first.getByTestId('ieo-order-total-applied').textContent()).toBe('1,200,000 NOVA');
    expect(await first.getByTestId('ieo-order-allocated').textContent()).toBe('1,000,000 NOVA');
    expect(await first.getByTestId('ieo-order-calculator').textContent()).toBe('ieo/1');
    expect(await first.getByTestId('ieo-order-share').textContent()).toBe(
      'Your share: 900,000 × 1,000,000 ÷ 1,200,000, rounded down = 750,000 NOVA',
    );
    await expect.poll(() => later.getByTestId('ieo-order-check').getAttribute('data-matches')).toBe('true');
    await looksWhole(rig.page, NAMESPACES);
    await rig.shot('138-ieo-orders-locked-en', { fullPage: true });

    // Verify: the project's sealed allocation record, recomputed in the browser, holds this
    // subscription's 900,000 applied, 750,000 passed and 7,500 back, and the totals shown.
    expect(await verify(first)).toBe('matches');
    expect(await inDialog('verify-verdict').textContent()).toBe(
      'Matches: recomputed in your browser from the published record',
    );
    expect(await inDialog('verify-ieo-issuance').textContent()).toBe('1,000,000 NOVA');
    expect(await inDialog('verify-ieo-price').textContent()).toBe('0.05 USDT');
    expect(await inDialog('verify-ieo-applications').textContent()).toBe('2');
    expect(await inDialog('verify-calculator').textContent()).toBe('ieo/1');
    await looksWhole(rig.page, [...NAMESPACES, 'proofs']);
    await rig.shot('138b-ieo-verify-en');
    await inDialog('verify-close').click();
    // And the other subscription, against the same record.
    expect(await verify(later)).toBe('matches');
    await inDialog('verify-close').click();
  });

  it('shows the next round in warm-up, not open yet, and the closed one with its result', async () => {
    const { page } = rig;
    await page.getByTestId('nav-back').click();
    await page.getByTestId('page-ieo').waitFor();
    // The next round was announced as the last one closed.
    await expect.poll(() => card('NOVA', 'warmup').count(), { timeout: 10_000 }).toBe(1);
    await card('NOVA', 'warmup').getByTestId('ieo-project-open').click();
    await page.getByTestId('page-ieo-subscribe').waitFor();
    expect(await text('ieo-project-phase')).toBe('Warm-up');
    expect(await text('ieo-closed')).toMatch(/^The subscription has not opened yetOpens .+\.$/);
    expect(await page.getByTestId('ieo-submit').isDisabled()).toBe(true);
    expect(await page.getByTestId('ieo-amount').isDisabled()).toBe(true);
    expect(await text('ieo-project-countdown')).toMatch(/^Opens in /);
    await looksWhole(rig.page, NAMESPACES);
    await rig.shot('139-ieo-subscribe-warmup-en', { fullPage: true });

    await page.goBack();
    await page.getByTestId('page-ieo').waitFor();
    await card('NOVA', 'finished').first().getByTestId('ieo-project-open').click();
    await page.getByTestId('page-ieo-subscribe').waitFor();
    expect(await text('ieo-project-phase')).toBe('Finished');
    expect(await text('ieo-closed')).toMatch(/^The subscription has closedClosed .+\.$/);
    expect(await text('ieo-project-total-applied')).toBe('1,200,000 NOVA');
    expect(await page.getByTestId('ieo-submit').isDisabled()).toBe(true);
    expect(await text('ieo-project-countdown')).toMatch(/^Allocated /);
    // The round's totals, verified against its sealed allocation record.
    expect(await verify(page.getByTestId('ieo-subscribe-project'))).toBe('matches');
    await inDialog('verify-close').click();
    await looksWhole(rig.page, NAMESPACES);
    await rig.shot('140-ieo-subscribe-finished-en', { fullPage: true });
  });

  it('shows the projects, a project and the subscriptions in French', async () => {
    const { page } = rig;
    await page.evaluate(() => localStorage.setItem('tessera:lang', 'fra'));
    await page.goto(`${rig.server.url}/#/pages/ieo/ieo`);
    await page.reload();
    await page.getByTestId('page-ieo').waitFor();
    await expect.poll(() => card('NOVA', 'warmup').count(), { timeout: 10_000 }).toBe(1);
    expect(await card('NOVA', 'warmup').getByTestId('ieo-project-phase').textContent()).toBe('Pré-ouverture');
    expect(await card('NOVA', 'warmup').getByTestId('ieo-project-countdown').textContent()).toMatch(
      /^Ouvre dans (\d+j )?(\d+h )?(\d+min )?\d+s$/,
    );
    await looksWhole(rig.page, NAMESPACES);
    await rig.shot('141-ieo-projects-fr', { fullPage: true });

    // An open project if there is one (ORBT's rounds are offset from NOVA's), else NOVA's warm-up.
    const open = page.locator('[data-testid="ieo-project"][data-phase="in_progress"]').first();
    const target = (await open.count()) > 0 ? open : card('NOVA', 'warmup');
    const opened = await target.getAttribute('data-phase');
    await target.getByTestId('ieo-project-open').click();
    await page.getByTestId('page-ieo-subscribe').waitFor();
    await expect
      .poll(() => text('ieo-available'))
      .toBe('Disponible : 20\u202f000 USDT sur votre compte Solde');
    if (opened === 'in_progress') {
      await page.getByTestId('ieo-amount-max').click();
      await expect
        .poll(() => text('ieo-preview-passed'))
        .toMatch(/^Si elle se clôturait maintenant, vous recevriez .+ des .+ demandés\./);
    }
    await looksWhole(rig.page, NAMESPACES);
    await rig.shot('142-ieo-subscribe-fr', { fullPage: true });

    await page.goto(`${rig.server.url}/#/pages/ieo/order`);
    await page.getByTestId('page-ieo-orders').waitFor();
    const first = page.getByTestId('ieo-order').nth(1);
    await expect
      .poll(() => first.getByTestId('ieo-order-check').textContent())
      .toBe('Recalculé sur cet appareil : identique');
    expect(await first.getByTestId('ieo-order-state').textContent()).toBe('Bloqué');
    expect(await first.getByTestId('ieo-order-share').textContent()).toBe(
      'Votre part : 900\u202f000 × 1\u202f000\u202f000 ÷ 1\u202f200\u202f000, arrondi à l’inférieur = 750\u202f000 NOVA',
    );
    await looksWhole(rig.page, NAMESPACES);
    await rig.shot('143-ieo-orders-fr', { fullPage: true });

    // The allocation names no price: the verdict says it was checked against the record alone.
    expect(await verify(first)).toBe('matches');
    expect(await inDialog('verify-verdict').textContent()).toBe(
      'Conforme : recalculé dans votre navigateur à partir de l’enregistrement publié',
    );
    await looksWhole(rig.page, [...NAMESPACES, 'proofs']);
    await rig.shot('143b-ieo-verify-fr');
  });
});

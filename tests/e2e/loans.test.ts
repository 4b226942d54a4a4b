/**
 * OTC loans in a real browser at 390×844: a new user, made a market maker by an operator and given
 * 300,000 USDT, opens the OTC desk from the Finance tab (the terms, who may borrow and their own
 * standing, no loans yet); the borrowing form checks every broken term at once by core's rule; 600,000
 * USDT at 3× for 30 days on a USDT margin previews 200,000 USDT of margin and an opening risk rate
 * of 133.33 %, and the confirmation says what is frozen; the loan waits under review (no second
 * application), an operator approves it and it shows active at 133.33 %, safe, with its debt, due
 * date and countdown; repaid after a confirmation of exactly what is taken and from where, it shows
 * its settlement, and the wallet and the ledger have the money back. Then the same in Chinese (this
 * machine has CJK fonts). Last, a loan left unpaid on the exchange's simulated clock: 25 days
 * overdue its debt has grown by 0.5 % a day and its risk rate is below 120 % (the warning, in
 * amber), 45 days overdue it is below 110 % and the desk has closed it, with what it held, the
 * price it used and what it took, and Verify on it fetches the archive record of the close and
 * recomputes it in the browser: it matches; and an application withdrawn before the desk decides,
 * its margin back. Screenshots 160–173.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  hasChromium,
  inOpenDialog,
  looksWhole,
  okMessage,
  openVerification,
  useBrowserRig,
} from './support.js';

const rig = useBrowserRig({ tickMs: 1_000, clockMode: 'simulated' });

const PASSWORD = 'correct-horse-7';
const DAY_SECONDS = 24 * 60 * 60;

const text = (testId: string) => rig.page.getByTestId(testId).first().textContent();

/** The open dialog's buttons: the page also holds the closed ones. */
const dialogButton = (testId: 'confirm-ok' | 'confirm-cancel') => inOpenDialog(rig.page, testId);

const asOperator = async (path: string, params: Record<string, string | number | boolean>) =>
  okMessage(await rig.operator(path, { method: 'POST', body: JSON.stringify(params) }), path);

const NAMESPACES = ['loans', 'validation', 'common', 'routeTitle', 'finance', 'settings', 'records'];

/** Waits for the toast to go, so it covers nothing in the next screenshot. */
const toastGone = () => rig.page.getByTestId('toast').waitFor({ state: 'detached' });

const inDialog = (testId: string) => inOpenDialog(rig.page, testId);

/** Opens Verify within `within` and waits for its verdict and differences. */
const verify = (within: Locator) => openVerification(rig.page, within);

/** The newest loan's card on the OTC page. */
const newest = () => rig.page.getByTestId('loan').first();

/** Fills the form for 600,000 USDT at 3× for 30 days on a USDT margin. */
const fillApplication = async () => {
  const { page } = rig;
  await page.getByTestId('loan-currency').selectOption('USDT');
  await page.getByTestId('loan-amount').fill('600000');
  await page.getByTestId('loan-leverage-3').check();
  await page.getByTestId('loan-term').fill('30');
  await page.getByTestId('loan-margin-currency').selectOption('USDT');
  await page.getByTestId('loan-contact').fill('100234');
};

/** Waits until the newest loan is in `state` (the `balances` push of a money move reloads the list). */
const loanIn = (state: string) =>
  expect.poll(() => newest().getAttribute('data-state'), { timeout: 10_000 }).toBe(state);

describe.skipIf(!hasChromium)('OTC loans in a browser', () => {
  const email = `loans-${Date.now()}@example.com`;

  it('is a market maker with 300,000 USDT in the balance account', async () => {
    await rig.signUpByEmail(email, PASSWORD);
    await rig.deposit(email, '300000');
    await asOperator('/operator/loan/market-maker', { user: email, market_maker: true });
  });

  it('finds the OTC desk from the Finance tab: the terms, who may borrow, no loans yet', async () => {
    const { page } = rig;
    await page.goto(`${rig.server.url}/#/`);
    await page.reload();
    await page.getByTestId('tab-finance').click();
    await page.getByTestId('finance-loans').click();
    await page.getByTestId('page-loans').waitFor();
    expect(await text('nav-title')).toBe('OTC loans');
    expect(await text('loans-terms-amount')).toBe('500,000 to 10,000,000 USDT equivalent');
    expect(await text('loans-terms-leverage')).toBe('Up to 3×');
    expect(await text('loans-terms-term')).toBe('7 to 365 days, 30 days by default');
    expect(await text('loans-terms-currencies')).toBe('BTC, ETH, USDT, USDC');
    expect(await text('loans-terms-review')).toBe('1–3 days');
    expect(await text('loans-terms-overdue')).toBe('0.5% of the loan a day');
    expect(await text('loans-terms-risk')).toBe('Warned below 120%, closed below 110%');
    await page.getByTestId('loans-empty').waitFor();
    expect(await text('loans-empty')).toBe('No loans yet');
    expect(await text('loans-standing-vip')).toBe('VIP 0');
    expect(await text('loans-standing-maker')).toBe('Yes');
    expect(await page.getByTestId('loans-eligibility').getAttribute('data-eligible')).toBe('true');
    expect(await page.getByTestId('loans-apply').getAttribute('href')).toBe('#/pages/common/borrowing');
    await looksWhole(rig.page, NAMESPACES);
    await rig.shot('160-loans-desk-en', { fullPage: true });
  });

  it('checks the application in place: every broken term at once, by core’s rule', async () => {
    const { page } = rig;
    await page.getByTestId('loans-apply').click();
    await page.getByTestId('page-borrowing').waitFor();
    await page.getByTestId('loan-form').waitFor();
    expect(await text('nav-title')).toBe('Apply for a loan');
    expect(await page.getByTestId('loan-term').inputValue()).toBe('30');
    expect(await page.getByTestId('loan-leverage-1').isChecked()).toBe(true);
    await page.getByTestId('loan-submit').click();
    expect(await text('loan-currency-error')).toBe('Choose the currency to borrow');
    expect(await text('loan-amount-error')).toBe('Enter an amount such as 12.5');
    expect(await text('loan-margin-currency-error')).toBe('Choose the margin currency');
    expect(await text('loan-contact-error')).toBe('Enter the contact UID: 5 to 12 digits');
    await page.getByTestId('loan-currency').selectOption('USDT');
    await page.getByTestId('loan-amount').fill('100000');
    await page.getByTestId('loan-term').fill('400');
    expect(await text('loan-amount-error')).toBe(
      'A loan is worth 500,000 to 10,000,000 USDT at the recorded price',
    );
    expect(await text('loan-term-error')).toBe('The term is 7 to 365 days');
    expect(await page.getByTestId('confirm-dialog').isVisible()).toBe(false);
    await looksWhole(rig.page, NAMESPACES);
    await rig.shot('161-loans-form-errors-en', { fullPage: true });
  });

  it('previews 200,000 USDT of margin at 133.33 %, and says what is frozen before sending', async () => {
    const { page } = rig;
    await fillApplication();
    await expect.poll(() => text('loan-preview-margin')).toBe('200,000 USDT');
    expect(await text('loan-preview-value')).toBe('600,000 USDT');
    expect(await text('loan-preview-risk')).toBe('133.33% · Safe');
    expect(await text('loan-available')).toBe('Available in your balance account: 300,000 USDT');
    expect(await page.getByTestId('loan-amount-error').count()).toBe(0);
    await page.getByTestId('loan-submit').click();
    await expect
      .poll(() => text('loan-confirm-frozen'))
      .toBe('200,000 USDT will be frozen as margin while the desk reviews your application.');
    expect(await text('loan-confirm-amount')).toBe('600,000 USDT');
    expect(await text('loan-confirm-leverage')).toBe('3×');
    expect(await text('loan-confirm-term')).toBe('30 days');
    expect(await text('loan-confirm-margin')).toBe('200,000 USDT');
    expect(await text('loan-confirm-risk')).toBe('133.33% · Safe');
    expect(await text('loan-confirm-contact')).toBe('100234');
    await rig.shot('162-loans-confirm-en');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/loan/apply'));
    await dialogButton('confirm-ok').click();
    expect((await sent).headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    await page.getByTestId('page-loans').waitFor();
  });

  it('waits under review with its margin frozen, and takes no second application', async () => {
    const { page } = rig;
    await loanIn('reviewing');
    expect(await text('loan-state')).toBe('Under review');
    expect(await text('loan-amount')).toBe('600,000 USDT');
    expect(await text('loan-terms')).toBe('3× · 30 days');
    expect(await text('loan-margin')).toBe('200,000 USDT');
    expect(await text('loan-reviewing-note')).toContain('200,000 USDT stays frozen in your margin account');
    expect(await page.getByTestId('loans-apply').isDisabled()).toBe(true);
    expect(await text('loans-apply-block')).toBe(
      'You already have a loan under review or active: one loan at a time.',
    );
    await page.getByTestId('loan-cancel').waitFor();
    await toastGone();
    await looksWhole(rig.page, NAMESPACES);
    await rig.shot('163-loans-reviewing-en', { fullPage: true });
  });

  it('shows the loan active at 133.33 %, safe, once an operator approves it', async () => {
    const { page } = rig;
    const id = Number(await newest().getAttribute('data-id'));
    await asOperator('/operator/loan/approve', { id });
    await loanIn('active');
    expect(await text('loan-state')).toBe('Active');
    expect(await page.getByTestId('loan-risk').getAttribute('data-level')).toBe('safe');
    expect(await text('loan-risk-rate')).toBe('133.33%');
    expect(await text('loan-risk-level')).toBe('Safe');
    expect(await text('loan-risk-note')).toBe(
      'You are warned below 120%; below 110% the position is closed.',
    );
    expect(await text('loan-debt')).toBe('600,000 USDT');
    expect(await text('loan-margin')).toBe('200,000 USDT');
    expect(await text('loan-collateral')).toBe('800,000 USDT');
    await expect.poll(() => text('loan-timing')).toMatch(/^29d 23h 59m \d+s$/);
    expect(await page.getByTestId('loan-add-margin').getAttribute('href')).toBe(
      '#/pages/fund/transfer?to=margin&asset=USDT',
    );
    await looksWhole(rig.page, NAMESPACES);
    await rig.shot('164-loans-active-en', { fullPage: true });
  });

  it('repays after a confirmation of the debt and where it is taken from, and shows the settlement', async () => {
    const { page } = rig;
    await page.getByTestId('loan-repay').click();
    await expect.poll(() => text('loan-repay-debt')).toBe('600,000 USDT');
    expect(await text('loan-repay-principal')).toBe('600,000 USDT');
    expect(await text('loan-repay-interest')).toBe('0 USDT');
    expect(await text('loan-repay-from-margin')).toBe('600,000 USDT');
    expect(await text('loan-repay-from-balance')).toBe('0 USDT');
    expect(await text('loan-repay-margin-back')).toBe('200,000 USDT');
    expect(await dialogButton('confirm-ok').textContent()).toBe('Repay now');
    await rig.shot('165-loans-repay-en');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/loan/repay'));
    await dialogButton('confirm-ok').click();
    expect((await sent).headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    await loanIn('repaid');
    expect(await text('loan-state')).toBe('Repaid');
    expect(await text('loan-settlement-note')).toBe(
      'Repaid. Your margin of 200,000 USDT came back to your balance account.',
    );
    expect(await text('loan-settlement-debt')).toBe('600,000 USDT');
    expect(await text('loan-settlement-overdue-days')).toBe('0 days');
    expect(await text('loan-settlement-interest')).toBe('0 USDT');
    expect(await text('loan-settlement-calculator')).toBe('loans/1');
    expect(await page.getByTestId('loans-apply').getAttribute('href')).toBe('#/pages/common/borrowing');
    await toastGone();
    await looksWhole(rig.page, NAMESPACES);
    await rig.shot('166-loans-repaid-en', { fullPage: true });
  });

  it('has the 300,000 USDT back in the wallet, and the loan’s moves in the records', async () => {
    const { page } = rig;
    await page.goto(`${rig.server.url}/#/pages/fund/assets`);
    await expect.poll(() => text('holding-USDT-available')).toBe('300,000');
    await page.goto(`${rig.server.url}/#/pages/fund/assets_all_record`);
    await page.getByTestId('record-row').first().waitFor();
    const reasons = await page
      .getByTestId('record-row')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-reason')));
    expect(reasons).toEqual(expect.arrayContaining(['loan_margin', 'loan_funding', 'loan_repayment']));
    expect(await page.getByTestId('record-row').first().textContent()).toContain('Loan repaid');
  });

  it('shows the desk, the form, a loan active and repaid in Chinese', async () => {
    const { page } = rig;
    await page.evaluate(() => localStorage.setItem('tessera:lang', 'zh'));
    await page.goto(`${rig.server.url}/#/pages/otc/otc`);
    await page.reload();
    await page.getByTestId('page-loans').waitFor();
    await loanIn('repaid');
    expect(await text('loan-state')).toBe('已还款');
    expect(await text('loans-terms-risk')).toBe('低于 120% 预警，低于 110% 平仓');
    await looksWhole(rig.page, NAMESPACES);
    await rig.shot('167-loans-desk-zh', { fullPage: true });

    await page.getByTestId('loans-apply').click();
    await page.getByTestId('loan-form').waitFor();
    await page.getByTestId('loan-submit').click();
    expect(await text('loan-currency-error')).toBe('请选择借款币种');
    expect(await text('loan-contact-error')).toBe('请输入联系人 UID：5–12 位数字');
    await page.getByTestId('loan-currency').selectOption('USDT');
    await page.getByTestId('loan-amount').fill('100000');
    expect(await text('loan-amount-error')).toBe(
      '按记录价格计算，借贷金额须在 500,000 至 10,000,000 USDT 之间',
    );
    await looksWhole(rig.page, NAMESPACES);
    await rig.shot('168-loans-form-errors-zh', { fullPage: true });

    await fillApplication();
    await expect.poll(() => text('loan-preview-margin')).toBe('200,000 USDT');
    await page.getByTestId('loan-submit').click();
    await expect
      .poll(() => text('loan-confirm-frozen'))
      .toBe('借贷部审核期间，将冻结 200,000 USDT 作为保证金。');
    await rig.shot('169-loans-confirm-zh');
    await dialogButton('confirm-ok').click();
    await page.getByTestId('page-loans').waitFor();
    await loanIn('reviewing');
    expect(await text('loan-state')).toBe('审核中');

    await asOperator('/operator/loan/approve', { id: Number(await newest().getAttribute('data-id')) });
    await loanIn('active');
    expect(await text('loan-risk-rate')).toBe('133.33%');
    expect(await text('loan-risk-level')).toBe('安全');
    await toastGone();
    await looksWhole(rig.page, NAMESPACES);
    await rig.shot('170-loans-active-zh', { fullPage: true });

    await page.getByTestId('loan-repay').click();
    await expect.poll(() => text('loan-repay-debt')).toBe('600,000 USDT');
    await dialogButton('confirm-ok').click();
    await loanIn('repaid');
    expect(await text('loan-settlement-overdue-days')).toBe('0天');
    await toastGone();
    await looksWhole(rig.page, NAMESPACES);
    await rig.shot('171-loans-repaid-zh', { fullPage: true });
  });

  it('warns in amber once overdue interest takes the risk rate below 120 %, and shows the close below 110 %', async () => {
    const { page } = rig;
    await page.evaluate(() => localStorage.setItem('tessera:lang', 'en'));
    await page.goto(`${rig.server.url}/#/pages/common/borrowing`);
    await page.reload();
    await page.getByTestId('loan-form').waitFor();
    await fillApplication();
    await page.getByTestId('loan-submit').click();
    await dialogButton('confirm-ok').click();
    await page.getByTestId('page-loans').waitFor();
    await loanIn('reviewing');
    await asOperator('/operator/loan/approve', { id: Number(await newest().getAttribute('data-id')) });
    await loanIn('active');

    // 30 days of term and 25 overdue: the debt is 600,000 × (1 + 0.005 × 25) = 675,000 USDT and
    // the margin account (800,000 USDT) covers it 118.51 times in a hundred. The days outlive the
    // session (3 idle days): the user signs in again.
    await rig.advanceClock(55 * DAY_SECONDS);
    await rig.signInAgain('/pages/otc/otc', email, PASSWORD);
    await page.goto(`${rig.server.url}/#/pages/otc/otc`);
    await page.getByTestId('page-loans').waitFor();
    await expect
      .poll(() => page.getByTestId('loan-risk').getAttribute('data-level'), { timeout: 15_000 })
      .toBe('warning');
    expect(await text('loan-risk-rate')).toBe('118.51%');
    expect(await text('loan-risk-level')).toBe('Warning');
    expect(await text('loan-risk-note')).toBe(
      'Below 120%: add margin or repay now. Below 110% the position is closed.',
    );
    // The debt is worked out on the exchange's clock, once the page has it.
    await expect.poll(() => text('loan-timing')).toBe('25 days');
    expect(await text('loan-debt')).toBe('675,000 USDT');
    expect(await text('loan-overdue')).toContain('0.5% of the loan is added to the debt');
    await page.getByTestId('loan-repay').click();
    await expect.poll(() => text('loan-repay-interest')).toBe('75,000 USDT (25 days)');
    expect(await text('loan-repay-debt')).toBe('675,000 USDT');
    expect(await text('loan-repay-from-margin')).toBe('600,000 USDT');
    expect(await text('loan-repay-from-balance')).toBe('75,000 USDT');
    await dialogButton('confirm-cancel').click();
    await looksWhole(rig.page, NAMESPACES);
    await rig.shot('172-loans-warning-en', { fullPage: true });

    // 45 days overdue: 735,000 USDT owed, 108.84 %, below 110 %: the next tick closes it.
    await rig.advanceClock(20 * DAY_SECONDS);
    await rig.signInAgain('/pages/otc/otc', email, PASSWORD);
    await page.goto(`${rig.server.url}/#/pages/otc/otc`);
    await page.getByTestId('page-loans').waitFor();
    await loanIn('liquidated');
    expect(await text('loan-state')).toBe('Liquidated');
    expect(await text('loan-settlement-note')).toContain('The risk rate fell to 108.84%, below 110%');
    expect(await text('loan-settlement-risk-rate')).toBe('108.84%');
    expect(await text('loan-settlement-debt')).toBe('735,000 USDT');
    expect(await text('loan-settlement-overdue-days')).toBe('45 days');
    expect(await text('loan-settlement-interest')).toBe('135,000 USDT');
    expect(await text('loan-settlement-holdings')).toBe('800,000 USDT');
    expect(await text('loan-settlement-prices')).toBe('USDT: 1 USDT by rule');
    expect(await text('loan-settlement-taken')).toBe('735,000 USDT');
    expect(await text('loan-settlement-shortfall')).toBe('0 USDT');
    expect(await text('loan-settlement-calculator')).toBe('loans/1');
    await looksWhole(rig.page, NAMESPACES);
    await rig.shot('173-loans-liquidated-en', { fullPage: true });

    // Verify: the close's archive record recomputed in the browser (USDT counts 1 by rule: no tick).
    const { verdict, differences } = await verify(newest());
    expect(verdict, differences.join('\n')).toBe('matches');
    expect(await inDialog('verify-debt').textContent()).toBe('735,000 USDT');
    expect(await inDialog('verify-risk-rate').textContent()).toBe('108.84%');
    expect(await inDialog('verify-take-order').textContent()).toBe('USDT first, then the other assets');
    expect(await inDialog('verify-calculator').textContent()).toBe('loans/1');
    await looksWhole(rig.page, [...NAMESPACES, 'proofs']);
    await rig.shot('173b-loans-verify-en');
    await inDialog('verify-close').click();
  });

  it('withdraws an application under review after a confirmation, and its margin comes back', async () => {
    const { page } = rig;
    // The close left 165,000 USDT in the balance account (the margin’s 200,000 less the 135,000 of
    // interest the margin account lacked); 100,000 more pays for the next margin.
    await rig.deposit(email, '100000');
    await page.getByTestId('loans-apply').click();
    await page.getByTestId('loan-form').waitFor();
    await fillApplication();
    await expect.poll(() => text('loan-available')).toBe('Available in your balance account: 265,000 USDT');
    await page.getByTestId('loan-submit').click();
    await dialogButton('confirm-ok').click();
    await page.getByTestId('page-loans').waitFor();
    await loanIn('reviewing');
    await toastGone();
    await page.getByTestId('loan-cancel').click();
    await expect
      .poll(() => text('loan-cancel-body'))
      .toBe(
        'The desk will not review it, and the 200,000 USDT frozen as margin comes back to your balance account.',
      );
    await dialogButton('confirm-ok').click();
    await loanIn('cancelled');
    expect(await text('loan-state')).toBe('Withdrawn');
    expect(await text('loan-margin-returned')).toBe(
      'Your margin of 200,000 USDT came back to your balance account.',
    );
    expect(await page.getByTestId('loans-apply').getAttribute('href')).toBe('#/pages/common/borrowing');
  });
});

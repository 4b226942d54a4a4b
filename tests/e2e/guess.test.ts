/**
 * The guess game in a real browser at 390×844, on the exchange's simulated clock: a new user given
 * 100 USDT by an operator deposit, at 03:30 UTC, opens the game from the Finance tab (the price
 * questions with their strike, the recorded price it was set from and their pools, the daily quiz
 * with its commitment, each with its phase, countdown and fee); the bet form shows every broken
 * rule at once by core's rule, previews what 10 USDT would pay if its pick won now (9.5 USDT: the
 * pool less 5 %), and the confirmation says what is frozen; the bet waits unsettled in My bets;
 * once the clock passes the resolving time it is won (its prize paid) or refunded (nobody else
 * picked the answer) with the recorded tick that settled it, and the question shows its pool
 * arithmetic. Then the same for the daily quiz, its revealed answer and salt checked on the device
 * against the published commitment. Then the game in Japanese (this machine has CJK fonts): the
 * list, the form's errors, the confirmation, a bet unsettled, the settled price question and quiz,
 * and a bet settled while the page is open (the `balances` push reads the bets again). Last, a
 * visitor sees the questions and is sent to log in to bet. A settled bet's Verify fetches its
 * question's archive record (and a price question's close tick) and recomputes the pool in the
 * browser: it matches, the bet's own payout among the record's bets. Screenshots 174–185.
 */
import type { Locator, Page } from 'playwright-core';
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
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const NAMESPACES = ['guess', 'validation', 'common', 'routeTitle', 'finance'];

/** A question as `GET /api/game/questions` answers it (the fields this test reads). */
interface WireQuestion {
  readonly id: number;
  readonly kind: 'price' | 'quiz';
  readonly opens_at: string;
  readonly cutoff_at: string;
  readonly resolves_at: string;
  readonly price: {
    readonly symbol: string;
    readonly strike: string;
    readonly issued_at: { price: string };
  } | null;
  readonly resolution: unknown;
}

const text = (testId: string) => rig.page.getByTestId(testId).first().textContent();

/** The open dialog's buttons: the page also holds the closed ones. */
const dialogButton = (testId: 'confirm-ok' | 'confirm-cancel') => inOpenDialog(rig.page, testId);

/** Waits for the toast to go, so it covers nothing in the next screenshot. */
const toastGone = () => rig.page.getByTestId('toast').waitFor({ state: 'detached' });

/** Moves the exchange's simulated clock `seconds` on; answers its time after the move. */
const advance = async (seconds: number): Promise<number> => {
  const answer = await okMessage(
    await rig.operator('/operator/clock/advance', { method: 'POST', body: JSON.stringify({ seconds }) }),
    'clock advance',
  );
  return Date.parse(answer.now);
};

/** The questions as anyone reads them from the exchange. */
const listed = async (): Promise<WireQuestion[]> =>
  okMessage(await fetch(`${rig.server.url}/api/game/questions?lang=en`), 'questions');

/** Waits until the exchange has settled the question `id` (the first tick after its resolving time). */
const settledOnExchange = (id: number) =>
  expect
    .poll(async () => (await listed()).find((q) => q.id === id)?.resolution !== null, { timeout: 30_000 })
    .toBe(true);

/** Whether `question` takes guesses at `now`. */
const guessing = (question: WireQuestion, now: number) =>
  Date.parse(question.opens_at) <= now &&
  now < Date.parse(question.cutoff_at) &&
  question.resolution === null;

/** One question's card on the game page. */
const card = (page: Page, id: number) => page.locator(`[data-testid="guess-question"][data-id="${id}"]`);

const inDialog = (testId: string) => inOpenDialog(rig.page, testId);

/** Opens Verify within `within` and waits for its verdict and differences. */
const verify = (within: Locator) => openVerification(rig.page, within);

/** The newest bet's card in My bets. */
const newestBet = () => rig.page.getByTestId('guess-bet').first();

/** Opens the game page (the questions, or My bets), reloaded so it reads the exchange's clock afresh. */
const openGame = async (tab: 'questions' | 'bets' = 'questions') => {
  const { page } = rig;
  await page.goto(`${rig.server.url}/#/pages/game/game${tab === 'bets' ? '?tab=bets' : ''}`);
  await page.reload();
  await page.getByTestId('page-guess').waitFor();
  if (tab === 'bets') await page.getByTestId('guess-bets-list').waitFor();
  else await page.getByTestId('guess-questions').waitFor();
};

/** Brings a card to the top of the screen, under the nav bar, for a screenshot of it. */
const scrollTo = async (locator: ReturnType<Page['locator']>) => {
  await locator.evaluate((element) => {
    const top = element.getBoundingClientRect().top + window.scrollY - 60;
    window.scrollTo(0, top);
  });
};

/** Bets `stake` on `pick` of the question `id` through its form, confirming; ends on My bets. */
const bet = async (id: number, pick: string, stake: string) => {
  const { page } = rig;
  const question = card(page, id);
  await question.getByTestId('guess-bet-open').click();
  await question.getByTestId(`guess-pick-${pick}`).check();
  await question.getByTestId('guess-stake').fill(stake);
  await question.getByTestId('guess-bet-submit').click();
  await dialogButton('confirm-ok').waitFor();
};

describe.skipIf(!hasChromium)('the guess game in a browser', () => {
  const email = `guess-${Date.now()}@example.com`;
  /** The first price question taking guesses at 03:30 (soonest resolving), and the day's quiz. */
  let price: WireQuestion;
  let quiz: WireQuestion;
  let pricePick: 'above' | 'not_above';

  it('has 100 USDT, at 03:30 UTC on the exchange’s clock with the questions of the morning issued', async () => {
    await rig.signUpByEmail(email, PASSWORD);
    await rig.deposit(email, '100');
    // The next 03:30 UTC at least an hour away: the quiz (01:00–22:00) and price questions take guesses.
    const now = await advance(1);
    let target = Math.floor(now / DAY_MS) * DAY_MS + 3.5 * HOUR_MS;
    if (target - now < HOUR_MS) target += DAY_MS;
    const at = await advance(Math.ceil((target - now) / 1000));
    await expect
      .poll(
        async () => {
          const questions = await listed();
          // And one announced but not open yet (BTC's of 12:00, announced at 03:00), which the
          // issuer may list a tick after the others.
          return (
            questions.some((q) => q.kind === 'quiz' && guessing(q, at)) &&
            questions.some((q) => q.kind === 'price' && guessing(q, at)) &&
            questions.some((q) => Date.parse(q.opens_at) > at)
          );
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    const questions = await listed();
    const open = questions
      .filter((q) => guessing(q, at))
      .sort((a, b) => Date.parse(a.resolves_at) - Date.parse(b.resolves_at));
    const firstPrice = open.find((q) => q.kind === 'price');
    const dayQuiz = open.find((q) => q.kind === 'quiz');
    if (firstPrice === undefined || dayQuiz === undefined) throw new Error('no questions taking guesses');
    price = firstPrice;
    quiz = dayQuiz;
    // The side the recorded price stands on now is the likelier answer (nobody else bets: a wrong
    // pick is refunded, which the test accepts too).
    const issued = Number(price.price?.issued_at.price);
    pricePick = issued > Number(price.price?.strike) ? 'above' : 'not_above';
  });

  it('finds the game from the Finance tab: the questions, the daily quiz, their pools and the fee', async () => {
    const { page } = rig;
    await page.goto(`${rig.server.url}/#/`);
    await page.reload();
    await page.getByTestId('tab-finance').click();
    expect(await text('finance-guess')).toContain('Guess');
    await page.getByTestId('finance-guess').click();
    await page.getByTestId('page-guess').waitFor();
    await page.getByTestId('guess-questions').waitFor();
    expect(await text('nav-title')).toBe('Guess');
    expect(await page.getByTestId('guess-tabs-questions').getAttribute('aria-selected')).toBe('true');

    // The quiz comes first among the questions taking guesses.
    const first = page.getByTestId('guess-question').first();
    expect(await first.getAttribute('data-kind')).toBe('quiz');
    const quizCard = card(page, quiz.id);
    expect(await quizCard.getAttribute('data-phase')).toBe('guessing');
    expect(await quizCard.getByTestId('guess-question-kind').textContent()).toBe('Daily quiz');
    expect(await quizCard.getByTestId('guess-question-phase').textContent()).toBe('Guessing');
    expect(await quizCard.getByTestId('guess-question-text').textContent()).toMatch(/\?$/);
    expect(await quizCard.getByTestId('guess-pool').count()).toBe(4);
    expect(await quizCard.getByTestId('guess-commitment').textContent()).toMatch(
      /^[0-9a-f]{10}…[0-9a-f]{6}$/,
    );
    expect(await quizCard.getByTestId('guess-question-countdown').textContent()).toMatch(
      /^Bets close in 18h 29m/,
    );

    const priceCard = card(page, price.id);
    const symbol = price.price?.symbol ?? '';
    const strike = Number(price.price?.strike).toLocaleString('en-US');
    expect(await priceCard.getByTestId('guess-question-kind').textContent()).toBe(symbol);
    expect(await priceCard.getByTestId('guess-question-text').textContent()).toMatch(
      new RegExp(
        `^Will ${symbol.replace('/', '\\/')} be above ${strike} USDT at [A-Z][a-z]{2} \\d+, \\d+:00 AM UTC\\?$`,
      ),
    );
    expect(await priceCard.getByTestId('guess-question-strike').textContent()).toBe(`${strike} USDT`);
    expect(await priceCard.getByTestId('guess-question-issued-price').textContent()).toMatch(/Tick #\d+ · /);
    expect(await priceCard.getByTestId('guess-question-stake-range').textContent()).toBe(
      '1 USDT to 10,000 USDT',
    );
    expect(await priceCard.getByTestId('guess-pools-total').textContent()).toBe('Pool: 0 USDT');
    expect(await priceCard.getByTestId('guess-fee-note').textContent()).toBe(
      '5% of the pool is kept when someone wins; if nobody picks the answer, every stake comes back.',
    );
    expect(await priceCard.getByTestId('guess-question-countdown').getAttribute('data-to')).toBe('cutoff');
    // A question announced but not open yet counts down to its opening, and takes no bet.
    const comingUp = page.locator('[data-testid="guess-question"][data-phase="not_started"]').first();
    expect(await comingUp.getByTestId('guess-question-phase').textContent()).toBe('Not started');
    expect(await comingUp.getByTestId('guess-question-countdown').textContent()).toMatch(/^Opens in /);
    expect(await comingUp.getByTestId('guess-bet-open').count()).toBe(0);
    await looksWhole(rig.page, NAMESPACES);
    await rig.shot('174-guess-questions-en');
    // What the quiz's commitment is, unfolded: the whole hash, to compare with what was published.
    await quizCard.getByTestId('guess-commitment-explain').locator('summary').click();
    expect(await quizCard.getByTestId('guess-commitment-full').textContent()).toMatch(/^[0-9a-f]{64}$/);
    expect(await quizCard.getByTestId('guess-commitment-explain').textContent()).toContain(
      'The answer was fixed before the first bet',
    );
    await looksWhole(rig.page, NAMESPACES);
  });

  it('checks a bet in place: every broken rule at once, by core’s rule', async () => {
    const { page } = rig;
    const priceCard = card(page, price.id);
    await priceCard.getByTestId('guess-bet-open').click();
    await priceCard.getByTestId('guess-bet-form').waitFor();
    expect(await priceCard.getByTestId('guess-available').textContent()).toBe(
      'Available in your balance account: 100 USDT',
    );
    // The form comes right under the question; its picks say what is staked on each.
    expect(await priceCard.getByTestId('guess-pools').count()).toBe(0);
    expect(await priceCard.locator('.choice__detail').first().textContent()).toBe('Nothing staked yet');
    await priceCard.getByTestId('guess-bet-submit').click();
    expect(await priceCard.getByTestId('guess-pick-error').textContent()).toBe('Choose your pick');
    expect(await priceCard.getByTestId('guess-stake-error').textContent()).toBe('This field is required');
    await priceCard.getByTestId('guess-stake').fill('20000');
    expect(await priceCard.getByTestId('guess-stake-error').textContent()).toBe('At most 10,000 per bet');
    await priceCard.getByTestId('guess-stake').fill('150');
    expect(await priceCard.getByTestId('guess-stake-error').textContent()).toBe('Insufficient balance');
    await priceCard.getByTestId('guess-stake').fill('0.5');
    expect(await priceCard.getByTestId('guess-stake-error').textContent()).toBe('The minimum is 1');
    expect(await priceCard.getByTestId('guess-pick-error').textContent()).toBe('Choose your pick');
    expect(await page.locator('dialog[open]').count()).toBe(0);
    await looksWhole(rig.page, NAMESPACES);
    await scrollTo(priceCard);
    await rig.shot('175-guess-bet-errors-en');
  });

  it('previews 9.5 USDT for 10 if its pick won now, and says what is frozen before placing it', async () => {
    const { page } = rig;
    const priceCard = card(page, price.id);
    await priceCard.getByTestId(`guess-pick-${pricePick}`).check();
    await priceCard.getByTestId('guess-stake').fill('10');
    const pickText = `${pricePick === 'above' ? 'Above' : 'Not above'} ${Number(price.price?.strike).toLocaleString('en-US')} USDT`;
    expect(await priceCard.getByTestId('guess-preview-payout').textContent()).toBe(
      `If ${pickText} wins now, you get 9.5 USDT`,
    );
    expect(await priceCard.getByTestId('guess-stake-error').count()).toBe(0);
    await priceCard.getByTestId('guess-bet-submit').click();
    await expect
      .poll(() => text('guess-confirm-frozen'))
      .toBe('10 USDT will be frozen in your balance account until the result.');
    expect(await text('guess-confirm-pick')).toBe(pickText);
    expect(await text('guess-confirm-stake')).toBe('10 USDT');
    expect(await text('guess-confirm-payout')).toBe('9.5 USDT');
    expect(await text('guess-confirm-question')).toMatch(/^Will /);
    await rig.shot('176-guess-confirm-en');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/game/bet'));
    await dialogButton('confirm-ok').click();
    expect((await sent).headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('shows the bet unsettled in My bets, its stake frozen', async () => {
    const { page } = rig;
    await page.getByTestId('guess-bets-list').waitFor();
    expect(await page.getByTestId('guess-tabs-bets').getAttribute('aria-selected')).toBe('true');
    expect(await newestBet().getAttribute('data-state')).toBe('unsettled');
    expect(await newestBet().getByTestId('guess-bet-state').textContent()).toBe('Unsettled');
    expect(await newestBet().getByTestId('guess-bet-stake').textContent()).toBe('10 USDT');
    expect(await newestBet().getByTestId('guess-bet-outcome').textContent()).toBe(
      'Your stake stays frozen until the result.',
    );
    expect(await newestBet().getByTestId('guess-bet-question').textContent()).toMatch(/^Will /);
    await toastGone();
    await looksWhole(rig.page, NAMESPACES);
    await rig.shot('177-guess-bets-unsettled-en');
    // The pool has the stake in it.
    await page.getByTestId('guess-tabs-questions').click();
    await expect
      .poll(() => card(page, price.id).getByTestId('guess-pools-total').textContent())
      .toBe('Pool: 10 USDT');
  });

  it('settles the price question on the tick in force at its resolving time: won or refunded', async () => {
    const { page } = rig;
    const now = await advance(1);
    await advance(Math.ceil((Date.parse(price.resolves_at) - now) / 1000) + 30);
    await settledOnExchange(price.id);
    await openGame('bets');
    await expect
      .poll(() => newestBet().getAttribute('data-state'), { timeout: 15_000 })
      .toMatch(/^(won|refunded)$/);
    const state = await newestBet().getAttribute('data-state');
    expect(await newestBet().getByTestId('guess-bet-outcome').textContent()).toBe(
      state === 'won' ? 'Won: prize paid 9.5 USDT' : 'Nobody picked the answer: 10 USDT came back to you.',
    );
    expect(await newestBet().getByTestId('guess-bet-paid').textContent()).toBe(
      state === 'won' ? '9.5 USDT' : '10 USDT',
    );
    expect(await newestBet().getByTestId('guess-bet-tick-price').textContent()).toMatch(/Tick #\d+ · /);

    // Verify: the question's record and its close tick, recomputed in the browser, the bet among its bets.
    const { verdict, differences } = await verify(newestBet());
    expect(verdict, differences.join('\n')).toBe('matches');
    const settlingTick = (await newestBet().getByTestId('guess-bet-tick-price').textContent())?.match(
      /Tick #(\d+)/,
    )?.[1];
    expect(await inDialog('verify-close_price').textContent()).toMatch(
      new RegExp(`^Tick #${settlingTick} · [\\d,.]+$`),
    );
    expect(await inDialog('verify-strike').textContent()).toBe(
      `${Number(price.price?.strike).toLocaleString('en-US')} USDT`,
    );
    expect(await inDialog('verify-bets').textContent()).toBe('1');
    expect(await inDialog('verify-your-bet').textContent()).toBe(
      `${pricePick === 'above' ? 'Above' : 'Not above'} ${Number(price.price?.strike).toLocaleString('en-US')} USDT · 10 USDT`,
    );
    expect(await inDialog('verify-fee-rate').textContent()).toBe('5%');
    expect(await inDialog('verify-calculator').textContent()).toBe('guess/1');
    await looksWhole(rig.page, [...NAMESPACES, 'proofs']);
    await rig.shot('178b-guess-verify-en');
    await inDialog('verify-close').click();

    await openGame('questions');
    const settled = card(page, price.id);
    expect(await settled.getAttribute('data-phase')).toBe('over');
    expect(await settled.getByTestId('guess-question-phase').textContent()).toBe('Over');
    expect(await settled.getByTestId('guess-result-tick-price').textContent()).toMatch(/Tick #\d+ · /);
    expect(await settled.getByTestId('guess-result-pool').textContent()).toBe('10 USDT');
    expect(await settled.getByTestId('guess-result-fee').textContent()).toBe(
      state === 'won' ? '0.5 USDT' : '0 USDT',
    );
    expect(await settled.getByTestId('guess-result-winning-stake').textContent()).toBe(
      state === 'won' ? '10 USDT' : '0 USDT',
    );
    expect(await settled.getByTestId('guess-result-dust').textContent()).toBe('0 USDT');
    expect(await settled.getByTestId('guess-result-calculator').textContent()).toBe('guess/1');
    expect(await settled.getByTestId('guess-result-rule').textContent()).toBe(
      state === 'won'
        ? 'The pool less the fee was shared among the winning bets by stake, each share rounded down.'
        : 'Nobody picked the answer: every stake came back and no fee was taken.',
    );
    await looksWhole(rig.page, NAMESPACES);
    await scrollTo(settled);
    await rig.shot('178-guess-price-settled-en');
  });

  it('settles the daily quiz on its revealed answer, checked on the device against its commitment', async () => {
    const { page } = rig;
    await bet(quiz.id, 'a', '10');
    expect(await text('guess-confirm-pick')).toMatch(/^A\. /);
    await dialogButton('confirm-ok').click();
    await page.getByTestId('guess-bets-list').waitFor();
    await expect.poll(() => newestBet().getAttribute('data-state')).toBe('unsettled');
    expect(await newestBet().getByTestId('guess-question-kind').textContent()).toBe('Daily quiz');

    const now = await advance(1);
    await advance(Math.ceil((Date.parse(quiz.resolves_at) - now) / 1000) + 30);
    await settledOnExchange(quiz.id);
    await openGame('bets');
    await expect
      .poll(() => newestBet().getAttribute('data-state'), { timeout: 15_000 })
      .toMatch(/^(won|refunded)$/);
    expect(await newestBet().getByTestId('guess-bet-check').getAttribute('data-matches')).toBe('true');
    expect(await newestBet().getByTestId('guess-bet-check').textContent()).toBe(
      '✓ Matches the published commitment (checked on this device)',
    );
    // A quiz's record names no tick: its revealed answer, salt and commitment are checked instead.
    const quizCheck = await verify(newestBet());
    expect(quizCheck.verdict, quizCheck.differences.join('\n')).toBe('matches');
    expect(await inDialog('verify-answer').textContent()).toMatch(/^[ABCD]$/);
    await inDialog('verify-close').click();

    await openGame('questions');
    const settled = card(page, quiz.id);
    expect(await settled.getAttribute('data-phase')).toBe('over');
    expect(await settled.getByTestId('guess-result-answer').textContent()).toMatch(/^[ABCD]$/);
    expect(await settled.getByTestId('guess-result-salt').textContent()).toMatch(/^[0-9a-f]{32}$/);
    expect(await settled.getByTestId('guess-result-check').getAttribute('data-matches')).toBe('true');
    expect(await settled.getByTestId('guess-result-check').textContent()).toBe(
      '✓ Matches the published commitment (checked on this device)',
    );
    expect(await settled.locator('[data-testid="guess-pool"].guess-pool--winning').count()).toBe(1);
    await looksWhole(rig.page, NAMESPACES);
    await scrollTo(settled.getByTestId('guess-result'));
    await rig.shot('179-guess-quiz-settled-en');
  });

  it('shows the game in Japanese: the list, the form’s errors, the confirmation, the bets and the results', async () => {
    const { page } = rig;
    await page.evaluate(() => localStorage.setItem('tessera:lang', 'jp'));
    await openGame('questions');
    expect(await text('nav-title')).toBe('予想ゲーム');
    expect(await text('guess-tabs-bets')).toBe('マイ予想');
    await looksWhole(rig.page, NAMESPACES);
    await rig.shot('180-guess-questions-jp');

    const now = await advance(1);
    const open = (await listed())
      .filter((q) => q.kind === 'price' && guessing(q, now))
      .sort((a, b) => Date.parse(a.resolves_at) - Date.parse(b.resolves_at));
    const next = open[0];
    if (next === undefined) throw new Error('no price question taking guesses');
    await openGame('questions');
    const nextCard = card(page, next.id);
    await nextCard.getByTestId('guess-bet-open').click();
    await nextCard.getByTestId('guess-stake').fill('20000');
    await nextCard.getByTestId('guess-bet-submit').click();
    expect(await nextCard.getByTestId('guess-pick-error').textContent()).toBe('予想を選んでください');
    expect(await nextCard.getByTestId('guess-stake-error').textContent()).toBe(
      '1 回の賭けは最大 10,000 です',
    );
    await looksWhole(rig.page, NAMESPACES);
    await scrollTo(nextCard);
    await rig.shot('181-guess-bet-errors-jp');

    await nextCard.getByTestId('guess-pick-above').check();
    await nextCard.getByTestId('guess-stake').fill('10');
    await nextCard.getByTestId('guess-bet-submit').click();
    await expect
      .poll(() => text('guess-confirm-frozen'))
      .toBe('10 USDT は結果が出るまで残高口座で凍結されます。');
    await rig.shot('182-guess-confirm-jp');
    await dialogButton('confirm-ok').click();
    await page.getByTestId('guess-bets-list').waitFor();
    await expect.poll(() => newestBet().getAttribute('data-state')).toBe('unsettled');
    expect(await newestBet().getByTestId('guess-bet-state').textContent()).toBe('未精算');
    await toastGone();
    await looksWhole(rig.page, NAMESPACES);
    await rig.shot('183-guess-bets-unsettled-jp');

    await openGame('questions');
    const settledPrice = card(page, price.id);
    expect(await settledPrice.getByTestId('guess-question-phase').textContent()).toBe('終了');
    await looksWhole(rig.page, NAMESPACES);
    await scrollTo(settledPrice);
    await rig.shot('184-guess-price-settled-jp');
    const settledQuiz = card(page, quiz.id);
    expect(await settledQuiz.getByTestId('guess-result-check').textContent()).toBe(
      '✓ 公開済みのコミットメントと一致（この端末で確認）',
    );
    await scrollTo(settledQuiz.getByTestId('guess-result'));
    await rig.shot('185-guess-quiz-settled-jp');

    // Settled while the page is open (its clock not read again): the `balances` push reads the bets again.
    await page.getByTestId('guess-tabs-bets').click();
    await expect.poll(() => newestBet().getAttribute('data-state')).toBe('unsettled');
    const before = await advance(1);
    await advance(Math.ceil((Date.parse(next.resolves_at) - before) / 1000) + 30);
    await expect
      .poll(() => newestBet().getAttribute('data-state'), { timeout: 15_000 })
      .toMatch(/^(won|refunded)$/);
    expect(await newestBet().getByTestId('guess-bet-state').textContent()).toMatch(/^(的中|返還済み)$/);
  });

  it('shows a visitor the questions, and sends them to log in to bet or to see their bets', async () => {
    const { page } = rig;
    await page.evaluate(() => {
      localStorage.setItem('tessera:lang', 'en');
      localStorage.removeItem('tessera:token');
      localStorage.removeItem('tessera:user');
    });
    await openGame('questions');
    const login = page.getByTestId('guess-bet-login').first();
    expect(await login.textContent()).toBe('Log in to bet');
    expect(await login.getAttribute('href')).toBe('#/pages/common/login');
    expect(await page.getByTestId('guess-bet-open').count()).toBe(0);
    await page.getByTestId('guess-tabs-bets').click();
    await page.getByTestId('guess-bets-login').waitFor();
    expect(await text('guess-bets-login')).toContain('Log in to see your bets.');
    await looksWhole(rig.page, NAMESPACES);
  });
});

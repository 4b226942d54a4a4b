import { readFileSync } from 'node:fs';
import { Decimal, type Loan, type Page } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import * as TE from 'fp-ts/lib/TaskEither.js';
import { describe, expect, it } from 'vitest';
import { type Reporter, runScenario, type StepReport } from '../runner.js';
import type { SimContext } from '../runtime/context.js';
import { parseScenario } from '../scenario/scenario.js';
import { fakeContext, PASSWORD } from '../test-support.js';

const load = (text: string) => parseScenario(text, { random: 'abc12345', randomDigits: '31415926', env: {} });

/** A market maker (so eligible) with 500,000 USDT in the balance account. */
const MARKET_MAKER = `  - register: { kind: username, user: ada_lovelace, password: ${PASSWORD} }
  - operator: { marketMaker: true }
  - deposit: { currency: USDT, amount: "500000" }
`;

const BORROW =
  '  - borrow: { currency: USDT, amount: 600000, marginCurrency: USDT, leverage: 3, termDays: 7 }\n';

/** Plays `steps` after `before` (by default: a funded market maker); reports only those of `steps`. */
const play = async (steps: string, ctx: SimContext = fakeContext(), before = MARKET_MAKER) => {
  const scenario = load(`name: loans\nsteps:\n${before}${steps}`);
  if (E.isLeft(scenario)) throw new Error(scenario.left.join('\n'));
  const reports: StepReport[] = [];
  const reporter: Reporter = { stepFinished: (report) => void reports.push(report) };
  const summary = await runScenario(scenario.right, ctx, reporter);
  ctx.tessera.stop();
  const skipped = before.trim() === '' ? 0 : before.trim().split('\n').length;
  return { summary, reports: reports.slice(skipped) };
};

/** `ctx` with its loans' listings changed by `change`, as a server misreporting them would. */
const misreporting = (ctx: SimContext, change: (loan: Loan) => Loan): SimContext => {
  const loans = ctx.tessera.api.loans;
  return {
    ...ctx,
    tessera: {
      ...ctx.tessera,
      api: {
        ...ctx.tessera.api,
        loans: {
          ...loans,
          loans: (query) =>
            TE.map((page: Page<Loan>) => ({ ...page, items: page.items.map(change) }))(loans.loans(query)),
        },
      },
    },
  };
};

describe('borrow, repayLoan, cancelLoan, operator loan and marketMaker, expect loans, as written', () => {
  it('decode with their titles; amounts may be numbers', () => {
    const result = load(`name: x
steps:
  - borrow: { currency: usdt, amount: 600000, marginCurrency: btc, leverage: 2 }
  - borrow: { currency: USDT, amount: "600000", marginCurrency: USDT, leverage: "3", termDays: 7, contactUid: "100234" }
  - repayLoan
  - repayLoan: latest
  - cancelLoan
  - operator: { loan: approve }
  - operator: { loan: reject, reason: Pledge BTC instead, id: 4 }
  - operator: { marketMaker: true }
  - operator: { marketMaker: false, user: ada@example.test }
  - expect: { loans: { reviewing: 0, active: 1, repaid: 1, liquidated: 1, riskLevel: safe, settledByCalculator: true } }
  - expect: { balances: { balance: { USDT: "300000" }, frozen: { margin: { USDT: "200000" } } } }
`);
    if (E.isLeft(result)) throw new Error(result.left.join('\n'));
    expect(result.right.steps.map((step) => [step.title, step.role])).toEqual([
      ['borrow 600000 USDT at 2× for 30 days against BTC', 'action'],
      ['borrow 600000 USDT at 3× for 7 days against USDT', 'action'],
      ['repay the latest active loan', 'action'],
      ['repay the latest active loan', 'action'],
      ['withdraw the latest loan application under review', 'action'],
      ["operator loan approve the current user's latest application", 'action'],
      ['operator loan reject loan #4 ("Pledge BTC instead")', 'action'],
      ['operator marks the current user as a market maker', 'action'],
      ['operator unmarks ada@example.test as a market maker', 'action'],
      [
        'expect loans reviewing 0, active 1, repaid 1, liquidated 1, riskLevel safe, settledByCalculator true',
        'check',
      ],
      ['expect balances balance 300000 USDT; frozen margin 200000 USDT', 'check'],
    ]);
  });

  it('refuse what they do not know when the file is loaded, with paths', () => {
    expect(
      load(`name: x
steps:
  - borrow: { currency: USDT, amount: 600000, leverage: 3 }
  - borrow: { currency: USDT, amount: 600000, marginCurrency: USDT, leverage: 3, days: 7 }
  - repayLoan: all
  - operator: { loan: reject }
  - operator: { loan: approve, reason: fine }
  - operator: { loan: fund }
  - operator: { loan: approve, buy: confirm }
  - operator: { marketMaker: yes }
  - operator: { marketMaker: true, kyc: approve, loan: approve }
  - expect: { loans: { active: one, riskLevel: danger, settledByCalculator: false } }
`),
    ).toEqual(
      E.left([
        'steps[0].borrow.marginCurrency: expected text, saw nothing',
        'steps[1].borrow.days: unknown field "days" (known: currency, amount, marginCurrency, leverage, termDays, contactUid)',
        'steps[2].repayLoan: expected nothing or "latest", saw "all"',
        'steps[3].operator: loan: reject needs a reason (the user reads it)',
        'steps[4].operator: loan: approve takes no reason',
        'steps[5].operator.loan: expected "approve" | "reject", saw "fund"',
        'steps[6].operator: buy and loan are decisions of two operator steps: write one per step',
        'steps[7].operator.marketMaker: expected boolean, saw "yes"',
        'steps[8].operator: kyc, loan and marketMaker are decisions of three operator steps: write one per step',
        'steps[9].expect.loans.active: expected number, saw "one"',
        'steps[9].expect.loans.riskLevel: expected "safe" | "warning" | "liquidate", saw "danger"',
        'steps[9].expect.loans.settledByCalculator: expected true, saw false',
      ]),
    );
  });

  it('decode the shipped scenario', () => {
    const text = readFileSync(new URL('../../scenarios/loans.yaml', import.meta.url), 'utf8');
    const result = parseScenario(text, { random: 'abc12345', randomDigits: '31415926', env: {} });
    if (E.isLeft(result)) throw new Error(result.left.join('\n'));
    expect(
      result.right.steps
        .filter((step) => ['borrow', 'repayLoan', 'operator', 'advance'].includes(step.kind))
        .map((step) => step.title),
    ).toEqual([
      'a new user is neither VIP level 2 nor a market maker, so the application is refused before it is sent',
      'an operator marks the user a market maker',
      'borrow 600000 USDT at 3× for 7 days against USDT',
      'an operator approves the application, paying 600000 USDT into the margin account',
      "one open loan at a time, a second application passes core's rules but the exchange refuses it",
      'repay the latest active loan',
      'borrow 600000 USDT at 3× for 7 days against USDT',
      "operator loan approve the current user's latest application",
      '25 days past due the risk rate (800000 ÷ 675000) is below 120 %; idle sessions end, so sign in again',
      "45 days past due (800000 ÷ 735000) it is below 110 % and closed on the exchange's next tick",
    ]);
  });
});

describe('OTC loans against the fake exchange', () => {
  it('borrows, is approved, repaid; borrows again and is closed by overdue interest as core computes', async () => {
    const { summary, reports } = await play(`${BORROW}  - operator: { loan: approve }
  - expect: { loans: { active: 1, riskLevel: safe } }
${BORROW}  - expect: { failure: LOANS.ALREADY_OPEN }
  - repayLoan
  - expect: { loans: { active: 0, repaid: 1 } }
${BORROW}  - operator: { loan: approve }
  - advance: 32d
  - expect: { loans: { active: 1, riskLevel: warning } }
  - advance: 20d
  - expect: { loans: { active: 0, repaid: 1, liquidated: 1, settledByCalculator: true } }
`);
    expect(summary.failed).toBeUndefined();
    expect(reports.map((report) => [report.status, report.detail])).toEqual([
      [
        'passed',
        "loan #1: 600000 USDT at 3× for 7 days, 200000 USDT margin frozen in the margin account (core's loanMarginRequired); the desk reviews it",
      ],
      [
        'passed',
        'approved loan #1: 600000 USDT paid into the margin account, due 2026-11-29T10:00:00.000Z; risk rate 133.33 % (safe)',
      ],
      ['passed', '#1: 600000 USDT at 3× against 200000 USDT, active, risk rate 133.33 % (safe)'],
      ['tolerated', 'failed: Rejected LOANS.ALREADY_OPEN "You already have an open loan"'],
      ['passed', 'Rejected LOANS.ALREADY_OPEN "You already have an open loan"'],
      [
        'passed',
        'loan #1 repaid: 600000 USDT (not overdue); the 200000 USDT margin back in the balance account',
      ],
      ['passed', '#1: 600000 USDT at 3× against 200000 USDT, repaid 600000 USDT'],
      ['passed', expect.stringMatching(/^loan #2: 600000 USDT at 3×/)],
      ['passed', expect.stringMatching(/^approved loan #2: /)],
      ['passed', 'now 2026-12-24T10:00:00.000Z'],
      [
        'passed',
        '#2: 600000 USDT at 3× against 200000 USDT, active, risk rate 118.52 % (warning); #1: 600000 USDT at 3× against 200000 USDT, repaid 600000 USDT',
      ],
      ['passed', 'now 2027-01-13T10:00:00.000Z'],
      [
        'passed',
        '#2: 600000 USDT at 3× against 200000 USDT, liquidated: debt 735000 (45 days overdue) at 108.84 %, took 735000 USDT, shortfall 0 USDT; #1: 600000 USDT at 3× against 200000 USDT, repaid 600000 USDT; 1 liquidated loan recomputed by loans/1',
      ],
    ]);
  });

  it('recomputes a close that took from other holdings, with a shortfall', async () => {
    const { summary, reports } = await play(`  - deposit: { currency: BTC, amount: "3.2" }
  - borrow: { currency: USDT, amount: 500000, marginCurrency: BTC, leverage: 2.5 }
  - operator: { loan: approve }
  - advance: 200d
  - expect: { loans: { liquidated: 1, settledByCalculator: true } }
`);
    expect(summary.failed).toBeUndefined();
    expect(reports.map((report) => report.detail)).toEqual([
      'credited (deposit #2)',
      "loan #1: 500000 USDT at 2.5× for 30 days, 3.125 BTC margin frozen in the margin account (core's loanMarginRequired); the desk reviews it",
      'approved loan #1: 500000 USDT paid into the margin account, due 2026-12-22T10:00:00.000Z; risk rate 140 % (safe)',
      'now 2027-06-10T10:00:00.000Z',
      '#1: 500000 USDT at 2.5× against 3.125 BTC, liquidated: debt 925000 (170 days overdue) at 75.68 %, took 500000 USDT + 3.125 BTC, shortfall 225000 USDT; 1 liquidated loan recomputed by loans/1',
    ]);
  });

  it("refuses by core's rules before anything is sent: not eligible, the margin short, terms out of range", async () => {
    const unknown = await play(
      `${BORROW}  - expect: { failure: LOANS.NOT_ELIGIBLE }\n`,
      fakeContext(),
      `  - register: { kind: username, user: ada_lovelace, password: ${PASSWORD} }\n`,
    );
    expect(unknown.summary.failed).toBeUndefined();
    expect(unknown.reports[0]?.detail).toBe('failed: Invalid LOANS.NOT_ELIGIBLE');

    const { summary, reports } =
      await play(`  - borrow: { currency: USDT, amount: 3000000, marginCurrency: USDT, leverage: 3 }
  - expect: { failure: LOANS.MARGIN_SHORT }
  - borrow: { currency: USDT, amount: 1000, marginCurrency: USDT, leverage: 4, termDays: 3, contactUid: "12" }
  - expect: { failure: LOANS.AMOUNT_RANGE }
  - expect: { loans: { reviewing: 0, active: 0 } }
`);
    expect(summary.failed).toBeUndefined();
    expect(reports.map((report) => report.detail)).toEqual([
      'failed: Invalid LOANS.MARGIN_SHORT',
      'Invalid LOANS.MARGIN_SHORT',
      'failed: Invalid LOANS.CONTACT_UID_FORMAT, LOANS.AMOUNT_RANGE, LOANS.LEVERAGE_RANGE, LOANS.TERM_RANGE',
      'Invalid LOANS.CONTACT_UID_FORMAT, LOANS.AMOUNT_RANGE, LOANS.LEVERAGE_RANGE, LOANS.TERM_RANGE',
      undefined,
    ]);
  });

  it('withdraws an application, and the desk rejects one with its reason', async () => {
    const { summary, reports } = await play(`${BORROW}  - cancelLoan
${BORROW}  - operator: { loan: reject, reason: " Pledge BTC instead " }
  - expect: { loans: { reviewing: 0, cancelled: 1, rejected: 1 } }
  - cancelLoan
`);
    expect(reports.map((report) => [report.status, report.detail ?? report.message])).toEqual([
      ['passed', expect.stringMatching(/^loan #1: /)],
      ['passed', 'loan #1 withdrawn (cancelled): the 200000 USDT margin back in the balance account'],
      ['passed', expect.stringMatching(/^loan #2: /)],
      ['passed', 'rejected loan #2 ("Pledge BTC instead"): the margin back in the balance account'],
      [
        'passed',
        '#2: 600000 USDT at 3× against 200000 USDT, rejected ("Pledge BTC instead"); #1: 600000 USDT at 3× against 200000 USDT, cancelled',
      ],
      ['failed', 'no loan is under review among the ten newest'],
    ]);
    expect(summary.failed?.message).toBe('no loan is under review among the ten newest');
  });

  it('needs a signed-in session, a loan in the right state, and an operator key to decide', async () => {
    const signedOut = await play(`  - logout\n${BORROW}`);
    expect(signedOut.summary.failed?.message).toBe('borrowing needs a signed-in session');

    const nothingActive = await play('  - repayLoan\n');
    expect(nothingActive.summary.failed?.message).toBe('no loan is active among the ten newest');

    const byId = await play(`${BORROW}  - logout
  - name: a decision by id needs nobody signed in, and a decided loan is not decided again
    operator: { loan: approve, id: 1 }
  - operator: { loan: approve, id: 1 }
  - expect: { failure: LOANS.NOT_REVIEWING }
  - operator: { loan: approve }
`);
    expect(byId.reports.map((report) => [report.status, report.detail ?? report.message])).toEqual([
      ['passed', expect.stringMatching(/^loan #1: /)],
      ['passed', undefined],
      ['passed', expect.stringMatching(/^approved loan #1: /)],
      ['tolerated', 'failed: Rejected LOANS.NOT_REVIEWING "Not under review"'],
      ['passed', 'Rejected LOANS.NOT_REVIEWING "Not under review"'],
      ['failed', 'operator: no loan to act on; sign in first or give `id:`'],
    ]);

    const unknownUser = await play('  - operator: { marketMaker: true, user: nobody }\n');
    expect(unknownUser.summary.failed?.message).toBe(
      'operator marking nobody as a market maker refused: Rejected OPERATOR.USER_NOT_FOUND "No user nobody"',
    );

    const ctx = fakeContext();
    const keyless = await play(
      '  - operator: { marketMaker: true, user: ada }\n',
      { ...ctx, operator: { ...ctx.operator, canRead: false } },
      '',
    );
    expect(keyless.summary.failed?.message).toBe(
      'operator steps need an operator key (pass --operator-key or set OPERATOR_KEY)',
    );
  });
});

describe('expect loans against the fake exchange', () => {
  const CLOSED = `${BORROW}  - operator: { loan: approve }
  - advance: 52d
`;

  it('says how many are in each state and where the newest active one stands', async () => {
    const { summary } = await play(`${BORROW}  - operator: { loan: approve }
  - expect: { loans: { reviewing: 1, active: 0, riskLevel: warning } }
`);
    expect(summary.failed?.message).toBe(
      'expected those loans, saw 0 reviewing (expected 1), 1 active (expected 0), the newest active loan safe (expected warning)',
    );
  });

  it('finds a close whose debt, rate, take or shortfall is not what core computes', async () => {
    const tampered = misreporting(fakeContext(), (loan) =>
      loan.settlement === null || loan.state !== 'liquidated'
        ? loan
        : {
            ...loan,
            settlement: {
              ...loan.settlement,
              debt: loan.settlement.debt.plus(1),
              overdueDays: 44,
              riskRate: new Decimal('1.2'),
              taken: [{ asset: 'USDT', amount: new Decimal('700000') }],
              shortfallUsdt: new Decimal(5),
            },
          },
    );
    const { summary } = await play(
      `${CLOSED}  - expect: { loans: { liquidated: 1, settledByCalculator: true } }\n`,
      tampered,
    );
    expect(summary.failed?.message).toBe(
      [
        "expected those loans, saw #1 recorded a debt of 735001 USDT (core's loanDebt at 2027-01-13T10:00:00.000Z: 735000)",
        "#1 recorded 44 days overdue (core's loanOverdueDays: 45)",
        '#1 recorded 135000 interest on a debt of 735001 for 600000 borrowed',
        "#1 recorded a risk rate of 1.2 (core's loanPosition: 1.0884353741496598639455782312925170068027210884354)",
        "#1 took 700000 USDT (core's loanLiquidation: 735001 USDT)",
        "#1 recorded a shortfall of 5 USDT (core's loanLiquidation: 0 USDT)",
      ].join(', '),
    );

    const otherVersion = misreporting(fakeContext(), (loan) =>
      loan.settlement === null || loan.state !== 'liquidated'
        ? loan
        : { ...loan, settlement: { ...loan.settlement, calculatorVersion: 'loans/0' } },
    );
    const version = await play(
      `${CLOSED}  - expect: { loans: { settledByCalculator: true } }\n`,
      otherVersion,
    );
    expect(version.summary.failed?.message).toBe(
      "expected those loans, saw #1 was closed by loans/0 (core's is loans/1)",
    );
  });
});

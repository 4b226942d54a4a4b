import {
  type Call,
  Decimal,
  Failures,
  type Loan,
  type LoanAmount,
  type LoanContext,
  type LoanCurrency,
  type LoanRisk,
  type LoansApi,
  type Page,
} from '@tessera/core';
import * as TE from 'fp-ts/lib/TaskEither.js';
import type { ListedLoan, Operator, OperatorLoan } from './runtime/context.js';

const DAY_MS = 86_400_000;

/** The fake desk's recorded prices in USDT and decimals: fixed, so positions move only by the clock. */
const PRICES: Readonly<Record<LoanCurrency, Decimal>> = {
  BTC: new Decimal(64_000),
  ETH: new Decimal(3_100),
  USDT: new Decimal(1),
  USDC: new Decimal(1),
};
const DECIMALS: Readonly<Record<LoanCurrency, number>> = { BTC: 8, ETH: 8, USDT: 6, USDC: 6 };

const ok = <A>(value: A): Call<A> => TE.right(value);
const rejected = (code: string, message: string): Call<never> => TE.left(Failures.rejected(code, message));

type Wallet = 'balance' | 'margin';
interface Bucket {
  available: Decimal;
  frozen: Decimal;
}

type FakeLoan = Loan & { readonly userId: number; readonly requestId: string };

/** The operator's view of a loan: amounts as text. */
export const operatorLoanOf = (loan: Loan): OperatorLoan => ({
  id: loan.id,
  state: loan.state,
  currency: loan.currency,
  amount: loan.amount.toFixed(),
  margin_currency: loan.marginCurrency,
  margin: loan.margin.toFixed(),
  leverage: loan.leverage.toFixed(),
  term_days: loan.termDays,
  contact_uid: loan.contactUid,
  applied_at: loan.appliedAt,
  funded_at: loan.fundedAt,
  due_at: loan.dueAt,
  closed_at: loan.closedAt,
  reject_reason: loan.rejectReason,
  warned_at: loan.warnedAt,
  risk:
    loan.risk === null
      ? null
      : {
          debt: loan.risk.debt.toFixed(),
          overdue_days: loan.risk.overdueDays,
          rate: loan.risk.rate.toFixed(),
          level: loan.risk.level,
        },
  settlement:
    loan.settlement === null
      ? null
      : {
          debt: loan.settlement.debt.toFixed(),
          overdue_days: loan.settlement.overdueDays,
          risk_rate: loan.settlement.riskRate?.toFixed() ?? null,
          taken: loan.settlement.taken.map(({ asset, amount }) => ({ asset, amount: amount.toFixed() })),
          shortfall_usdt: loan.settlement.shortfallUsdt.toFixed(),
        },
});

/**
 * OTC loans in the fake exchange, on its clock (`now`, in milliseconds), for the signed-in user
 * (`user`): a ledger of balance and margin accounts the operator's deposits credit; eligibility
 * by market-maker standing only (every fake account is VIP level 0); one open loan at a time; the
 * margin frozen into the margin account, the funds paid into it on approval; overdue interest of
 * 0.5 % of the principal a whole day; repayment from the margin account's loan currency first;
 * and, when read after the clock moved, a loan below 110 % closed. Written out apart from core's
 * calculators, so the `loans` expectation's recomputation is checked against an independent one.
 */
export const fakeLoans = (
  now: () => number,
  user: () => number | null,
  find: (name: string) => number | null,
) => {
  const marketMakers = new Set<number>();
  const ledger = new Map<string, Bucket>();
  let loans: FakeLoan[] = [];
  const at = () => new Date(now()).toISOString();

  const bucket = (userId: number, wallet: Wallet, asset: string): Bucket => {
    const key = `${userId}:${wallet}:${asset}`;
    const found = ledger.get(key);
    if (found !== undefined) return found;
    const created = { available: new Decimal(0), frozen: new Decimal(0) };
    ledger.set(key, created);
    return created;
  };
  const marginHoldings = (userId: number) =>
    [...ledger.entries()]
      .filter(([key]) => key.startsWith(`${userId}:margin:`))
      .map(([key, { available, frozen }]) => ({
        asset: key.split(':')[2] ?? '',
        amount: available.plus(frozen),
      }))
      .filter(({ amount }) => amount.isPositive())
      .sort((a, b) => a.asset.localeCompare(b.asset));

  const overdueDays = (loan: Loan, atMs: number) =>
    loan.dueAt === null ? 0 : Math.max(0, Math.floor((atMs - Date.parse(loan.dueAt)) / DAY_MS));
  const debtOf = (loan: Loan, atMs: number) =>
    loan.amount
      .plus(loan.amount.mul('0.005').mul(overdueDays(loan, atMs)))
      .toDecimalPlaces(DECIMALS[loan.currency], Decimal.ROUND_UP);
  const riskOf = (loan: FakeLoan, atMs: number): LoanRisk => {
    const debt = debtOf(loan, atMs);
    const debtValueUsdt = debt.mul(PRICES[loan.currency]);
    const collateralValueUsdt = marginHoldings(loan.userId).reduce(
      (sum, { asset, amount }) => sum.plus(amount.mul(PRICES[asset as LoanCurrency] ?? 0)),
      new Decimal(0),
    );
    const rate = collateralValueUsdt.div(debtValueUsdt);
    return {
      debt,
      overdueDays: overdueDays(loan, atMs),
      debtValueUsdt,
      collateralValueUsdt,
      rate,
      level: rate.lt('1.1') ? 'liquidate' : rate.lt('1.2') ? 'warning' : 'safe',
    };
  };

  const replace = (changed: FakeLoan) => {
    loans = loans.map((loan) => (loan.id === changed.id ? changed : loan));
    return changed;
  };

  /** Closes every active loan below 110 % at the fake's time: the loan currency taken first. */
  const closeUnderwater = () => {
    const atMs = now();
    for (const loan of loans.filter((candidate) => candidate.state === 'active')) {
      const risk = riskOf(loan, atMs);
      if (risk.level !== 'liquidate') continue;
      const holdings = marginHoldings(loan.userId);
      const ordered = [
        ...holdings.filter(({ asset }) => asset === loan.currency),
        ...holdings.filter(({ asset }) => asset !== loan.currency),
      ];
      let owedUsdt = risk.debtValueUsdt;
      const taken: LoanAmount[] = [];
      for (const { asset, amount } of ordered) {
        const price = PRICES[asset as LoanCurrency];
        if (price === undefined || !owedUsdt.isPositive()) continue;
        const wanted = owedUsdt.div(price).toDecimalPlaces(DECIMALS[asset as LoanCurrency], Decimal.ROUND_UP);
        const take = Decimal.min(amount, wanted);
        taken.push({ asset, amount: take });
        owedUsdt = owedUsdt.minus(take.mul(price));
        const held = bucket(loan.userId, 'margin', asset);
        const fromAvailable = Decimal.min(held.available, take);
        held.available = held.available.minus(fromAvailable);
        held.frozen = held.frozen.minus(take.minus(fromAvailable));
      }
      for (const { asset } of holdings) {
        const held = bucket(loan.userId, 'margin', asset);
        const balance = bucket(loan.userId, 'balance', asset);
        balance.available = balance.available.plus(held.frozen);
        held.frozen = new Decimal(0);
      }
      replace({
        ...loan,
        state: 'liquidated',
        closedAt: at(),
        warnedAt: null,
        risk: null,
        settlement: {
          debt: risk.debt,
          overdueDays: risk.overdueDays,
          interest: risk.debt.minus(loan.amount),
          riskRate: risk.rate,
          holdings: holdings.map(({ asset, amount }) => ({ asset, amount })),
          prices: holdings.map(({ asset }) => ({
            asset,
            priceUsdt: PRICES[asset as LoanCurrency],
            tickId: asset === 'USDT' || asset === 'USDC' ? null : 1,
          })),
          taken,
          shortfallUsdt: Decimal.max(owedUsdt, 0),
          calculatorVersion: 'loans/1',
        },
      });
    }
  };
  /** A loan as answered: an active one with its position now. */
  const shown = (loan: FakeLoan): FakeLoan =>
    loan.state === 'active' ? { ...loan, risk: riskOf(loan, now()) } : loan;

  const signedIn = <A>(action: (userId: number) => Call<A>): Call<A> => {
    const id = user();
    if (id === null) return TE.left(Failures.notLoggedIn('Please sign in'));
    closeUnderwater();
    return action(id);
  };
  /** Ends a loan under review: withdrawn or refused, its margin back in the balance account. */
  const endReview = (loan: FakeLoan, change: Partial<Loan>): FakeLoan => {
    const frozen = bucket(loan.userId, 'margin', loan.marginCurrency);
    frozen.frozen = frozen.frozen.minus(loan.margin);
    const balance = bucket(loan.userId, 'balance', loan.marginCurrency);
    balance.available = balance.available.plus(loan.margin);
    return replace({ ...loan, ...change, closedAt: at() });
  };
  const reviewing = (id: number, userId?: number): FakeLoan | Call<never> => {
    const loan = loans.find((candidate) => candidate.id === id);
    if (loan === undefined || (userId !== undefined && loan.userId !== userId))
      return rejected('LOANS.UNKNOWN_LOAN', 'No such loan');
    return loan.state === 'reviewing' ? loan : rejected('LOANS.NOT_REVIEWING', 'Not under review');
  };
  const isLoan = (found: FakeLoan | Call<never>): found is FakeLoan => typeof found !== 'function';

  const api: LoansApi = {
    context: () =>
      signedIn(
        (userId): Call<LoanContext> =>
          ok({
            vipLevel: 0,
            isMarketMaker: marketMakers.has(userId),
            pricesUsdt: PRICES,
            decimals: DECIMALS,
            available: Object.fromEntries(
              (Object.keys(PRICES) as LoanCurrency[]).map((asset) => [
                asset,
                bucket(userId, 'balance', asset).available,
              ]),
            ),
          }),
      ),
    apply: (draft, requestId) =>
      signedIn((userId) => {
        const again = loans.find((loan) => loan.userId === userId && loan.requestId === requestId);
        if (again !== undefined) return ok(again);
        if (!marketMakers.has(userId)) return rejected('LOANS.NOT_ELIGIBLE', 'Not eligible');
        if (loans.some((loan) => loan.userId === userId && ['reviewing', 'active'].includes(loan.state)))
          return rejected('LOANS.ALREADY_OPEN', 'You already have an open loan');
        const balance = bucket(userId, 'balance', draft.marginCurrency);
        if (balance.available.lt(draft.margin)) return rejected('LOANS.MARGIN_SHORT', 'Margin short');
        balance.available = balance.available.minus(draft.margin);
        const margin = bucket(userId, 'margin', draft.marginCurrency);
        margin.frozen = margin.frozen.plus(draft.margin);
        const loan: FakeLoan = {
          ...draft,
          userId,
          requestId,
          id: loans.length + 1,
          state: 'reviewing',
          appliedAt: at(),
          fundedAt: null,
          dueAt: null,
          closedAt: null,
          rejectReason: null,
          warnedAt: null,
          risk: null,
          settlement: null,
        };
        loans = [...loans, loan];
        return ok(loan);
      }),
    loans: (query) =>
      signedIn((userId): Call<Page<Loan>> => {
        const own = loans
          .filter((loan) => loan.userId === userId)
          .reverse()
          .map(shown);
        return ok({
          items: own.slice((query.page - 1) * query.limit, query.page * query.limit),
          page: query.page,
          lastPage: Math.max(1, Math.ceil(own.length / query.limit)),
          total: own.length,
        });
      }),
    loan: (loanId) =>
      signedIn((userId) => {
        const loan = loans.find((candidate) => candidate.id === loanId && candidate.userId === userId);
        return loan === undefined ? rejected('LOANS.UNKNOWN_LOAN', 'No such loan') : ok(shown(loan));
      }),
    cancel: (loanId) =>
      signedIn((userId) => {
        const loan = reviewing(loanId, userId);
        return isLoan(loan) ? ok(endReview(loan, { state: 'cancelled' })) : loan;
      }),
    repay: (loanId, requestId) =>
      signedIn((userId) => {
        const loan = loans.find((candidate) => candidate.id === loanId && candidate.userId === userId);
        if (loan === undefined) return rejected('LOANS.UNKNOWN_LOAN', 'No such loan');
        if (loan.state === 'repaid' && loan.requestId === requestId) return ok(loan);
        if (loan.state !== 'active') return rejected('LOANS.NOT_ACTIVE', 'Not active');
        const debt = debtOf(loan, now());
        const own = bucket(userId, 'margin', loan.currency);
        const fromMargin = Decimal.min(own.available, debt);
        const balance = bucket(userId, 'balance', loan.currency);
        if (balance.available.lt(debt.minus(fromMargin)))
          return rejected('WALLET.INSUFFICIENT_BALANCE', 'Insufficient balance');
        own.available = own.available.minus(fromMargin);
        balance.available = balance.available.minus(debt.minus(fromMargin));
        const pledged = bucket(userId, 'margin', loan.marginCurrency);
        pledged.frozen = pledged.frozen.minus(loan.margin);
        const back = bucket(userId, 'balance', loan.marginCurrency);
        back.available = back.available.plus(loan.margin);
        return ok(
          replace({
            ...loan,
            requestId,
            state: 'repaid',
            closedAt: at(),
            risk: null,
            settlement: {
              debt,
              overdueDays: overdueDays(loan, now()),
              interest: debt.minus(loan.amount),
              riskRate: null,
              holdings: [],
              prices: [],
              taken: [{ asset: loan.currency, amount: debt }],
              shortfallUsdt: new Decimal(0),
              calculatorVersion: 'loans/1',
            },
          }),
        );
      }),
  };

  const operator: Pick<
    Operator,
    'loans' | 'approveLoan' | 'rejectLoan' | 'setMarketMaker' | 'confirmDeposit' | 'balances'
  > = {
    loans: (state) => {
      closeUnderwater();
      return ok(
        loans
          .filter((loan) => state === undefined || loan.state === state)
          .map(
            (loan): ListedLoan => ({
              ...operatorLoanOf(shown(loan)),
              user_id: loan.userId,
              user: String(loan.userId),
            }),
          ),
      );
    },
    approveLoan: (id) => {
      closeUnderwater();
      const loan = reviewing(id);
      if (!isLoan(loan)) return loan;
      const funds = bucket(loan.userId, 'margin', loan.currency);
      funds.available = funds.available.plus(loan.amount);
      const active = replace({
        ...loan,
        state: 'active',
        fundedAt: at(),
        dueAt: new Date(now() + loan.termDays * DAY_MS).toISOString(),
      });
      return ok(operatorLoanOf(shown(active)));
    },
    rejectLoan: (id, reason) => {
      closeUnderwater();
      if (reason.trim() === '') return rejected('SHARED.INVALID_PARAMS', 'Parameter error');
      const loan = reviewing(id);
      return isLoan(loan)
        ? ok(operatorLoanOf(endReview(loan, { state: 'rejected', rejectReason: reason.trim() })))
        : loan;
    },
    setMarketMaker: (name, marketMaker) => {
      const id = find(name);
      if (id === null) return rejected('OPERATOR.USER_NOT_FOUND', `No user ${name}`);
      if (marketMaker) marketMakers.add(id);
      else marketMakers.delete(id);
      return ok(marketMaker ? 'Market maker set' : 'Market maker cleared');
    },
    confirmDeposit: ({ user: name, currency, amount }) => {
      const id = find(name);
      if (id === null) return rejected('OPERATOR.USER_NOT_FOUND', `No user ${name}`);
      const balance = bucket(id, 'balance', currency.toUpperCase());
      balance.available = balance.available.plus(amount);
      return ok({ id: ledger.size, credited: true });
    },
    balances: (name) => {
      const id = find(name);
      if (id === null) return rejected('OPERATOR.USER_NOT_FOUND', `No user ${name}`);
      return ok(
        [...ledger.entries()]
          .filter(([key]) => key.startsWith(`${id}:`))
          .map(([key, { available, frozen }]) => ({
            account: key.split(':')[1] ?? '',
            currency: key.split(':')[2] ?? '',
            available: available.toFixed(),
            frozen: frozen.toFixed(),
          })),
      );
    },
  };
  /** The guess game stakes from the same balance account (`test-support-guess.ts`). */
  const balanceBucket = (userId: number, asset: string): Bucket => bucket(userId, 'balance', asset);
  return { api, operator, balanceBucket };
};

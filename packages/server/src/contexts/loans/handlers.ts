import { contract } from '@tessera/contract';
import {
  Decimal,
  LOANS_CALCULATOR_VERSION,
  type LoanRisk,
  loanDebt,
  loanOverdueDays,
  loanRepaymentSplit,
  validateLoanApplication,
} from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { translate } from '../../i18n/index.js';
import type { Clock } from '../../shared/clock.js';
import { idempotentCall, runIdempotent } from '../../shared/idempotency.js';
import { operatorReason, REASON_MAX_LENGTH } from '../../shared/operator-reason.js';
import { newestFirst, pageAnswer, pageRequest } from '../../shared/paging.js';
import {
  firstError,
  type Handlers,
  type Outcome,
  ok,
  reject,
  rejectInvalid,
  withSession,
} from '../handler.js';
import { displayName, findNamedUser } from '../session/index.js';
import { type AssetBook, availableIn, balanceAccount, move, postJournal, spending } from '../wallet/index.js';
import { loanContextFor } from './context.js';
import {
  type LoanRow,
  loanDesk,
  loanOf,
  marginAccount,
  percentOf,
  storedSettlement,
  wireLoan,
} from './loans.js';
import { marginPosition, riskOf, withHolding } from './position.js';

export interface LoanDeps {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly assets: AssetBook;
  /** Tells the user's devices their balances (and so their loans) changed. */
  readonly userChanged: (userId: number) => void;
}

type LoanEndpoint =
  | 'loanContext'
  | 'applyLoan'
  | 'loans'
  | 'loan'
  | 'cancelLoan'
  | 'repayLoan'
  | 'operatorLoans'
  | 'operatorApproveLoan'
  | 'operatorRejectLoan'
  | 'operatorMarketMaker';

const DAY_MS = 86_400_000;
/** The operator list is a work queue, not an archive. */
const LIST_LIMIT = 200;

/**
 * OTC loans: the application (its margin frozen from the balance account into the margin
 * account), withdrawing it, the desk's decision (funding into the margin account, or refusal),
 * repayment; each loan answered with its position at the latest recorded prices while active.
 */
export const createLoanHandlers = (deps: LoanDeps): Pick<Handlers, LoanEndpoint> => {
  const { db, clock, assets } = deps;

  /** A loan as answered: an active one with its position at `at`. */
  const answer = async (executor: Kysely<Database> | Transaction<Database>, row: LoanRow, at: Date) => {
    const risk: LoanRisk | null =
      row.state === 'active'
        ? riskOf(assets, row, await marginPosition(executor, assets, row, at), at)
        : null;
    return wireLoan(loanOf(row, risk));
  };

  /** One of the user's loans; `lock`ed until the transaction ends when asked. */
  const ownLoan = (
    executor: Kysely<Database> | Transaction<Database>,
    userId: number,
    id: number,
    lock = false,
  ) => {
    const query = executor
      .selectFrom('loans')
      .selectAll()
      .where('id', '=', String(id))
      .where('user_id', '=', userId);
    return (lock ? query.forUpdate() : query).executeTakeFirst();
  };

  /**
   * Ends a loan under review (withdrawn by its user, or refused by the desk): only while still
   * reviewing, so a decision and a withdrawal racing end it once; its margin comes back from the
   * margin account's frozen bucket to the balance account.
   */
  const endReview = (
    where: { id: number; userId?: number },
    change: { state: 'cancelled' } | { state: 'rejected'; reject_reason: string },
  ) =>
    inTransaction(db, async (trx) => {
      const now = clock.now();
      let update = trx
        .updateTable('loans')
        .set({ ...change, closed_at: now })
        .where('id', '=', String(where.id))
        .where('state', '=', 'reviewing');
      if (where.userId !== undefined) update = update.where('user_id', '=', where.userId);
      const row = await update.returningAll().executeTakeFirst();
      if (row === undefined) {
        const found =
          where.userId === undefined
            ? await trx.selectFrom('loans').select('id').where('id', '=', String(where.id)).executeTakeFirst()
            : await ownLoan(trx, where.userId, where.id);
        return reject(found === undefined ? 'LOANS.UNKNOWN_LOAN' : 'LOANS.NOT_REVIEWING');
      }
      const margin = new Decimal(row.margin);
      await postJournal(
        trx,
        {
          reason: 'loan_release',
          ref: { type: 'loan', id: row.id },
          user: where.userId ?? null,
          postings: move(
            marginAccount(row.user_id, row.margin_currency),
            balanceAccount(row.user_id, row.margin_currency),
            margin,
            { from: 'frozen' },
          ),
        },
        now,
      );
      return ok({ loan: wireLoan(loanOf(row, null)), owner: row.user_id });
    });

  const announce = <A>(outcome: Outcome<{ loan: A; owner: number }>) => {
    if (E.isRight(outcome)) deps.userChanged(outcome.right.owner);
    return outcome;
  };

  return {
    loanContext: withSession(async (_params, _context, session) => {
      const context = await loanContextFor(db, assets, session.userId, clock.now());
      return ok({
        vip_level: context.vipLevel,
        market_maker: context.isMarketMaker,
        prices: context.pricesUsdt,
        decimals: context.decimals,
        available: context.available ?? {},
      });
    }),

    applyLoan: withSession(async (params, context, session) => {
      const now = clock.now();
      const form = {
        currency: params.currency.trim().toUpperCase(),
        amount: params.amount,
        marginCurrency: params.margin_currency.trim().toUpperCase(),
        leverage: params.leverage,
        termDays: params.term_days,
        contactUid: params.contact_uid,
      };
      const outcome = await runIdempotent(
        db,
        idempotentCall(contract.applyLoan, params, { session, context }, now),
        (trx) =>
          spending(async () => {
            // The user's row is locked first, so parallel applications find each other's open loan
            // and the balance the one before them left. Checked inside the idempotent work, so a
            // retry of an accepted application answers it again instead of finding its margin gone.
            await trx.selectFrom('users').select('id').where('id', '=', session.userId).forUpdate().execute();
            const open = await trx
              .selectFrom('loans')
              .select('id')
              .where('user_id', '=', session.userId)
              .where('state', 'in', ['reviewing', 'active'])
              .executeTakeFirst();
            if (open !== undefined) return reject('LOANS.ALREADY_OPEN');
            const checked = validateLoanApplication(
              form,
              await loanContextFor(trx, assets, session.userId, now),
            );
            if (E.isLeft(checked)) return rejectInvalid(firstError(checked.left));
            const draft = checked.right;
            const row = await trx
              .insertInto('loans')
              .values({
                user_id: session.userId,
                state: 'reviewing',
                currency: draft.currency,
                amount: draft.amount.toFixed(),
                margin_currency: draft.marginCurrency,
                margin: draft.margin.toFixed(),
                leverage: draft.leverage.toFixed(),
                term_days: draft.termDays,
                contact_uid: draft.contactUid,
                lang: context.lang,
                applied_at: now,
              })
              .returningAll()
              .executeTakeFirstOrThrow();
            await postJournal(
              trx,
              {
                reason: 'loan_margin',
                ref: { type: 'loan', id: row.id },
                user: session.userId,
                idempotencyKey: context.idempotencyKey,
                postings: move(
                  balanceAccount(session.userId, draft.marginCurrency),
                  marginAccount(session.userId, draft.marginCurrency),
                  draft.margin,
                  { to: 'frozen' },
                ),
              },
              now,
            );
            return ok(wireLoan(loanOf(row, null)));
          }),
      );
      if (E.isRight(outcome)) deps.userChanged(session.userId);
      return outcome;
    }),

    loans: withSession(async (params, _context, session) => {
      const request = pageRequest(params);
      if (request === undefined) return reject('SHARED.INVALID_PARAMS');
      const now = clock.now();
      const { rows, total } = await newestFirst(
        db.selectFrom('loans').where('user_id', '=', session.userId),
        request,
      );
      return ok(pageAnswer(await Promise.all(rows.map((row) => answer(db, row, now))), request, total));
    }),

    loan: withSession(async (params, _context, session) => {
      const row = await ownLoan(db, session.userId, params.id);
      return row === undefined ? reject('LOANS.UNKNOWN_LOAN') : ok(await answer(db, row, clock.now()));
    }),

    cancelLoan: withSession(async (params, _context, session) => {
      const outcome = announce(
        await endReview({ id: params.id, userId: session.userId }, { state: 'cancelled' }),
      );
      return E.isLeft(outcome) ? outcome : ok(outcome.right.loan);
    }),

    repayLoan: withSession(async (params, context, session) => {
      const now = clock.now();
      const outcome = await runIdempotent(
        db,
        idempotentCall(contract.repayLoan, params, { session, context }, now),
        (trx) =>
          spending(async () => {
            // Locked: a close or a transfer out of the margin account waits, then finds it repaid.
            const locked = await ownLoan(trx, session.userId, params.id, true);
            if (locked === undefined) return reject('LOANS.UNKNOWN_LOAN');
            if (locked.state !== 'active' || locked.due_at === null) return reject('LOANS.NOT_ACTIVE');
            const dueAt = locked.due_at.toISOString();
            const decimals = assets.bySymbol(locked.currency)?.precision ?? 0;
            const principal = new Decimal(locked.amount);
            const debt = loanDebt({ amount: principal, dueAt }, now.getTime(), decimals);
            const { fromMargin, fromBalance, covered } = loanRepaymentSplit({
              debt,
              inMargin: await availableIn(trx, marginAccount(session.userId, locked.currency)),
              inBalance: await availableIn(trx, balanceAccount(session.userId, locked.currency)),
            });
            if (!covered) return reject('WALLET.INSUFFICIENT_BALANCE');
            const margin = new Decimal(locked.margin);
            await postJournal(
              trx,
              {
                reason: 'loan_repayment',
                ref: { type: 'loan', id: locked.id },
                user: session.userId,
                idempotencyKey: context.idempotencyKey,
                postings: [
                  ...(fromMargin.isZero()
                    ? []
                    : [
                        {
                          account: marginAccount(session.userId, locked.currency),
                          amount: fromMargin.negated(),
                        },
                      ]),
                  ...(fromBalance.isZero()
                    ? []
                    : [
                        {
                          account: balanceAccount(session.userId, locked.currency),
                          amount: fromBalance.negated(),
                        },
                      ]),
                  { account: loanDesk(locked.currency), amount: debt },
                  ...move(
                    marginAccount(session.userId, locked.margin_currency),
                    balanceAccount(session.userId, locked.margin_currency),
                    margin,
                    { from: 'frozen' },
                  ),
                ],
              },
              now,
            );
            const repaid = await trx
              .updateTable('loans')
              .set({
                state: 'repaid',
                closed_at: now,
                warned_at: null,
                settlement: storedSettlement({
                  debt,
                  overdueDays: loanOverdueDays(dueAt, now.getTime()),
                  interest: debt.minus(principal),
                  riskRate: null,
                  holdings: [],
                  prices: [],
                  taken: [{ asset: locked.currency, amount: debt }],
                  shortfallUsdt: new Decimal(0),
                  calculatorVersion: LOANS_CALCULATOR_VERSION,
                }),
              })
              .where('id', '=', locked.id)
              .returningAll()
              .executeTakeFirstOrThrow();
            return ok(wireLoan(loanOf(repaid, null)));
          }),
      );
      if (E.isRight(outcome)) deps.userChanged(session.userId);
      return outcome;
    }),

    operatorLoans: async (params) => {
      let query = db
        .selectFrom('loans')
        .innerJoin('users', 'users.id', 'loans.user_id')
        .selectAll('loans')
        .select(['users.username', 'users.email', 'users.mobile']);
      if (params.state !== undefined) query = query.where('loans.state', '=', params.state);
      const rows = await query.orderBy('loans.id').limit(LIST_LIMIT).execute();
      const now = clock.now();
      return ok(
        await Promise.all(
          rows.map(async ({ username, email, mobile, ...row }) => ({
            ...(await answer(db, row, now)),
            user_id: row.user_id,
            user: displayName({ id: row.user_id, username, email, mobile }),
          })),
        ),
      );
    },

    operatorApproveLoan: async (params) => {
      const now = clock.now();
      const outcome = await inTransaction(db, async (trx) => {
        const row = await trx
          .selectFrom('loans')
          .selectAll()
          .where('id', '=', String(params.id))
          .forUpdate()
          .executeTakeFirst();
        if (row === undefined) return reject('LOANS.UNKNOWN_LOAN');
        if (row.state !== 'reviewing') return reject('LOANS.NOT_REVIEWING');
        const amount = new Decimal(row.amount);
        const funded = {
          ...row,
          state: 'active' as const,
          funded_at: now,
          due_at: new Date(now.getTime() + row.term_days * DAY_MS),
        };
        // The loan opens only if, with its funds in the margin account, it stands clear of the warning.
        const opening = riskOf(
          assets,
          funded,
          withHolding(await marginPosition(trx, assets, row, now), row.currency, amount, assets),
          now,
        );
        if (opening === null) return reject('LOANS.NO_PRICE', { currency: row.currency });
        if (opening.level !== 'safe') return reject('LOANS.OPENING_RISK', { rate: percentOf(opening.rate) });
        await postJournal(
          trx,
          {
            reason: 'loan_funding',
            ref: { type: 'loan', id: row.id },
            user: null,
            postings: move(loanDesk(row.currency), marginAccount(row.user_id, row.currency), amount),
          },
          now,
        );
        const active = await trx
          .updateTable('loans')
          .set({ state: 'active', funded_at: funded.funded_at, due_at: funded.due_at })
          .where('id', '=', row.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return ok({ loan: await answer(trx, active, now), owner: row.user_id });
      });
      announce(outcome);
      return E.isLeft(outcome) ? outcome : ok(outcome.right.loan);
    },

    operatorRejectLoan: async (params) => {
      const reason = operatorReason(params.reason);
      if (reason === undefined) return reject('LOANS.REASON_REQUIRED', { max: REASON_MAX_LENGTH });
      const outcome = announce(
        await endReview({ id: params.id }, { state: 'rejected', reject_reason: reason }),
      );
      return E.isLeft(outcome) ? outcome : ok(outcome.right.loan);
    },

    operatorMarketMaker: async (params, context) => {
      const user = await findNamedUser(db, params.user);
      if (user === undefined) return reject('OPERATOR.USER_NOT_FOUND');
      await db
        .updateTable('users')
        .set({ market_maker: params.market_maker })
        .where('id', '=', user.id)
        .execute();
      return ok(
        translate(
          context.lang,
          params.market_maker ? 'LOANS.MARKET_MAKER_SET' : 'LOANS.MARKET_MAKER_CLEARED',
        ),
      );
    },
  };
};

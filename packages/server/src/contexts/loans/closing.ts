import { Decimal, LOANS_CALCULATOR_VERSION, type LoanRisk, loanLiquidation } from '@tessera/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { withRetries } from '../../db/transaction.js';
import { translate } from '../../i18n/index.js';
import type { Outbox } from '../../outbox/index.js';
import { tellUser } from '../messages/index.js';
import { type AssetBook, balanceAccount, type Posting, postJournal } from '../wallet/index.js';
import { type LoanRow, loanDesk, marginAccount, percentOf, storedSettlement } from './loans.js';
import { activePositions, marginPosition, riskOf } from './position.js';

/** What the desk took when it closed a loan, to tell its user. */
interface Closed {
  readonly row: LoanRow;
  readonly risk: LoanRisk;
}

/**
 * Closes an active loan whose risk rate, recomputed under its lock at `at`, is below 110 %:
 * core's `loanLiquidation` says what the desk takes from the margin account (the loan currency
 * first, then the other priced holdings by asset name, each at its recorded price), taken from
 * the available bucket before the frozen one; what is left of the pledged margin comes back to
 * the balance account, the rest of the margin account stays. The loan keeps the debt, the rate,
 * the prices (tick ids), what was taken, any shortfall the desk bore and the calculator version.
 * Answers undefined when the loan is no longer active or no longer below 110 % (a repayment, a
 * top-up or a second closer came first).
 */
const closeLoan = (db: Kysely<Database>, assets: AssetBook, loanId: string, at: Date) =>
  withRetries(() =>
    db.transaction().execute(async (trx): Promise<Closed | undefined> => {
      const row = await trx
        .selectFrom('loans')
        .selectAll()
        .where('id', '=', loanId)
        .where('state', '=', 'active')
        .forUpdate()
        .executeTakeFirst();
      if (row === undefined) return undefined;
      const position = await marginPosition(trx, assets, row, at);
      const risk = riskOf(assets, row, position, at);
      const loanPrice = position.prices.get(row.currency);
      if (risk === null || risk.level !== 'liquidate' || loanPrice === undefined) return undefined;
      const { taken, shortfallUsdt } = loanLiquidation({
        debt: risk.debt,
        loanCurrency: row.currency,
        loanPriceUsdt: loanPrice.priceUsdt,
        holdings: position.holdings,
      });
      await postJournal(
        trx,
        {
          reason: 'loan_liquidation',
          ref: { type: 'loan', id: row.id },
          user: null,
          postings: await closingPostings(trx, row.user_id, taken),
        },
        at,
      );
      const closed = await trx
        .updateTable('loans')
        .set({
          state: 'liquidated',
          closed_at: at,
          warned_at: null,
          settlement: storedSettlement({
            debt: risk.debt,
            overdueDays: risk.overdueDays,
            interest: risk.debt.minus(row.amount),
            riskRate: risk.rate,
            holdings: position.holdings.map(({ asset, amount }) => ({ asset, amount })),
            prices: [...position.prices.values()],
            taken,
            shortfallUsdt,
            calculatorVersion: LOANS_CALCULATOR_VERSION,
          }),
        })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      // The liquidation's archive record: the debt, the holdings at their recorded prices (with
      // the ticks they come from) and what was taken (core's recomputeSettlement, loans/1).
      await trx
        .insertInto('settlement_archive')
        .values({
          product: 'loans',
          ref: `loan:${row.id}`,
          calculator_version: LOANS_CALCULATOR_VERSION,
          inputs: {
            loan_currency: row.currency,
            amount: new Decimal(row.amount).toFixed(),
            overdue_days: String(risk.overdueDays),
            debt: risk.debt.toFixed(),
            risk_rate: risk.rate.toFixed(),
            loan_price_usdt: loanPrice.priceUsdt.toFixed(),
            holdings: position.holdings.map(({ asset, amount, priceUsdt, decimals }) => ({
              asset,
              amount: amount.toFixed(),
              price_usdt: priceUsdt?.toFixed() ?? '',
              decimals: String(decimals),
            })),
            prices: [...position.prices.values()].map(({ asset, priceUsdt, tickId }) => ({
              asset,
              price_usdt: priceUsdt.toFixed(),
              tick_id: tickId === null ? '' : String(tickId),
            })),
          },
          result: {
            taken: taken.map(({ asset, amount }) => ({ asset, amount: amount.toFixed() })),
            shortfall_usdt: shortfallUsdt.toFixed(),
          },
          at,
        })
        .execute();
      await tellUser(trx, {
        userId: row.user_id,
        topic: 'loan_closed',
        facts: {
          loan: String(row.id),
          amount: new Decimal(row.amount).toFixed(),
          asset: row.currency,
          debt: risk.debt.toFixed(),
          rate: risk.rate.toFixed(),
        },
        at,
      });
      return { row: closed, risk };
    }),
  );

/**
 * The postings of a close: each asset taken leaves the margin account's available bucket first,
 * then its frozen one, for the desk; whatever stays frozen (the rest of the pledged margin) comes
 * free into the balance account.
 */
const closingPostings = async (
  trx: Transaction<Database>,
  userId: number,
  taken: readonly { asset: string; amount: Decimal }[],
): Promise<Posting[]> => {
  const accounts = await trx
    .selectFrom('ledger_accounts')
    .select(['asset', 'available', 'frozen'])
    .where('user_id', '=', userId)
    .where('wallet', '=', 'margin')
    .execute();
  const postings: Posting[] = [];
  for (const account of accounts) {
    const take = taken.find(({ asset }) => asset === account.asset)?.amount ?? new Decimal(0);
    const available = new Decimal(account.available);
    const frozen = new Decimal(account.frozen);
    const fromAvailable = Decimal.min(available, take);
    const fromFrozen = take.minus(fromAvailable);
    const released = frozen.minus(fromFrozen);
    const margin = marginAccount(userId, account.asset);
    if (fromAvailable.gt(0)) postings.push({ account: margin, amount: fromAvailable.negated() });
    if (frozen.gt(0)) postings.push({ account: margin, bucket: 'frozen', amount: frozen.negated() });
    if (take.gt(0)) postings.push({ account: loanDesk(account.asset), amount: take });
    if (released.gt(0)) postings.push({ account: balanceAccount(userId, account.asset), amount: released });
  }
  return postings;
};

/** Where the desk's notices to a user go: their email, else their mobile. */
const noticeAddress = async (db: Kysely<Database>, userId: number) => {
  const user = await db
    .selectFrom('users')
    .select(['email', 'mobile'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (user.email !== null) return { channel: 'email' as const, to: user.email };
  return user.mobile === null ? undefined : { channel: 'sms' as const, to: user.mobile };
};

export interface LoanWatchDeps {
  readonly db: Kysely<Database>;
  readonly assets: AssetBook;
  readonly outbox: Outbox;
}

/**
 * After each tick: every active loan's position at the recorded prices (the overdue interest
 * grows it by the day). Below 110 % the loan is closed (`closeLoan`) and its user told; below
 * 120 % the user is told once, in the language they applied in, until the rate is safe again,
 * when the warning is cleared so a later fall warns anew. A loan without a recorded price for
 * its currency waits. Two runs never close or warn twice: each change is conditional on the
 * state it found. Answers the users whose money or loans changed.
 */
export const watchLoans =
  ({ db, assets, outbox }: LoanWatchDeps) =>
  async (at: Date): Promise<Set<number>> => {
    const users = new Set<number>();
    for (const { loan: row, position } of await activePositions(db, assets, at)) {
      const risk = riskOf(assets, row, position, at);
      if (risk === null) continue;
      if (risk.level === 'liquidate') {
        const closed = await closeLoan(db, assets, row.id, at);
        if (closed === undefined) continue;
        users.add(row.user_id);
        await tell(db, outbox, closed.row, 'closed', closed.risk);
      } else if (risk.level === 'warning' && row.warned_at === null) {
        const warned = await db
          .updateTable('loans')
          .set({ warned_at: at })
          .where('id', '=', row.id)
          .where('state', '=', 'active')
          .where('warned_at', 'is', null)
          .returningAll()
          .executeTakeFirst();
        if (warned === undefined) continue;
        users.add(row.user_id);
        await tell(db, outbox, warned, 'warning', risk);
      } else if (risk.level === 'safe' && row.warned_at !== null) {
        await db
          .updateTable('loans')
          .set({ warned_at: null })
          .where('id', '=', row.id)
          .where('state', '=', 'active')
          .execute();
        users.add(row.user_id);
      }
    }
    return users;
  };

/** The desk's notice of a warning or a close, in the language the loan was applied for in. */
const tell = async (
  db: Kysely<Database>,
  outbox: Outbox,
  row: LoanRow,
  what: 'warning' | 'closed',
  risk: LoanRisk,
) => {
  const address = await noticeAddress(db, row.user_id);
  if (address === undefined) return;
  const params = {
    id: String(row.id),
    rate: percentOf(risk.rate),
    debt: risk.debt.toFixed(),
    currency: row.currency,
  };
  await outbox.send({
    ...address,
    subject: translate(
      row.lang,
      what === 'warning' ? 'MAIL.LOAN_WARNING_SUBJECT' : 'MAIL.LOAN_CLOSED_SUBJECT',
      params,
    ),
    body: translate(
      row.lang,
      what === 'warning' ? 'MAIL.LOAN_WARNING_BODY' : 'MAIL.LOAN_CLOSED_BODY',
      params,
    ),
    lang: row.lang,
  });
};

/**
 * Closing loans survives a crash: a server process holding 18 active OTC loans (600,000 USDT
 * each at 3×, pledging 200,000 USDT, a 7-day term) is moved 52 days on (its simulated clock), so
 * that 45 days of overdue interest take every loan below 110 % and its next tick closes them, and
 * is killed with SIGKILL once the first are closed. Started again on the same data, it closes the
 * rest: every loan is closed once (one closing journal each), its debt is core's `loanDebt` at
 * the time it was closed, what the desk took is core's `loanLiquidation` on the holdings and
 * prices the loan recorded, and the ledger balances. On PGlite (a directory on disk) and, when
 * TEST_DATABASE_URL is set, PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { Decimal, loanDebt, loanLiquidation } from '@tessera/core';
import { sql } from 'kysely';
import { describe, expect } from 'vitest';
import {
  type CrashDatabase,
  itRestartsOnEachDatabase,
  pause,
  processClient,
  restartInProcess,
} from '../support/process-client.js';
import { killServerProcess, startServerProcess } from '../support/server-process.js';

const OPERATOR_KEY = randomBytes(24).toString('base64url');
const PASSWORD = 'correct-horse-7';
/** Under the 20 sign-ups an address may make in an hour. */
const LOANS = 18;
const DAY_S = 86_400;

const { call, login } = processClient(OPERATOR_KEY);

/** A market maker with an active 600,000 USDT loan secured by 200,000 USDT. */
const borrower = async (url: string, name: string) => {
  const registered = await call(url, '/user/register', {
    type: 'username',
    user_string: name,
    password: PASSWORD,
    re_password: PASSWORD,
    extension_code: 'TESSERA',
  });
  expect(registered?.type, JSON.stringify(registered)).toBe('ok');
  await call(url, '/operator/loan/market-maker', { user: name, market_maker: 'true' });
  await call(url, '/operator/deposits/confirm', {
    user: name,
    currency: 'USDT',
    amount: '200000',
    reference: `loan-crash-${name}`,
  });
  const applied = await call(
    url,
    '/loan/apply',
    {
      currency: 'USDT',
      amount: '600000',
      margin_currency: 'USDT',
      leverage: '3',
      term_days: '7',
      contact_uid: '100234',
    },
    await login(url, name),
  );
  expect(applied?.type).toBe('ok');
  const approved = await call(url, '/operator/loan/approve', { id: String(applied?.message.id) });
  expect(approved?.message.state).toBe('active');
};

const liquidatedCount = async (url: string) =>
  ((await call(url, '/operator/loans?state=liquidated'))?.message ?? []).length as number;

const crashWhileClosing = async (database: CrashDatabase) => {
  const first = await startServerProcess({
    OPERATOR_KEY,
    CLOCK: 'simulated',
    REQUESTS_PER_MINUTE: '100000',
    ...database.env,
  });
  let closedBeforeKill = 0;
  try {
    for (let waited = 0; (await call(first.url, '/health'))?.message?.feed !== 'ok'; waited += 100) {
      if (waited > 30_000) throw new Error('the feed did not start');
      await pause(100);
    }
    const prefix = `lc${Date.now().toString().slice(-7)}`;
    // A few at a time: registering and signing in hash passwords, which the server rations.
    for (let batch = 0; batch < LOANS; batch += 3)
      await Promise.all(Array.from({ length: 3 }, (_, i) => borrower(first.url, `${prefix}u${batch + i}`)));
    await call(first.url, '/operator/clock/advance', { seconds: String(52 * DAY_S) });
    for (let waited = 0; waited < 30_000; waited += 5) {
      closedBeforeKill = await liquidatedCount(first.url);
      if (closedBeforeKill > 0) break;
      await pause(5);
    }
    await killServerProcess(first.child);

    const server = await restartInProcess(OPERATOR_KEY, database);
    try {
      const db = server.database;
      for (let waited = 0; ; waited += 100) {
        const { rows } = await sql<{ active: string }>`
          select count(*) as active from loans where state = 'active'`.execute(db);
        if (Number(rows[0]?.active) === 0) break;
        if (waited > 60_000) throw new Error('the restarted server did not close what was due');
        await pause(100);
      }
      const audit = await call(server.url, '/operator/audit');
      expect(audit?.message).toMatchObject({ ok: true, violations: [] });
      const { rows: loans } = await sql<{
        id: string;
        state: string;
        amount: string;
        due_at: Date;
        closed_at: Date;
        settlement: unknown;
        closings: string;
      }>`
        select l.id, l.state, l.amount, l.due_at, l.closed_at, l.settlement,
          (select count(*) from journals j where j.reason = 'loan_liquidation' and j.ref_type = 'loan'
            and j.ref_id = l.id::text) as closings
        from loans l order by l.id`.execute(db);
      expect(loans).toHaveLength(LOANS);
      for (const loan of loans) {
        expect(loan.state).toBe('liquidated');
        expect(Number(loan.closings)).toBe(1);
        const settlement = (
          typeof loan.settlement === 'string' ? JSON.parse(loan.settlement) : loan.settlement
        ) as {
          debt: string;
          holdings: { asset: string; amount: string }[];
          taken: { asset: string; amount: string }[];
          shortfall_usdt: string;
        };
        const debt = loanDebt(
          { amount: loan.amount, dueAt: new Date(loan.due_at).toISOString() },
          new Date(loan.closed_at).getTime(),
          6,
        );
        expect(settlement.debt).toBe(debt.toFixed());
        const recomputed = loanLiquidation({
          debt,
          loanCurrency: 'USDT',
          loanPriceUsdt: '1',
          holdings: settlement.holdings.map(({ asset, amount }) => ({
            asset,
            amount: new Decimal(amount),
            priceUsdt: new Decimal(1),
            decimals: 6,
          })),
        });
        expect(recomputed.taken.map(({ asset, amount }) => ({ asset, amount: amount.toFixed() }))).toEqual(
          settlement.taken,
        );
        expect(settlement.shortfall_usdt).toBe('0');
      }
      return closedBeforeKill;
    } finally {
      await server.close();
    }
  } finally {
    await killServerProcess(first.child);
  }
};

describe('a server killed with SIGKILL while closing OTC loans below 110 %', () => {
  itRestartsOnEachDatabase('closes each loan once, by core’s calculators', 'loans', crashWhileClosing);
});

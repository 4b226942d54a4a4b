import { Decimal, loanDebt, loanLiquidation } from '@tessera/core';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeOnEachDatabase, type Harness } from './support/harness.js';
import { archivedSettlement } from './support/proofs.js';
import { eventually, feedLive } from './support/traders.js';
import { USDT, walletOf } from './support/wallet.js';

const DAY_MS = 86_400_000;
const TICK_MS = 100;

interface WireLoan {
  id: number;
  state: string;
  currency: string;
  amount: string;
  margin_currency: string;
  margin: string;
  due_at: string | null;
  closed_at: string | null;
  reject_reason: string | null;
  warned_at: string | null;
  risk: null | { debt: string; rate: string; level: string; overdue_days: number };
  settlement: null | {
    debt: string;
    overdue_days: number;
    interest: string;
    risk_rate: string | null;
    holdings: { asset: string; amount: string }[];
    prices: { asset: string; price_usdt: string; tick_id: number | null }[];
    taken: { asset: string; amount: string }[];
    shortfall_usdt: string;
    calculator_version: string;
  };
}

/** A 600,000 USDT loan at 3× for `term_days`, pledging 200,000 USDT: a risk rate that only the overdue interest moves. */
const USDT_LOAN = {
  currency: 'USDT',
  amount: '600000',
  margin_currency: 'USDT',
  leverage: '3',
  term_days: '30',
  contact_uid: '100234',
};

const loanCalls = (h: Harness) => {
  /** A market maker holding `amounts` in the balance account; `email` users also get the desk's notices. */
  const borrower = async (amounts: Record<string, string>, kind: 'email' | 'username' = 'username') => {
    await feedLive(h.api);
    const name = kind === 'email' ? await h.api.registerByEmail() : await h.api.registerByUsername();
    const marked = await h.api.operator('POST', '/operator/loan/market-maker', {
      user: name,
      market_maker: 'true',
    });
    expect(marked.body.type).toBe('ok');
    for (const [asset, amount] of Object.entries(amounts)) await walletOf(h.api).deposit(name, asset, amount);
    return { name, token: await h.api.login(name) };
  };
  const apply = (token: string, changes: Record<string, string> = {}, key?: string) =>
    h.api.post(
      '/loan/apply',
      { ...USDT_LOAN, ...changes },
      { token, ...(key === undefined ? {} : { headers: { 'idempotency-key': key } }) },
    );
  const applied = async (token: string, changes: Record<string, string> = {}) => {
    const answer = await apply(token, changes);
    expect(answer.body.type, JSON.stringify(answer.body)).toBe('ok');
    return answer.body.message as WireLoan;
  };
  const approved = async (id: number) => {
    const answer = await h.api.operator('POST', '/operator/loan/approve', { id: String(id) });
    expect(answer.body.type, JSON.stringify(answer.body)).toBe('ok');
    return answer.body.message as WireLoan;
  };
  const loan = async (token: string, id: number) =>
    (await h.api.get('/loan/detail', { id: String(id) }, { token })).body.message as WireLoan;
  const balances = async (name: string) =>
    Object.fromEntries(
      (await walletOf(h.api).balances(name)).map((row) => [
        `${row.account}:${row.currency}`,
        `${row.available}/${row.frozen}`,
      ]),
    );
  const audited = async () => expect((await walletOf(h.api).audit()).ok).toBe(true);
  return { borrower, apply, applied, approved, loan, balances, audited };
};

describeOnEachDatabase(
  'OTC loans',
  (h) => {
    const { borrower, apply, applied, approved, loan, balances, audited } = loanCalls(h);

    it('answers the context, and refuses each broken term with its own reason, moving nothing', async () => {
      await feedLive(h.api);
      const name = await h.api.registerByUsername();
      await walletOf(h.api).deposit(name, 'USDT', '1000');
      const token = await h.api.login(name);
      const context = (await h.api.get('/loan/config', {}, { token })).body.message;
      expect(context).toMatchObject({
        vip_level: 0,
        market_maker: false,
        prices: { USDT: '1', USDC: '1' },
        decimals: { BTC: 8, ETH: 8, USDT: 6, USDC: 6 },
        available: { USDT: '1000' },
      });
      expect(Number(context.prices.BTC)).toBeGreaterThan(0);
      expect((await apply(token)).body.code).toBe('LOANS.NOT_ELIGIBLE');
      await h.api.operator('POST', '/operator/loan/market-maker', { user: name, market_maker: 'true' });
      for (const [changes, code] of [
        [{ amount: '499999' }, 'LOANS.AMOUNT_RANGE'],
        [{ leverage: '3.5' }, 'LOANS.LEVERAGE_RANGE'],
        [{ term_days: '6' }, 'LOANS.TERM_RANGE'],
        [{ contact_uid: '12' }, 'LOANS.CONTACT_UID_FORMAT'],
        [{ currency: 'DOGE' }, 'SHARED.REQUIRED'],
        [{ amount: '600000.0000001' }, 'WALLET.AMOUNT_PRECISION'],
        [{}, 'LOANS.MARGIN_SHORT'],
      ] as const) {
        const answer = await apply(token, changes);
        expect(answer.body.code, JSON.stringify(changes)).toBe(code);
      }
      expect(await balances(name)).toEqual({ 'balance:USDT': '1000/0' });
      expect((await h.api.get('/loan/list', {}, { token })).body.message).toMatchObject({ total: 0 });
    });

    it('freezes the margin once of 250 parallel applications, answers a repeated key alike, and frees it on cancel or refusal', async () => {
      // Enough for two margins: each refusal after the first is for the open loan, not the money.
      const { name, token } = await borrower({ USDT: '450000' });
      const answers = await Promise.all(Array.from({ length: 250 }, () => apply(token)));
      const accepted = answers.filter((answer) => answer.body.type === 'ok');
      expect(accepted).toHaveLength(1);
      expect(new Set(answers.filter((a) => a.body.type !== 'ok').map((a) => a.body.code))).toEqual(
        new Set(['LOANS.ALREADY_OPEN']),
      );
      const first = accepted[0]?.body.message as WireLoan;
      expect(first).toMatchObject({ state: 'reviewing', margin: '200000', risk: null, settlement: null });
      expect(await balances(name)).toEqual({ 'balance:USDT': '250000/0', 'margin:USDT': '0/200000' });

      const cancels = await Promise.all(
        Array.from({ length: 50 }, () => h.api.post('/loan/cancel', { id: String(first.id) }, { token })),
      );
      expect(cancels.filter((answer) => answer.body.type === 'ok')).toHaveLength(1);
      expect(await balances(name)).toEqual({ 'balance:USDT': '450000/0', 'margin:USDT': '0/0' });

      const key = 'loan-apply-0001';
      const repeated = await Promise.all(Array.from({ length: 20 }, () => apply(token, {}, key)));
      expect(new Set(repeated.map((answer) => answer.body.message?.id)).size).toBe(1);
      const second = repeated[0]?.body.message as WireLoan;
      expect(await balances(name)).toEqual({ 'balance:USDT': '250000/0', 'margin:USDT': '0/200000' });
      expect(
        (await h.api.operator('POST', '/operator/loan/reject', { id: String(second.id), reason: ' ' })).body
          .code,
      ).toBe('LOANS.REASON_REQUIRED');
      const rejected = await h.api.operator('POST', '/operator/loan/reject', {
        id: String(second.id),
        reason: 'Contact UID did not answer',
      });
      expect(rejected.body.message).toMatchObject({
        state: 'rejected',
        reject_reason: 'Contact UID did not answer',
      });
      expect((await h.api.post('/loan/cancel', { id: String(second.id) }, { token })).body.code).toBe(
        'LOANS.NOT_REVIEWING',
      );
      expect(
        (await h.api.operator('POST', '/operator/loan/approve', { id: String(second.id) })).body.code,
      ).toBe('LOANS.NOT_REVIEWING');
      expect(await balances(name)).toEqual({ 'balance:USDT': '450000/0', 'margin:USDT': '0/0' });
      await audited();
    });

    it('funds an approved loan once into the margin account, lets transfers out only down to 120 %, and takes the repayment once', async () => {
      const { name, token } = await borrower({ USDT: '250000' });
      const applied1 = (await apply(token, {}, 'loan-apply-0002')).body.message as WireLoan;
      // A retry once the margin is frozen (50,000 left) answers the application again, not "margin short".
      expect((await apply(token, {}, 'loan-apply-0002')).body.message).toEqual(applied1);
      const approvals = await Promise.all(
        Array.from({ length: 200 }, () =>
          h.api.operator('POST', '/operator/loan/approve', { id: String(applied1.id) }),
        ),
      );
      expect(approvals.filter((answer) => answer.body.type === 'ok')).toHaveLength(1);
      const active = await loan(token, applied1.id);
      expect(active).toMatchObject({
        state: 'active',
        risk: { debt: '600000', level: 'safe', overdue_days: 0 },
      });
      expect(new Decimal(active.risk?.rate ?? 0).toDecimalPlaces(6).toFixed()).toBe('1.333333');
      expect(
        Date.parse(active.due_at ?? '') - Date.parse((await loan(token, applied1.id)).due_at ?? ''),
      ).toBe(0);
      expect(await balances(name)).toEqual({ 'balance:USDT': '50000/0', 'margin:USDT': '600000/200000' });

      // 800,000 secures 600,000: down to 720,000 (120 %) may leave, 8 transfers of 10,000.
      const transfer = (url?: string) =>
        url === undefined
          ? h.api.post(
              '/wallet/change',
              { currency_id: USDT, number: '10000', from_field: 'margin', to_field: 'balance' },
              { token },
            )
          : fetch(`${url}/api/wallet/change`, {
              method: 'POST',
              headers: { authorization: token, 'content-type': 'application/json' },
              body: JSON.stringify({
                currency_id: USDT,
                number: '10000',
                from_field: 'margin',
                to_field: 'balance',
              }),
            }).then(async (response) => ({
              body: (await response.json()) as { type: string; code?: string },
            }));
      const sibling = h.database === 'PostgreSQL' ? await h.startSibling() : undefined;
      try {
        const moves = await Promise.all(
          Array.from({ length: 300 }, (_, i) => transfer(i % 2 === 0 ? undefined : sibling?.url)),
        );
        expect(moves.filter((answer) => answer.body.type === 'ok')).toHaveLength(8);
        expect(new Set(moves.filter((a) => a.body.type !== 'ok').map((a) => a.body.code))).toEqual(
          new Set(['LOANS.MARGIN_LOCKED']),
        );
      } finally {
        await sibling?.close();
      }
      expect(await balances(name)).toEqual({ 'balance:USDT': '130000/0', 'margin:USDT': '520000/200000' });
      expect((await loan(token, applied1.id)).risk).toMatchObject({ rate: '1.2', level: 'safe' });

      const repays = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          h.api.post(
            '/loan/repay',
            { id: String(applied1.id) },
            { token, headers: { 'idempotency-key': `loan-repay-${i}` } },
          ),
        ),
      );
      expect(repays.filter((answer) => answer.body.type === 'ok')).toHaveLength(1);
      expect(new Set(repays.filter((a) => a.body.type !== 'ok').map((a) => a.body.code))).toEqual(
        new Set(['LOANS.NOT_ACTIVE']),
      );
      const repaid = await loan(token, applied1.id);
      expect(repaid).toMatchObject({
        state: 'repaid',
        risk: null,
        settlement: {
          debt: '600000',
          overdue_days: 0,
          interest: '0',
          risk_rate: null,
          taken: [{ asset: 'USDT', amount: '600000' }],
          shortfall_usdt: '0',
          calculator_version: 'loans/1',
        },
      });
      // 520,000 from the margin account, 80,000 from the balance; the 200,000 margin back.
      expect(await balances(name)).toEqual({ 'balance:USDT': '250000/0', 'margin:USDT': '0/0' });
      // Nothing is pledged any more: the margin account is the user's to move again.
      await audited();
    });

    it('warns below 120 % and closes below 110 % on the overdue interest, recording what it used', async () => {
      const { name, token } = await borrower({ USDT: '200000' }, 'email');
      const { id } = await applied(token, { term_days: '7' });
      await approved(id);
      // 7 days' term and 25 overdue: 600,000 × (1 + 0.005 × 25) = 675,000 against 800,000: 118.5 %.
      h.clock.advance(32 * DAY_MS);
      let again = await h.api.login(name);
      const warned = await eventually(
        () => loan(again, id),
        (l) => l.warned_at !== null,
        'the warning',
      );
      expect(warned).toMatchObject({
        state: 'active',
        risk: { debt: '675000', level: 'warning', overdue_days: 25 },
      });
      const notices = await h.api.outbox(name);
      expect(notices.some((message) => message.body.includes('118.52 %'))).toBe(true);
      // 45 overdue: 735,000 against 800,000: 108.8 %, closed.
      h.clock.advance(20 * DAY_MS);
      again = await h.api.login(name);
      const closed = await eventually(
        () => loan(again, id),
        (l) => l.state === 'liquidated',
        'the close',
      );
      expect(closed).toMatchObject({
        warned_at: null,
        settlement: {
          debt: '735000',
          overdue_days: 45,
          interest: '135000',
          holdings: [{ asset: 'USDT', amount: '800000' }],
          prices: [{ asset: 'USDT', price_usdt: '1', tick_id: null }],
          taken: [{ asset: 'USDT', amount: '735000' }],
          shortfall_usdt: '0',
        },
      });
      const [told] = (await h.api.get('/mailMessage/getList', {}, { token: again })).body.message.data;
      expect(told).toMatchObject({
        topic: 'loan_closed',
        facts: { loan: String(id), amount: '600000', asset: 'USDT', debt: '735000' },
      });
      expect((await archivedSettlement(h, `loan:${id}`)).result).toEqual({
        taken: [{ asset: 'USDT', amount: '735000' }],
        shortfall_usdt: '0',
      });
      // 600,000 from the margin account's available, 135,000 from the pledge; 65,000 back.
      expect(await balances(name)).toEqual({ 'balance:USDT': '65000/0', 'margin:USDT': '0/0' });
      expect((await h.api.outbox(name)).some((message) => message.body.includes('735000'))).toBe(true);
      await audited();
    });

    it('closes a BTC-secured loan by core’s calculator on the recorded ticks it names', async () => {
      const { name, token } = await borrower({ BTC: '100' });
      const { id, margin } = await applied(token, { leverage: '2', term_days: '7', margin_currency: 'BTC' });
      const active = await approved(id);
      expect(active.risk?.level).toBe('safe');
      // 200 days overdue doubles the debt: whatever BTC did, the pledge no longer covers 110 %.
      h.clock.advance(207 * DAY_MS);
      const again = await h.api.login(name);
      const closed = await eventually(
        () => loan(again, id),
        (l) => l.state === 'liquidated',
        'the close',
      );
      const settlement = closed.settlement;
      if (settlement === null || closed.closed_at === null || active.due_at === null)
        throw new Error('no settlement');
      expect(settlement.debt).toBe(
        loanDebt({ amount: '600000', dueAt: active.due_at }, Date.parse(closed.closed_at), 6).toFixed(),
      );
      const btc = settlement.prices.find((price) => price.asset === 'BTC');
      const { rows } = await sql<{ price: string; symbol: string }>`
        select price, symbol from market_ticks where id = ${String(btc?.tick_id)}`.execute(h.server.database);
      expect(rows[0]).toEqual({ price: btc?.price_usdt, symbol: 'BTC/USDT' });
      expect(settlement.holdings).toEqual([
        { asset: 'BTC', amount: margin },
        { asset: 'USDT', amount: '600000' },
      ]);
      const priceOf = (asset: string) =>
        settlement.prices.find((price) => price.asset === asset)?.price_usdt ?? null;
      const recomputed = loanLiquidation({
        debt: settlement.debt,
        loanCurrency: 'USDT',
        loanPriceUsdt: '1',
        holdings: settlement.holdings.map(({ asset, amount }) => ({
          asset,
          amount: new Decimal(amount),
          priceUsdt: priceOf(asset) === null ? null : new Decimal(priceOf(asset) ?? 0),
          decimals: asset === 'BTC' ? 8 : 6,
        })),
      });
      expect(recomputed.taken.map(({ asset, amount }) => ({ asset, amount: amount.toFixed() }))).toEqual(
        settlement.taken,
      );
      expect(recomputed.shortfallUsdt.toFixed()).toBe(settlement.shortfall_usdt);
      await audited();
    });
  },
  { tickMs: TICK_MS },
);

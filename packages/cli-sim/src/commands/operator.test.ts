import { Failures } from '@tessera/core';
import * as TE from 'fp-ts/lib/TaskEither.js';
import { describe, expect, it } from 'vitest';
import type { KycDecision, KycSubmission, ListedLoan, ListedQuickBuy, Operator } from '../runtime/context.js';
import { capturingIo, outboxOnly } from '../test-support.js';
import { createOperatorCommand, formatSubmissions, parseOperatorArgs } from './operator.js';
import { formatQuickBuys } from './operator-buy.js';
import { formatLoans } from './operator-loan.js';

const TARGET = ['--server', 'http://127.0.0.1:8080', '--operator-key', 'k'];

const submission: KycSubmission = {
  user_id: 3,
  user: 'ada@example.test',
  real_type: 1,
  state: 'review',
  country: 'GB',
  id_type: 'passport',
  name: 'Ada Lovelace',
  card_id: 'P1234567',
  front_pic: null,
  reverse_pic: null,
  reason: null,
  submitted_at: '2026-11-22T10:00:00.000Z',
};

const order: ListedQuickBuy = {
  id: 12,
  reference: 'QB-000012',
  user_id: 3,
  user: 'ada@example.test',
  country: 'TH',
  currency: 'USD',
  method: 'bank_transfer',
  amount: '250',
  usdt: '250',
  state: 'to_be_paid',
  proof_at: '2026-11-22T10:05:00.000Z',
  created_at: '2026-11-22T10:00:00.000Z',
  pay_by: '2026-11-23T10:00:00.000Z',
  paid_at: null,
  cancel_reason: null,
};

const loan: ListedLoan = {
  id: 4,
  user_id: 3,
  user: 'ada@example.test',
  state: 'reviewing',
  currency: 'USDT',
  amount: '600000',
  margin_currency: 'USDT',
  margin: '200000',
  leverage: '3',
  term_days: 7,
  contact_uid: '100234',
  applied_at: '2026-11-22T10:00:00.000Z',
  funded_at: null,
  due_at: null,
  closed_at: null,
  reject_reason: null,
  warned_at: null,
  risk: null,
  settlement: null,
};

/** Runs the command over a recording fake operator. */
const run = async (args: string[], env: Record<string, string> = {}) => {
  const calls: unknown[] = [];
  let connectedTo: [string, string] | undefined;
  const operator: Operator = {
    ...outboxOnly,
    canRead: true,
    outbox: async () => ({ ok: true, messages: [] }),
    kycSubmissions: (state) => {
      calls.push(['list', state]);
      return TE.right([submission]);
    },
    kycApprove: (decision: KycDecision) => {
      calls.push(['approve', decision]);
      return decision.user === 'nobody'
        ? TE.left(Failures.rejected('OPERATOR.USER_NOT_FOUND', 'No such user'))
        : TE.right(undefined);
    },
    kycReject: (decision) => {
      calls.push(['reject', decision]);
      return TE.right(undefined);
    },
    advanceClock: (seconds) => {
      calls.push(['advance', seconds]);
      return seconds > 366 * 86_400
        ? TE.left(Failures.rejected('SHARED.INVALID_PARAMS', 'Parameter error'))
        : TE.right({ now: '2026-11-23T10:00:00.000Z', offsetSeconds: seconds });
    },
    quickBuys: (state) => {
      calls.push(['buys', state]);
      return TE.right(state === 'to_be_paid' ? [order] : []);
    },
    confirmQuickBuy: (id) => {
      calls.push(['confirm', id]);
      return id === order.id
        ? TE.right({ ...order, state: 'paid', paid_at: '2026-11-22T10:10:00.000Z' })
        : TE.left(Failures.rejected('QUICKBUY.NOT_CONFIRMABLE', 'This order cannot be confirmed'));
    },
    rejectQuickBuy: (id) => {
      calls.push(['reject buy', id]);
      return TE.right({ ...order, id, state: 'cancelled', cancel_reason: 'not_received' });
    },
    loans: (state) => {
      calls.push(['loans', state]);
      return TE.right(state === 'reviewing' ? [loan] : []);
    },
    approveLoan: (id) => {
      calls.push(['approve loan', id]);
      return id === loan.id
        ? TE.right({
            ...loan,
            state: 'active',
            funded_at: '2026-11-22T11:00:00.000Z',
            due_at: '2026-11-29T11:00:00.000Z',
            risk: { debt: '600000', overdue_days: 0, rate: '1.33333333333333333333', level: 'safe' },
          })
        : TE.left(Failures.rejected('LOANS.NOT_REVIEWING', 'Only a loan under review can be decided'));
    },
    rejectLoan: (id, reason) => {
      calls.push(['reject loan', id, reason]);
      return TE.right({ ...loan, id, state: 'rejected', reject_reason: reason });
    },
    setMarketMaker: (user, marketMaker) => {
      calls.push(['maker', user, marketMaker]);
      return user === 'nobody'
        ? TE.left(Failures.rejected('OPERATOR.USER_NOT_FOUND', 'No such user'))
        : TE.right(marketMaker ? 'Recorded as a market maker' : 'No longer a market maker');
    },
  };
  const { io, printed } = capturingIo(env, '/');
  const command = createOperatorCommand((server, key) => {
    connectedTo = [server, key];
    return operator;
  });
  const code = await command.run(args, io);
  return { code, stdout: printed.stdout, stderr: printed.stderr, calls, connectedTo };
};

describe('parseOperatorArgs', () => {
  it('reads an action, its user and options', () => {
    expect(
      parseOperatorArgs(['kyc', 'approve', '+447700900123', '--real-type', '2', ...TARGET], {}),
    ).toMatchObject({
      ok: true,
      server: 'http://127.0.0.1:8080',
      operatorKey: 'k',
      input: { user: '+447700900123', realType: 2 },
    });
  });

  it('reads a duration for the clock', () => {
    expect(parseOperatorArgs(['clock', 'advance', '24h', ...TARGET], {})).toMatchObject({
      ok: true,
      input: { duration: { text: '24h', seconds: 86_400 } },
    });
  });

  it('takes the server and key from TESSERA_SERVER and OPERATOR_KEY', () => {
    expect(
      parseOperatorArgs(['kyc', 'list'], { TESSERA_SERVER: 'http://h:1', OPERATOR_KEY: 'env-key' }),
    ).toMatchObject({ ok: true, server: 'http://h:1', operatorKey: 'env-key', input: {} });
  });

  it.each([
    [
      [],
      'which action? (kyc list, kyc approve, kyc reject, clock advance, deposit, withdrawal list, withdrawal complete, withdrawal reject, balances, audit, buy list, buy confirm, buy reject, loan list, loan approve, loan reject, loan maker, content list, content missing, content new, content write, content publish, content archive, chat list, chat show, chat reply, rewards run, coupons issue)',
    ],
    [
      ['kyc', 'pass', 'x'],
      'unknown action "kyc pass x" (known: kyc list, kyc approve, kyc reject, clock advance, deposit, withdrawal list, withdrawal complete, withdrawal reject, balances, audit, buy list, buy confirm, buy reject, loan list, loan approve, loan reject, loan maker, content list, content missing, content new, content write, content publish, content archive, chat list, chat show, chat reply, rewards run, coupons issue)',
    ],
    [['clock', 'advance'], 'clock advance takes one <duration>, got 0'],
    [['clock', 'advance', '1', 'day'], 'clock advance takes one <duration>, got 2'],
    [['clock', 'advance', '0s'], 'clock advance: <duration> must be like 90s, 30m, 24h or 7d, got "0s"'],
    [['clock', 'advance', '24h', '--state', 'review'], 'clock advance does not take --state'],
    [['kyc', 'approve'], 'kyc approve takes one <user>, got 0'],
    [['kyc', 'list', 'x'], 'kyc list takes no arguments, got x'],
    [['kyc', 'reject', 'ada'], 'kyc reject needs --reason'],
    [['kyc', 'approve', 'ada', '--reason', 'x'], 'kyc approve does not take --reason'],
    [['kyc', 'list', '--state', 'done'], '--state must be one of none, review, verified, failed, got "done"'],
    [['kyc', 'approve', 'ada', '--real-type', '3'], '--real-type must be 1 (basic) or 2 (advanced), got "3"'],
    [['buy', 'confirm'], 'buy confirm takes one <id>, got 0'],
    [['buy', 'confirm', 'QB-000012'], 'buy confirm: <id> must be a number, got "QB-000012"'],
    [['buy', 'reject', '12', '--reason', 'late'], 'buy reject does not take --reason'],
    [['buy', 'list', '--state', 'open'], '--state must be one of to_be_paid, paid, cancelled, got "open"'],
    [
      ['loan', 'list', '--state', 'open'],
      '--state must be one of reviewing, cancelled, rejected, active, repaid, liquidated, got "open"',
    ],
    [['loan', 'approve', '4', '--reason', 'fine'], 'loan approve does not take --reason'],
    [['loan', 'reject', '4'], 'loan reject needs --reason'],
    [['loan', 'reject', '4', '--reason', ' '], 'loan reject needs --reason'],
    [['loan', 'approve', '#4'], 'loan approve: <id> must be a number, got "#4"'],
    [['loan', 'maker', 'ada'], 'loan maker takes <user> and on|off, got 1 argument'],
    [['loan', 'maker', 'ada', 'on', 'now'], 'loan maker takes <user> and on|off, got 3 arguments'],
    [['loan', 'maker', 'ada', 'yes'], 'loan maker: say on or off after <user>, got "yes"'],
  ])('refuses %j: %s', (args, error) => {
    expect(parseOperatorArgs([...args, ...TARGET], {})).toEqual({ ok: false, error });
  });

  it('needs a server and an operator key', () => {
    expect(parseOperatorArgs(['kyc', 'list'], {})).toEqual({
      ok: false,
      error: 'operator commands need --server <url> (or TESSERA_SERVER)',
    });
    expect(parseOperatorArgs(['kyc', 'list', '--server', 'http://h:1'], {})).toEqual({
      ok: false,
      error: 'operator commands need --operator-key <key> (or OPERATOR_KEY)',
    });
  });
});

describe('tessera-sim operator', () => {
  it('approves through the operator API and says so', async () => {
    const result = await run(['kyc', 'approve', 'ada@example.test', ...TARGET]);
    expect(result).toMatchObject({
      code: 0,
      stdout: '✓ approved the review in progress of ada@example.test\n',
      stderr: '',
      connectedTo: ['http://127.0.0.1:8080', 'k'],
    });
    expect(result.calls).toEqual([['approve', { user: 'ada@example.test' }]]);
  });

  it("exits 1 with the server's message when it refuses", async () => {
    const { code, stderr } = await run(['kyc', 'approve', 'nobody', '--real-type', '1', ...TARGET]);
    expect(code).toBe(1);
    expect(stderr).toBe(
      '✗ approving the basic review of nobody failed: Rejected OPERATOR.USER_NOT_FOUND "No such user"\n',
    );
  });

  it('rejects with the reason', async () => {
    const { code, stdout, calls } = await run([
      'kyc',
      'reject',
      '3',
      '--reason',
      ' Blurred photo ',
      ...TARGET,
    ]);
    expect(code).toBe(0);
    expect(stdout).toBe('✓ rejected the review in progress of 3: "Blurred photo"\n');
    expect(calls).toEqual([['reject', { user: '3', reason: 'Blurred photo' }]]);
  });

  it("advances the clock and says the server's time", async () => {
    const { code, stdout, calls } = await run(['clock', 'advance', '24h', ...TARGET]);
    expect(code).toBe(0);
    expect(calls).toEqual([['advance', 86_400]]);
    expect(stdout).toBe("✓ advanced the clock 24h: the server's time is now 2026-11-23T10:00:00.000Z\n");
    const refused = await run(['clock', 'advance', '400d', ...TARGET]);
    expect(refused).toMatchObject({
      code: 1,
      stderr: '✗ advancing the clock 400d failed: Rejected SHARED.INVALID_PARAMS "Parameter error"\n',
    });
  });

  it('lists submissions as a table', async () => {
    const { code, stdout, calls } = await run(['kyc', 'list', '--state', 'review', ...TARGET]);
    expect(code).toBe(0);
    expect(calls).toEqual([['list', 'review']]);
    expect(stdout).toBe(`${formatSubmissions([submission], 'review')}\n`);
    expect(stdout).toContain('#3  ada@example.test  basic  review  GB passport "Ada Lovelace" P1234567');
  });

  it('exits 2 on a usage error without connecting, and prints help on --help', async () => {
    const wrong = await run(['kyc', 'approve']);
    expect(wrong.code).toBe(2);
    expect(wrong.connectedTo).toBeUndefined();
    expect(wrong.stderr).toContain('tessera-sim operator: kyc approve takes one <user>, got 0');
    const help = await run(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('kyc reject <user> --reason "..." [--real-type 1|2]');
  });
});

describe('tessera-sim operator buy', () => {
  it('lists the orders to be paid by default, as a table', async () => {
    const { code, stdout, calls } = await run(['buy', 'list', ...TARGET]);
    expect(code).toBe(0);
    expect(calls).toEqual([['buys', 'to_be_paid']]);
    expect(stdout).toBe(`${formatQuickBuys([order], 'to_be_paid')}\n`);
    expect(stdout).toBe(
      [
        '1 quick-buy order in state "to_be_paid":',
        'id   reference  user              pays     buys      by                     placed                    standing',
        '#12  QB-000012  ada@example.test  250 USD  250 USDT  bank_transfer from TH  2026-11-22T10:00:00.000Z  proof 2026-11-22T10:05:00.000Z',
        '',
      ].join('\n'),
    );
    const paid = await run(['buy', 'list', '--state', 'paid', ...TARGET]);
    expect(paid.stdout).toBe('No quick-buy orders in state "paid".\n');
  });

  it("confirms and rejects by id, and exits 1 with the server's refusal", async () => {
    const confirmed = await run(['buy', 'confirm', '12', ...TARGET]);
    expect(confirmed).toMatchObject({
      code: 0,
      stdout: '✓ quick-buy order #12 (QB-000012) paid: 250 USDT credited\n',
      calls: [['confirm', 12]],
    });
    const rejected = await run(['buy', 'reject', '13', ...TARGET]);
    expect(rejected).toMatchObject({
      code: 0,
      stdout: '✓ quick-buy order #13 (QB-000012) cancelled: the payment was not received\n',
      calls: [['reject buy', 13]],
    });
    const refused = await run(['buy', 'confirm', '13', ...TARGET]);
    expect(refused).toMatchObject({
      code: 1,
      stderr:
        '✗ confirming quick-buy order #13 failed: Rejected QUICKBUY.NOT_CONFIRMABLE "This order cannot be confirmed"\n',
    });
  });
});

describe('tessera-sim operator loan', () => {
  it('reads a user and on or off for the market-maker standing', () => {
    expect(parseOperatorArgs(['loan', 'maker', 'ada@example.test', 'ON', ...TARGET], {})).toMatchObject({
      ok: true,
      input: { user: 'ada@example.test', on: true },
    });
    expect(parseOperatorArgs(['loan', 'maker', '3', 'off', ...TARGET], {})).toMatchObject({
      ok: true,
      input: { user: '3', on: false },
    });
  });

  it('lists the applications under review by default, as a table', async () => {
    const { code, stdout, calls } = await run(['loan', 'list', ...TARGET]);
    expect(code).toBe(0);
    expect(calls).toEqual([['loans', 'reviewing']]);
    expect(stdout).toBe(
      [
        '1 OTC loan in state "reviewing":',
        'id  user              borrows            margin       contact  applied                   standing',
        '#4  ada@example.test  600000 USDT 3× 7d  200000 USDT  100234   2026-11-22T10:00:00.000Z  under review',
        '',
      ].join('\n'),
    );
    const active = await run(['loan', 'list', '--state', 'active', ...TARGET]);
    expect(active).toMatchObject({
      stdout: 'No OTC loans in state "active".\n',
      calls: [['loans', 'active']],
    });
  });

  it("approves, rejects with the reason, and exits 1 with the server's refusal", async () => {
    const approved = await run(['loan', 'approve', '4', ...TARGET]);
    expect(approved).toMatchObject({
      code: 0,
      stdout:
        '✓ OTC loan #4 active: 600000 USDT paid into the margin account, due 2026-11-29T11:00:00.000Z; risk rate 133.33 % (safe)\n',
      calls: [['approve loan', 4]],
    });
    const rejected = await run(['loan', 'reject', '5', '--reason', ' Pledge BTC instead ', ...TARGET]);
    expect(rejected).toMatchObject({
      code: 0,
      stdout:
        '✓ OTC loan #5 rejected: "Pledge BTC instead"; the 200000 USDT margin back in the balance account\n',
      calls: [['reject loan', 5, 'Pledge BTC instead']],
    });
    const refused = await run(['loan', 'approve', '5', ...TARGET]);
    expect(refused).toMatchObject({
      code: 1,
      stderr:
        '✗ approving OTC loan #5 failed: Rejected LOANS.NOT_REVIEWING "Only a loan under review can be decided"\n',
    });
  });

  it('gives and takes the market-maker standing', async () => {
    expect(await run(['loan', 'maker', 'ada@example.test', 'on', ...TARGET])).toMatchObject({
      code: 0,
      stdout: '✓ ada@example.test is a market maker: Recorded as a market maker\n',
      calls: [['maker', 'ada@example.test', true]],
    });
    expect(await run(['loan', 'maker', 'ada@example.test', 'off', ...TARGET])).toMatchObject({
      code: 0,
      stdout: '✓ ada@example.test is no longer a market maker: No longer a market maker\n',
      calls: [['maker', 'ada@example.test', false]],
    });
    expect(await run(['loan', 'maker', 'nobody', 'on', ...TARGET])).toMatchObject({
      code: 1,
      stderr: '✗ marking nobody as a market maker failed: Rejected OPERATOR.USER_NOT_FOUND "No such user"\n',
    });
  });
});

describe('formatLoans', () => {
  it('says where each loan stands', () => {
    const settled = {
      debt: '735000',
      overdue_days: 45,
      risk_rate: '1.0884353741496598639',
      taken: [{ asset: 'USDT', amount: '735000' }],
      shortfall_usdt: '0',
    };
    expect(
      formatLoans(
        [
          { ...loan, state: 'cancelled', closed_at: '2026-11-22T12:00:00.000Z' },
          { ...loan, state: 'rejected', closed_at: '2026-11-22T12:00:00.000Z', reject_reason: 'Pledge BTC' },
          {
            ...loan,
            state: 'active',
            due_at: '2026-11-29T11:00:00.000Z',
            warned_at: '2026-12-24T11:00:00.000Z',
            risk: { debt: '675000', overdue_days: 25, rate: '1.185185', level: 'warning' },
          },
          {
            ...loan,
            state: 'repaid',
            closed_at: '2026-11-23T12:00:00.000Z',
            settlement: { ...settled, debt: '600000' },
          },
          { ...loan, state: 'liquidated', closed_at: '2027-01-13T11:00:00.000Z', settlement: settled },
        ],
        'all',
      )
        .split('\n')
        .map((line) => line.split('  ').at(-1)?.trim()),
    ).toEqual([
      '5 OTC loans in state "all":',
      'standing',
      'withdrawn 2026-11-22T12:00:00.000Z',
      'rejected 2026-11-22T12:00:00.000Z: "Pledge BTC"',
      'due 2026-11-29T11:00:00.000Z, risk 118.52 % warning, warned 2026-12-24T11:00:00.000Z',
      'repaid 600000 USDT 2026-11-23T12:00:00.000Z',
      'liquidated 2027-01-13T11:00:00.000Z at 108.84 %: took 735000 USDT, shortfall 0 USDT',
    ]);
  });
});

describe('formatQuickBuys', () => {
  it('says where each order stands', () => {
    expect(
      formatQuickBuys(
        [
          { ...order, proof_at: null },
          { ...order, id: 13, state: 'cancelled', cancel_reason: 'expired' },
        ],
        'to_be_paid',
      )
        .split('\n')
        .map((line) => line.split('  ').at(-1)),
    ).toEqual([
      '2 quick-buy orders in state "to_be_paid":',
      'standing',
      'no proof (by 2026-11-23T10:00:00.000Z)',
      'cancelled: expired',
    ]);
  });
});

describe('formatSubmissions', () => {
  it('says when there is nothing to review', () => {
    expect(formatSubmissions([], 'review')).toBe('No verification submissions in state "review".');
  });
});

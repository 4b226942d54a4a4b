import { readFileSync } from 'node:fs';
import type { LedgerRecord, Page } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import * as TE from 'fp-ts/lib/TaskEither.js';
import { describe, expect, it } from 'vitest';
import { type Reporter, runScenario, type StepReport } from '../runner.js';
import type { SimContext } from '../runtime/context.js';
import { parseScenario } from '../scenario/scenario.js';
import { fakeContext, PASSWORD } from '../test-support.js';

const load = (text: string) => parseScenario(text, { random: 'abc12345', randomDigits: '31415926', env: {} });

/** A user with email and mobile bound whose basic verification an operator approved: level 1. */
const VERIFIED = `  - register: { kind: email, user: ada@example.test, password: ${PASSWORD} }
  - bindMobile: { areaCode: 44, mobile: 7700900123 }
  - verifyBasic: { country: TH, idType: passport, name: Ada Lovelace, cardId: P1234567 }
  - operator: { kyc: approve }
`;

/** Plays `steps` after `before` (by default: a verified user); reports only those of `steps`. */
const play = async (steps: string, ctx: SimContext = fakeContext(), before = VERIFIED) => {
  const scenario = load(`name: quickbuy\nsteps:\n${before}${steps}`);
  if (E.isLeft(scenario)) throw new Error(scenario.left.join('\n'));
  const reports: StepReport[] = [];
  const reporter: Reporter = { stepFinished: (report) => void reports.push(report) };
  const summary = await runScenario(scenario.right, ctx, reporter);
  ctx.tessera.stop();
  const skipped = before.trim() === '' ? 0 : before.trim().split('\n').length;
  return { summary, reports: reports.slice(skipped) };
};

describe('buy, sendProof, operator buy and expect quickBuy, as written', () => {
  it('decode with their titles; amounts may be numbers', () => {
    const result = load(`name: x
steps:
  - buy: { usd: 250, country: th, method: bank_transfer }
  - buy: { usd: "1000", country: US, method: card, currency: usd, firstName: Ada, lastName: Lovelace, email: a@example.test, phone: "+447700900123", taxId: AB-1234 }
  - sendProof: latest
  - operator: { buy: confirm }
  - operator: { buy: reject, order: 7 }
  - expect: { quickBuy: { to_be_paid: 0, paid: 1, cancelled: 2, cancelledBy: expired, credited: true } }
`);
    if (E.isLeft(result)) throw new Error(result.left.join('\n'));
    expect(result.right.steps.map((step) => [step.title, step.role])).toEqual([
      ['buy USDT for 250 USD from TH by bank_transfer', 'action'],
      ['buy USDT for 1000 USD from US by card', 'action'],
      ['send the transfer proof of the latest quick-buy order', 'action'],
      ["operator buy confirm the current user's latest order with its proof", 'action'],
      ['operator buy reject order #7', 'action'],
      ['expect quickBuy to_be_paid 0, paid 1, cancelled 2, cancelledBy expired, credited true', 'check'],
    ]);
  });

  it('refuse what they do not know when the file is loaded, with paths', () => {
    expect(
      load(`name: x
steps:
  - buy: { country: TH, method: bank_transfer }
  - buy: { usd: 250, country: TH, method: cash, payer: Ada }
  - sendProof: newest
  - operator: { buy: pay }
  - operator: { buy: confirm, kyc: approve }
  - operator: { buy: reject, reason: late }
  - expect: { quickBuy: { paid: one, credited: false, cancelledBy: timeout } }
`),
    ).toEqual(
      E.left([
        'steps[0].buy.usd: expected text, saw nothing',
        'steps[1].buy.payer: unknown field "payer" (known: usd, country, method, currency, firstName, lastName, email, phone, taxId)',
        'steps[1].buy.method: expected "bank_transfer" | "card" | "wallet", saw "cash"',
        'steps[2].sendProof: expected "latest", saw "newest"',
        'steps[3].operator.buy: expected "confirm" | "reject", saw "pay"',
        'steps[4].operator: kyc and buy are decisions of two operator steps: write one per step',
        'steps[5].operator.reason: unknown field "reason" (known: buy, order)',
        'steps[6].expect.quickBuy.paid: expected number, saw "one"',
        'steps[6].expect.quickBuy.cancelledBy: expected "user" | "expired" | "not_received", saw "timeout"',
        'steps[6].expect.quickBuy.credited: expected true, saw false',
      ]),
    );
  });

  it('decode the shipped scenario', () => {
    const text = readFileSync(new URL('../../scenarios/quickbuy.yaml', import.meta.url), 'utf8');
    const result = parseScenario(text, { random: 'abc12345', randomDigits: '31415926', env: {} });
    if (E.isLeft(result)) throw new Error(result.left.join('\n'));
    expect(
      result.right.steps
        .filter((step) => ['buy', 'sendProof', 'operator'].includes(step.kind))
        .map((step) => step.title),
    ).toEqual([
      'before identity verification the limit is 0, so an order is refused before it is sent',
      'an operator approves the basic review (level 1, up to 2,000 USD a purchase)',
      'buy USDT for 250 USD from TH by bank_transfer',
      'send the transfer proof of the latest quick-buy order',
      'an operator sees the transfer arrived and confirms it',
      'a second order sends no proof',
      'a region quick buy does not serve (France) is refused, your region is not supported',
    ]);
  });
});

describe('quick buy against the fake exchange', () => {
  it('orders, sends the proof, is confirmed and credited once; an order without a proof expires', async () => {
    const { summary, reports } = await play(`  - buy: { usd: 250, country: TH, method: bank_transfer }
  - expect: { quickBuy: { to_be_paid: 1, paid: 0 } }
  - sendProof: latest
  - operator: { buy: confirm }
  - expect: { quickBuy: { paid: 1, to_be_paid: 0, credited: true } }
  - buy: { usd: 300, country: TH, method: card }
  - advance: 25h
  - expect: { quickBuy: { paid: 1, cancelled: 1, cancelledBy: expired, credited: true } }
`);
    expect(summary.failed).toBeUndefined();
    expect(reports.map((report) => [report.status, report.detail])).toEqual([
      [
        'passed',
        'order #1 QB-000001: 250 USDT for 250 USD; transfer to Tessera Payments Ltd (GB33BUKB20201555555555, BUKBGB22) with the reference QB-000001, proof by 2026-11-23T10:00:00.000Z',
      ],
      ['passed', '#1 QB-000001: 250 USDT for 250 USD, to be paid, no proof yet'],
      [
        'passed',
        'order #1 QB-000001: proof upload:00000000000000000000000000000001 attached at 2026-11-22T10:00:00.000Z; the exchange confirms the transfer',
      ],
      ['passed', 'confirmed order #1 QB-000001: 250 USDT credited'],
      [
        'passed',
        '#1 QB-000001: 250 USDT for 250 USD, paid at 2026-11-22T10:00:00.000Z; 1 quick-buy credit: 250 USDT',
      ],
      [
        'passed',
        'order #2 QB-000002: 300 USDT for 300 USD; transfer to Tessera Payments Ltd (GB33BUKB20201555555555, BUKBGB22) with the reference QB-000002, proof by 2026-11-23T10:00:00.000Z',
      ],
      ['passed', 'now 2026-11-23T11:00:00.000Z'],
      [
        'passed',
        '#2 QB-000002: 300 USDT for 300 USD, cancelled (expired); #1 QB-000001: 250 USDT for 250 USD, paid at 2026-11-22T10:00:00.000Z; 1 quick-buy credit: 250 USDT',
      ],
    ]);
  });

  it("refuses with core's rules before anything is sent: unverified, a region not served, below the minimum", async () => {
    const unverified = await play(
      `  - buy: { usd: 250, country: TH, method: bank_transfer }
  - expect: { failure: QUICKBUY.NOT_VERIFIED }
`,
      fakeContext(),
      `  - register: { kind: username, user: ada_lovelace, password: ${PASSWORD} }\n`,
    );
    expect(unverified.summary.failed).toBeUndefined();
    expect(unverified.reports[0]?.detail).toBe('failed: Invalid QUICKBUY.NOT_VERIFIED');

    const { summary, reports } = await play(`  - buy: { usd: 250, country: FR, method: bank_transfer }
  - expect: { failure: QUICKBUY.REGION_NOT_SUPPORTED }
  - buy: { usd: "99", country: TH, method: wallet, email: not-an-email }
  - expect: { failure: QUICKBUY.BELOW_MINIMUM }
  - expect: { quickBuy: { to_be_paid: 0 } }
`);
    expect(summary.failed).toBeUndefined();
    expect(reports.map((report) => report.detail)).toEqual([
      'failed: Invalid QUICKBUY.REGION_NOT_SUPPORTED',
      'Invalid QUICKBUY.REGION_NOT_SUPPORTED',
      'failed: Invalid QUICKBUY.BELOW_MINIMUM, SESSION.EMAIL_FORMAT',
      'Invalid QUICKBUY.BELOW_MINIMUM, SESSION.EMAIL_FORMAT',
      undefined,
    ]);

    const region = await play('  - buy: { usd: 250, country: FR, method: bank_transfer }\n');
    expect(region.summary.failed?.message).toBe(
      "buying refused by core's rules: country QUICKBUY.REGION_NOT_SUPPORTED: FR is not served, your region is not supported (served: US, NG, TH, ID, BR, IN, VN, MX, PH)",
    );
  });

  it('needs a signed-in session, an order waiting for its proof, and an operator key to decide', async () => {
    const signedOut = await play('  - logout\n  - sendProof: latest\n');
    expect(signedOut.summary.failed?.message).toBe('sending a proof needs a signed-in session');

    const none = await play('  - sendProof: latest\n');
    expect(none.summary.failed?.message).toBe(
      'no quick-buy order waits for its transfer proof among the ten newest',
    );

    const unproven = await play(
      '  - buy: { usd: 250, country: TH, method: card }\n  - operator: { buy: confirm }\n',
    );
    expect(unproven.summary.failed?.message).toBe(
      'no quick-buy order waits for confirmation (to be paid, with its proof) among the ten newest',
    );

    const byId = await play(`  - buy: { usd: 250, country: TH, method: card }
  - operator: { buy: reject, order: 1 }
  - expect: { failure: QUICKBUY.NOT_CONFIRMABLE }
  - sendProof: latest
  - operator: { buy: reject, order: 1 }
  - expect: { quickBuy: { cancelled: 1, cancelledBy: not_received, credited: true } }
  - logout
  - name: a decision by id needs nobody signed in, and a decided order is not decided again
    operator: { buy: confirm, order: 1 }
  - expect: { failure: QUICKBUY.NOT_CONFIRMABLE }
  - operator: { buy: confirm }
`);
    expect(byId.reports.map((report) => [report.status, report.detail])).toEqual([
      ['passed', expect.stringMatching(/^order #1 QB-000001: 250 USDT for 250 USD/)],
      ['tolerated', 'failed: Rejected QUICKBUY.NOT_CONFIRMABLE "Not possible for this order"'],
      ['passed', 'Rejected QUICKBUY.NOT_CONFIRMABLE "Not possible for this order"'],
      ['passed', expect.stringMatching(/^order #1 QB-000001: proof upload:/)],
      ['passed', 'rejected order #1 QB-000001: cancelled, the payment not received'],
      ['passed', '#1 QB-000001: 250 USDT for 250 USD, cancelled (not_received); 0 quick-buy credits: none'],
      ['passed', undefined],
      ['tolerated', 'failed: Rejected QUICKBUY.NOT_CONFIRMABLE "Not possible for this order"'],
      ['passed', 'Rejected QUICKBUY.NOT_CONFIRMABLE "Not possible for this order"'],
      ['failed', undefined],
    ]);
    expect(byId.summary.failed?.message).toBe(
      'operator: no quick-buy order to act on; sign in first or give `order:`',
    );

    const ctx = fakeContext();
    const keyless = await play(
      '  - operator: { buy: confirm, order: 1 }\n',
      {
        ...ctx,
        operator: { ...ctx.operator, canRead: false },
      },
      '',
    );
    expect(keyless.summary.failed?.message).toBe(
      'operator steps need an operator key (pass --operator-key or set OPERATOR_KEY)',
    );
  });
});

describe('expect quickBuy against the fake exchange', () => {
  it('says how many are in each state and what was credited other than each paid order’s USDT', async () => {
    const ctx = fakeContext();
    const wallet = ctx.tessera.api.wallet;
    const misreported: SimContext = {
      ...ctx,
      tessera: {
        ...ctx.tessera,
        api: {
          ...ctx.tessera.api,
          wallet: {
            ...wallet,
            records: (query) =>
              TE.map((page: Page<LedgerRecord>) => ({
                ...page,
                items: page.items.map((record) => ({ ...record, amount: record.amount.plus('0.01') })),
              }))(wallet.records(query)),
          },
        },
      },
    };
    const { summary } = await play(
      `  - buy: { usd: 250, country: TH, method: bank_transfer }
  - sendProof: latest
  - operator: { buy: confirm }
  - expect: { quickBuy: { paid: 2, to_be_paid: 1, cancelledBy: user, credited: true } }
`,
      misreported,
    );
    expect(summary.failed?.message).toBe(
      'expected those quick-buy orders, saw 0 to_be_paid (expected 1), 1 paid (expected 2), the newest cancelled by nothing (expected user), #1 paid 250 USDT at 2026-11-22T10:00:00.000Z but no such credit, a credit of 250.01 USDT to balance at 2026-11-22T10:00:00.000Z for no paid order',
    );
  });
});

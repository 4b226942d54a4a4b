import { readFileSync } from 'node:fs';
import { Decimal, type NftArtwork, type NftListing } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import { afterEach, describe, expect, it } from 'vitest';
import { type Reporter, runScenario, type StepReport } from '../runner.js';
import type { SimContext } from '../runtime/context.js';
import { parseScenario } from '../scenario/scenario.js';
import { fakeContext, PASSWORD } from '../test-support.js';
import { awaitsTick, cheapestFixed, describeMove, isRunning, movedErrors, seriesToBuy } from './nft.js';

const load = (text: string) => parseScenario(text, { random: 'abc12345', randomDigits: '31415926', env: {} });

/** Contexts made by a test, stopped after it. */
const made: SimContext[] = [];
const fresh = (...args: Parameters<typeof fakeContext>): SimContext => {
  const ctx = fakeContext(...args);
  made.push(ctx);
  return ctx;
};
afterEach(() => {
  for (const ctx of made.splice(0)) ctx.tessera.stop();
});

/** A new user named `name` with `usdt` in the balance account. */
const funded = (
  name: string,
  usdt: string,
) => `  - register: { kind: username, user: ${name}, password: ${PASSWORD} }
  - deposit: { currency: USDT, amount: "${usdt}" }
`;
const as = (name: string) => `  - logout
  - login: { user: ${name}, password: ${PASSWORD} }
`;

/** Plays `steps` after `before` on `ctx`, its session left running; reports only those of `steps`. */
const play = async (steps: string, ctx: SimContext = fresh(), before = funded('ada_l', '100')) => {
  const scenario = load(`name: nft\nsteps:\n${before}${steps}`);
  if (E.isLeft(scenario)) throw new Error(scenario.left.join('\n'));
  const reports: StepReport[] = [];
  const reporter: Reporter = { stepFinished: (report) => void reports.push(report) };
  const summary = await runScenario(scenario.right, ctx, reporter);
  const skipped = before.trim() === '' ? 0 : before.trim().split('\n').length;
  return { summary, reports: reports.slice(skipped) };
};

const outcomes = (reports: readonly StepReport[]) =>
  reports.map((report) => [report.status, report.detail ?? report.message]);

/**
 * In the fake exchange TSR-0002 is the platform's auction (start 40, increment 5, deposit 4);
 * TSR-0001, TSR-0004 and TSR-0012 sell at 25, 20 and 200. Ada (#7) and Bo (#8) bid, Ada first.
 */
const AUCTION = `${funded('ada_l', '100')}  - nftDeposit: { item: TSR-0002 }
  - nftBid: { item: TSR-0002, price: minimum }
  - logout
${funded('bo_b', '100')}  - nftDeposit: { item: TSR-0002 }
  - nftBid: { item: TSR-0002, price: minimum }
`;
/** Bo won TSR-0002 at 45, paid it and resells it from 50 (+5 a bid); Ada won that at 50 and paid. */
const RESOLD = `${AUCTION}  - advance: 24h
  - nftPay: { item: TSR-0002 }
  - nftResell: { item: TSR-0002, price: "50", increment: "5", hours: 24 }
${as('ada_l')}  - nftDeposit: { item: TSR-0002 }
  - nftBid: { item: TSR-0002, price: minimum }
  - advance: 24h
  - nftPay: { item: TSR-0002 }
${as('bo_b')}`;

describe('nftBuy, nftDeposit, nftBid, nftPay, nftResell, blindBox and expect nfts, as written', () => {
  it('decode with their titles; codes are read upper-cased, numbers may be numbers', () => {
    const result = load(`name: x
steps:
  - nftBuy: { item: tsr-0004 }
  - nftBuy: { item: any fixed }
  - nftDeposit: { item: TSR-0005 }
  - nftBid: { item: TSR-0005, price: minimum }
  - nftBid: { item: TSR-0005, price: 33.5 }
  - nftPay: { item: TSR-0005 }
  - nftResell: { item: TSR-0005, price: 40, increment: "4", hours: "24" }
  - blindBox: { open: true }
  - blindBox: { series: Constellations, open: false }
  - expect: { nfts: { owned: 1, codes: [tsr-0005, TSR-B003], listed: 0, opened: 1, unopened: 0, awaitingPayment: 0, messages: [won, paid], proofsVerified: true, recomputed: true } }
`);
    if (E.isLeft(result)) throw new Error(result.left.join('\n'));
    expect(result.right.steps.map((step) => [step.title, step.role])).toEqual([
      ['buy TSR-0004 at its fixed price', 'action'],
      ['buy the cheapest fixed-price item on sale', 'action'],
      ["pay the deposit of TSR-0005's auction", 'action'],
      ['bid the minimum on TSR-0005', 'action'],
      ['bid 33.5 on TSR-0005', 'action'],
      ['pay the won auction of TSR-0005', 'action'],
      ['resell TSR-0005 by auction from 40 (+4 a bid) for 24 h', 'action'],
      ['buy the next blind box on sale and open it', 'action'],
      ['buy the next blind box of Constellations, unopened', 'action'],
      [
        'expect nfts owned 1, codes [TSR-0005, TSR-B003], listed 0, opened 1, unopened 0, awaitingPayment 0, messages [won, paid], proofsVerified true, recomputed true',
        'check',
      ],
    ]);
  });

  it('refuse what they do not know when the file is loaded, with paths', () => {
    expect(
      load(`name: x
steps:
  - nftBuy: { item: the blue one }
  - nftBuy: { item: TSR-0001, price: 25 }
  - nftBid: { item: TSR-0005, price: lots }
  - nftDeposit
  - nftResell: { item: TSR-0005, price: 40, increment: 4, hours: 1.5 }
  - blindBox: { series: Constellations }
  - blindBox: { open: yes please }
  - expect: { nfts: { owned: one, codes: [the blue one], messages: [sold], proofsVerified: false, boxes: 2 } }
`),
    ).toEqual(
      E.left([
        'steps[0].nftBuy.item: expected "any fixed" or an artwork code such as TSR-0007, saw "the blue one"',
        'steps[1].nftBuy.price: unknown field "price" (known: item)',
        'steps[2].nftBid.price: expected "minimum" or a decimal such as 45, saw "lots"',
        'steps[3].nftDeposit: expected nftDeposit arguments, saw nothing',
        'steps[4].nftResell.hours: expected hours (a whole number above 0), saw 1.5',
        'steps[5].blindBox.open: expected boolean, saw nothing',
        'steps[6].blindBox.open: expected boolean, saw "yes please"',
        'steps[7].expect.nfts.boxes: unknown field "boxes" (known: owned, codes, listed, opened, unopened, awaitingPayment, messages, proofsVerified, recomputed)',
        'steps[7].expect.nfts.owned: expected number, saw "one"',
        'steps[7].expect.nfts.codes[0]: expected an artwork code such as TSR-0007, saw "the blue one"',
        'steps[7].expect.nfts.messages[0]: expected "outbid" | "won" | "lost" | "paid" | "expired" | "resale_sold" | "resale_unsold" | "deposit_refunded", saw "sold"',
        'steps[7].expect.nfts.proofsVerified: expected true, saw false',
      ]),
    );
  });

  it('decode the shipped scenario', () => {
    const text = readFileSync(new URL('../../scenarios/nft.yaml', import.meta.url), 'utf8');
    const result = parseScenario(text, { random: 'abc12345', randomDigits: '31415926', env: {} });
    if (E.isLeft(result)) throw new Error(result.left.join('\n'));
    expect(
      result.right.steps
        .filter((step) => step.kind.startsWith('nft') || step.kind === 'blindBox')
        .map((step) => step.title),
    ).toEqual([
      "TSR-0012 costs 200 USDT, more than the 150 available, refused by core's rules",
      'buy the cheapest fixed-price item on sale',
      "pay the deposit of TSR-0005's auction",
      'bid the minimum on TSR-0005',
      "a bid before the deposit is refused by core's rules",
      "pay the deposit of TSR-0005's auction",
      "31 is below the current bid plus the increment (30 + 3), refused by core's rules",
      'bid the minimum on TSR-0005',
      'the winner pays within the day, the deposit back',
      'resell TSR-0005 by auction from 40 (+4 a bid) for 24 h',
      "pay the deposit of TSR-0005's auction",
      'bid the minimum on TSR-0005',
      'pay the won auction of TSR-0005',
      'buy the next blind box on sale, unopened',
      'buy the next blind box of Constellations and open it',
    ]);
  });
});

describe('the NFT marketplace against the fake exchange', () => {
  it("buys at a fixed price: the cheapest on sale with `any fixed`, one the balance does not cover refused by core's rules", async () => {
    const { summary, reports } = await play(`  - nftBuy: { item: TSR-0012 }
  - expect: { failure: WALLET.INSUFFICIENT_BALANCE }
  - nftBuy: { item: any fixed }
  - expect: { nfts: { owned: 1, codes: [TSR-0004], awaitingPayment: 0 }, balances: { balance: { USDT: "80" } } }
  - nftBuy: { item: TSR-0001 }
  - logout
${funded('grace_h', '100')}  - nftBuy: { item: TSR-0004 }
  - expect: { failure: NFT.NOT_ON_SALE }
  - nftBid: { item: TSR-0001, price: "30" }
  - expect: { failure: NFT.NOT_ON_SALE }
`);
    expect(summary.failed).toBeUndefined();
    expect(outcomes(reports)).toEqual([
      ['tolerated', 'failed: Invalid WALLET.INSUFFICIENT_BALANCE'],
      ['passed', 'Invalid WALLET.INSUFFICIENT_BALANCE'],
      [
        'passed',
        `TSR-0004 "Dune I" bought at 20 USDT (the platform's sale #3): 100 → 80 USDT available, 0 → 0 frozen; it is yours`,
      ],
      ['passed', 'owns TSR-0004'],
      [
        'passed',
        `TSR-0001 "Tidal I" bought at 25 USDT (the platform's sale #1): 80 → 55 USDT available, 0 → 0 frozen; it is yours`,
      ],
      ['passed', undefined],
      ['passed', 'signed in as user #8'],
      ['passed', 'credited (deposit #2)'],
      ['tolerated', 'failed: Invalid NFT.NOT_ON_SALE'],
      ['passed', 'Invalid NFT.NOT_ON_SALE'],
      ['tolerated', 'failed: Invalid NFT.NOT_ON_SALE'],
      ['passed', 'Invalid NFT.NOT_ON_SALE'],
    ]);
  });

  it("runs an auction: deposits as core's nftAuctionDeposit gives, bids checked by core's rules, the winner pays, the loser's deposit back", async () => {
    const ctx = fresh();
    const { summary, reports } = await play(
      `  - nftDeposit: { item: TSR-0002 }
  - expect: { balances: { balance: { USDT: "96" }, frozen: { balance: { USDT: "4" } } } }
  - nftDeposit: { item: TSR-0002 }
  - expect: { failure: NFT.DEPOSIT_PAID }
  - nftBid: { item: TSR-0002, price: "39.99" }
  - expect: { failure: NFT.BID_TOO_LOW }
  - nftBid: { item: TSR-0002, price: "40.001" }
  - expect: { failure: WALLET.AMOUNT_PRECISION }
  - nftBid: { item: TSR-0002, price: minimum }
  - logout
${funded('bo_b', '100')}  - nftBid: { item: TSR-0002, price: "45" }
  - expect: { failure: NFT.DEPOSIT_REQUIRED }
  - nftDeposit: { item: TSR-0002 }
  - nftBid: { item: TSR-0002, price: "44" }
  - expect: { failure: NFT.BID_TOO_LOW }
  - nftBid: { item: TSR-0002, price: minimum }
${as('ada_l')}  - expect: { nfts: { owned: 0, messages: [outbid] } }
  - advance: 24h
  - expect: { nfts: { messages: [outbid, lost] }, balances: { balance: { USDT: "100" }, frozen: { balance: { USDT: "0" } } } }
  - nftPay: { item: TSR-0002 }
`,
      ctx,
    );
    expect(outcomes(reports)).toEqual([
      [
        'passed',
        `4 USDT deposit (core's nftAuctionDeposit: 10 % of the start price 40) frozen for TSR-0002 "Tidal II", auction #2 ending 2026-11-23T10:00:00.000Z: 100 → 96 USDT available, 0 → 4 frozen`,
      ],
      ['passed', undefined],
      ['tolerated', 'failed: Invalid NFT.DEPOSIT_PAID'],
      ['passed', 'Invalid NFT.DEPOSIT_PAID'],
      ['tolerated', 'failed: Invalid NFT.BID_TOO_LOW'],
      ['passed', 'Invalid NFT.BID_TOO_LOW'],
      ['tolerated', 'failed: Invalid WALLET.AMOUNT_PRECISION'],
      ['passed', 'Invalid WALLET.AMOUNT_PRECISION'],
      [
        'passed',
        `bid #1: 40 USDT on TSR-0002 "Tidal II" as bidder 1 in auction #2 ending 2026-11-23T10:00:00.000Z; the minimum was 40 (core's minNextBid: the start price)`,
      ],
      ['passed', undefined],
      ['passed', 'signed in as user #8'],
      ['passed', 'credited (deposit #2)'],
      ['tolerated', 'failed: Invalid NFT.DEPOSIT_REQUIRED'],
      ['passed', 'Invalid NFT.DEPOSIT_REQUIRED'],
      ['passed', expect.stringMatching(/^4 USDT deposit .*: 100 → 96 USDT available, 0 → 4 frozen$/)],
      ['tolerated', 'failed: Invalid NFT.BID_TOO_LOW'],
      ['passed', 'Invalid NFT.BID_TOO_LOW'],
      [
        'passed',
        `bid #2: 45 USDT on TSR-0002 "Tidal II" as bidder 2 in auction #2 ending 2026-11-23T10:00:00.000Z; the minimum was 45 (core's minNextBid: the current bid 40 + the increment 5)`,
      ],
      ['passed', undefined],
      ['passed', 'signed in as user #7'],
      ['passed', 'owns nothing; messages [outbid]'],
      ['passed', 'now 2026-11-23T10:00:00.000Z'],
      ['passed', 'owns nothing; messages [lost, outbid]'],
      [
        'failed',
        "no won auction of TSR-0002 awaiting payment (awaiting: none); an auction ends on the exchange's first tick after its end, which `advance` reaches",
      ],
    ]);
    expect(summary.failed?.index).toBe(reports.at(-1)?.index);
    const won = await play(
      `${as('bo_b')}  - expect: { nfts: { owned: 0, awaitingPayment: 1, messages: [won] } }
  - nftPay: { item: TSR-0002 }
  - expect: { nfts: { owned: 1, codes: [TSR-0002], awaitingPayment: 0, messages: [won, paid] }, balances: { balance: { USDT: "55" }, frozen: { balance: { USDT: "0" } } } }
`,
      ctx,
      '',
    );
    expect(won.summary.failed).toBeUndefined();
    expect(outcomes(won.reports).slice(2)).toEqual([
      ['passed', 'owns nothing; to pay: TSR-0002 45 by 2026-11-24T10:00:00.000Z; messages [won]'],
      [
        'passed',
        `order #1 for TSR-0002 "Tidal II" paid before 2026-11-24T10:00:00.000Z: 45 USDT, the 4 deposit back (core's auctionDepositOutcome): 96 → 55 USDT available, 4 → 0 frozen; it is yours`,
      ],
      ['passed', 'owns TSR-0002; messages [paid, won]'],
    ]);
  });

  it("resells by auction, checked by core's rules, and recomputes the seller's proceeds with core's nftSaleProceeds", async () => {
    const ctx = fresh();
    const { summary, reports } = await play(
      `${AUCTION}  - advance: 24h
  - nftPay: { item: TSR-0002 }
  - nftResell: { item: TSR-0002, price: "50", increment: "51", hours: 721 }
  - expect: { failure: NFT.INCREMENT_ABOVE_PRICE }
  - nftResell: { item: TSR-0002, price: "50", increment: "5", hours: 24 }
  - expect: { nfts: { listed: 1 } }
  - nftResell: { item: TSR-0002, price: "60", increment: "5", hours: 24 }
  - expect: { failure: NFT.ALREADY_LISTED }
  - nftDeposit: { item: TSR-0002 }
  - expect: { failure: NFT.OWN_ITEM }
${as('ada_l')}  - nftResell: { item: TSR-0002, price: "50", increment: "5", hours: 24 }
  - expect: { failure: NFT.NOT_OWNER }
  - nftDeposit: { item: TSR-0002 }
  - nftBid: { item: TSR-0002, price: minimum }
  - advance: 24h
  - nftPay: { item: TSR-0002 }
${as('bo_b')}  - expect: { nfts: { owned: 0, listed: 0, messages: [won, paid, resale_sold], recomputed: true }, balances: { balance: { USDT: "103.75" } } }
`,
      ctx,
      '',
    );
    expect(summary.failed).toBeUndefined();
    const shown = outcomes(reports);
    expect(shown.slice(11, 21)).toEqual([
      ['tolerated', 'failed: Invalid NFT.INCREMENT_ABOVE_PRICE, NFT.TOO_LONG'],
      ['passed', 'Invalid NFT.INCREMENT_ABOVE_PRICE, NFT.TOO_LONG'],
      [
        'passed',
        `TSR-0002 "Tidal II" up for resale auction #5 ending 2026-11-24T10:00:00.000Z, from 50 USDT (+5 a bid), deposit 5 (core's nftAuctionDeposit); sold at its start price it would pay you 48.75 and 1.25 fee (core's nftSaleProceeds); it cannot be withdrawn`,
      ],
      ['passed', 'owns TSR-0002; TSR-0002 up for resale'],
      ['tolerated', 'failed: Invalid NFT.ALREADY_LISTED'],
      ['passed', 'Invalid NFT.ALREADY_LISTED'],
      ['tolerated', 'failed: Invalid NFT.OWN_ITEM'],
      ['passed', 'Invalid NFT.OWN_ITEM'],
      ['passed', undefined],
      ['passed', 'signed in as user #7'],
    ]);
    expect(shown.slice(21, 23)).toEqual([
      ['tolerated', 'failed: Invalid NFT.NOT_OWNER'],
      ['passed', 'Invalid NFT.NOT_OWNER'],
    ]);
    expect(shown.at(-1)).toEqual([
      'passed',
      "owns nothing; messages [resale_sold, paid, won]; resale #5 of TSR-0002 sold at 50 (the winning bid): 48.75 USDT to the seller and 1.25 fee (core's nftSaleProceeds, 2.5 %), credited at 2026-11-24T10:00:00.000Z",
    ]);
    expect([...ctx.nftResales.keys()]).toEqual([5]);
  });

  it('finds a resale listed outside the run by the artwork it sold', async () => {
    const ctx = fresh();
    await play(RESOLD, ctx, '');
    ctx.nftResales.clear();
    const { summary, reports } = await play('  - expect: { nfts: { recomputed: true } }\n', ctx, '');
    expect(summary.failed).toBeUndefined();
    expect(reports[0]?.detail).toMatch(/resale #5 of TSR-0002 sold at 50 \(the winning bid\): 48\.75 USDT/);
  });

  it('buys blind boxes in position order, opens one and verifies its proof to the published commitment', async () => {
    const { summary, reports } = await play(`  - blindBox: { open: false }
  - blindBox: { series: constellations, open: true }
  - expect: { nfts: { owned: 1, codes: [TSR-B001], opened: 1, unopened: 1, proofsVerified: true }, balances: { balance: { USDT: "60" } } }
  - blindBox: { series: Galaxies, open: true }
`);
    expect(outcomes(reports)).toEqual([
      [
        'passed',
        'box #1 of "Constellations" (position 1 of 4) bought for 20 USDT: 100 → 80 USDT available, 0 → 0 frozen; unopened',
      ],
      [
        'passed',
        expect.stringMatching(
          /^box #2 of "Constellations" \(position 2 of 4\) bought for 20 USDT: 80 → 60 USDT available, 0 → 0 frozen; opened: TSR-B001 "Lyra" \(common\), its proof verified \(core's verifyBlindBoxProof\) to the commitment [0-9a-f]{12}… the series published$/,
        ),
      ],
      [
        'passed',
        expect.stringMatching(
          /^owns TSR-B001; 1 opened and 1 unopened blind boxes; 1 opened box's proof verified by core's verifyBlindBoxProof to the commitment [0-9a-f]{12}… of "Constellations"$/,
        ),
      ],
      ['failed', 'no blind-box series "Galaxies" (listed: Constellations)'],
    ]);
    expect(summary.failed?.index).toBe(reports.at(-1)?.index);
  });

  it("refuses a box the balance does not cover and a sold-out series by core's rules", async () => {
    const { reports } = await play(
      `  - blindBox: { open: false }
  - blindBox: { open: false }
  - expect: { failure: WALLET.INSUFFICIENT_BALANCE }
  - deposit: { currency: USDT, amount: "100" }
  - blindBox: { open: false }
  - blindBox: { open: false }
  - blindBox: { open: false }
  - blindBox: { open: true }
  - expect: { failure: NFT.SOLD_OUT }
`,
      fresh(),
      funded('ada_l', '30'),
    );
    expect(outcomes(reports).filter(([status]) => status !== 'passed')).toEqual([
      ['tolerated', 'failed: Invalid WALLET.INSUFFICIENT_BALANCE'],
      ['tolerated', 'failed: Invalid NFT.SOLD_OUT'],
    ]);
  });

  it("catches a deposit other than core's nftAuctionDeposit before paying it", async () => {
    const { summary } = await play(
      '  - nftDeposit: { item: TSR-0002 }\n',
      fresh({ nft: { depositOf: (price) => price.mul('0.1').plus('0.5') } }),
    );
    expect(summary.failed?.message).toBe(
      "TSR-0002's auction #2 ending 2026-11-23T10:00:00.000Z asks a deposit of 4.5; core's nftAuctionDeposit gives 4 on its start price 40",
    );
  });

  it("catches proceeds other than core's nftSaleProceeds", async () => {
    const ctx = fresh({ nft: { proceedsOf: (price) => price.mul('0.97') } });
    const { summary } = await play(`${RESOLD}  - expect: { nfts: { recomputed: true } }\n`, ctx, '');
    expect(summary.failed?.message).toBe(
      'expected those NFTs, saw the resale_sold message #6 of "Tidal II" says 48.5; core\'s nftSaleProceeds gives 48.75 on the winning bid 50 of resale #5 (owns nothing)',
    );
  });

  it('catches an opened box whose proof does not hold or leads elsewhere than the published commitment', async () => {
    const salted = fresh({ nft: { proof: (proof) => ({ ...proof, salt: 'salt-9' }) } });
    const opened = await play('  - blindBox: { open: true }\n', salted);
    expect(opened.summary.failed?.message).toMatch(
      /^box #1 of "Constellations" \(position 1 of 4\) bought for 20 USDT: .*; opened: box #1's proof does not hold \(core's verifyBlindBoxProof\)$/,
    );
    const elsewhere = fresh({ nft: { commitment: (root) => `${root.slice(0, -1)}0` } });
    const bought = await play('  - blindBox: { open: false }\n', elsewhere);
    expect(bought.summary.failed).toBeUndefined();
    // Opened by the app, not by a step: the expectation alone catches it.
    await elsewhere.tessera.api.nft.openBlindBox(1)();
    const { summary } = await play('  - expect: { nfts: { proofsVerified: true } }\n', elsewhere, '');
    expect(summary.failed?.message).toMatch(
      /^expected those NFTs, saw box #1's proof leads to [0-9a-f]{12}…, not to the commitment [0-9a-f]{12}… "Constellations" published \(owns TSR-B003; 1 opened and 0 unopened blind boxes; 1 opened box's proof verified/,
    );
  });

  it('says when there is nothing to verify or recompute', async () => {
    const { summary } = await play('  - expect: { nfts: { proofsVerified: true, recomputed: true } }\n');
    expect(summary.failed?.message).toBe(
      'expected those NFTs, saw no resale of theirs sold (no resale_sold message), no opened box whose proof to verify (owns nothing)',
    );
  });

  it('needs a signed-in session', async () => {
    for (const [step, message] of [
      ['nftBuy: { item: any fixed }', 'buying an NFT needs a signed-in session'],
      ['nftDeposit: { item: TSR-0002 }', 'paying an auction deposit needs a signed-in session'],
      ['nftBid: { item: TSR-0002, price: minimum }', 'bidding needs a signed-in session'],
      ['nftPay: { item: TSR-0002 }', 'paying a won auction needs a signed-in session'],
      [
        'nftResell: { item: TSR-0002, price: 50, increment: 5, hours: 24 }',
        'reselling needs a signed-in session',
      ],
      ['blindBox: { open: true }', 'buying a blind box needs a signed-in session'],
      ['expect: { nfts: { owned: 0 } }', 'expected a signed-in user, saw none'],
    ] as const) {
      const signedOut = await play(`  - ${step}\n`, fresh(), '');
      expect(signedOut.summary.failed?.message).toBe(message);
    }
  });
});

describe('isRunning, awaitsTick, cheapestFixed, seriesToBuy, movedErrors', () => {
  const NOW = Date.parse('2026-11-22T12:00:00Z');
  const listing = (fields: Partial<NftListing>): NftListing => ({
    id: 1,
    artworkId: 1,
    kind: 'fixed',
    sellerId: null,
    asset: 'USDT',
    price: new Decimal(25),
    increment: null,
    deposit: null,
    startsAt: '2026-11-22T10:00:00Z',
    endsAt: '2026-11-29T10:00:00Z',
    currentBid: null,
    bids: 0,
    state: 'open',
    payBy: null,
    ...fields,
  });
  const artwork = (id: number, fields: Partial<NftArtwork>): NftArtwork =>
    ({ id, code: `TSR-000${id}`, name: `A${id}`, ownerId: null, listing: null, ...fields }) as NftArtwork;

  it('reads a sale as running between its start and its end while open', () => {
    expect(isRunning(listing({}), 'fixed', NOW)).toBe(true);
    expect(isRunning(listing({}), 'auction', NOW)).toBe(false);
    expect(isRunning(listing({ state: 'sold' }), 'fixed', NOW)).toBe(false);
    expect(isRunning(listing({ startsAt: '2026-11-22T13:00:00Z' }), 'fixed', NOW)).toBe(false);
    expect(isRunning(listing({ endsAt: '2026-11-22T12:00:00Z' }), 'fixed', NOW)).toBe(false);
    expect(isRunning(null, 'fixed', NOW)).toBe(false);
  });

  it('waits for the next ticks only while they may put the item on sale', () => {
    expect(awaitsTick(artwork(1, {}), NOW)).toBe(true);
    expect(awaitsTick(artwork(1, { listing: listing({ state: 'unsold' }) }), NOW)).toBe(true);
    expect(
      awaitsTick(artwork(1, { listing: listing({ endsAt: '2026-11-22T11:00:00Z' }), ownerId: 3 }), NOW),
    ).toBe(true);
    expect(awaitsTick(artwork(1, { listing: listing({}) }), NOW)).toBe(false);
    expect(awaitsTick(artwork(1, { listing: listing({ state: 'sold' }), ownerId: 3 }), NOW)).toBe(false);
    expect(awaitsTick(artwork(1, { ownerId: 3 }), NOW)).toBe(false);
  });

  it('buys the cheapest fixed-price sale running, not one of the user, the lowest id of equal prices', () => {
    const items = [
      artwork(4, { listing: listing({ price: new Decimal(30) }) }),
      artwork(3, { listing: listing({ price: new Decimal(20), state: 'sold' }) }),
      artwork(5, { listing: listing({ price: new Decimal(25) }) }),
      artwork(2, { listing: listing({ price: new Decimal(25) }) }),
      artwork(1, { listing: listing({ price: new Decimal(10), kind: 'auction' }) }),
      artwork(6, { listing: listing({ price: new Decimal(5), sellerId: 9 }) }),
    ];
    expect(cheapestFixed(items, NOW, 1)?.id).toBe(6);
    expect(cheapestFixed(items, NOW, 9)?.id).toBe(2);
    expect(cheapestFixed([], NOW, 9)).toBeUndefined();
  });

  it('buys from the named series, or the first on sale with a box left', () => {
    const series = (id: number, name: string, sold: number, startsAt = '2026-11-01T00:00:00Z') =>
      ({ id, name, size: 10, sold, startsAt, endsAt: '2026-12-31T00:00:00Z' }) as never;
    const all = [series(1, 'Sold', 10), series(2, 'Later', 0, '2026-12-01T00:00:00Z'), series(3, 'Stars', 2)];
    expect(seriesToBuy(all, NOW, undefined)).toMatchObject({ id: 3 });
    expect(seriesToBuy(all, NOW, ' later ')).toMatchObject({ id: 2 });
    expect(seriesToBuy(all.slice(0, 2), NOW, undefined)).toMatchObject({ id: 1 });
    expect(seriesToBuy(all, NOW, 'Galaxies')).toBeUndefined();
  });

  it('says how the balance account moved against how it should have', () => {
    const held = (available: string, frozen: string) => ({
      available: new Decimal(available),
      frozen: new Decimal(frozen),
    });
    const deposit = { available: new Decimal(-4), frozen: new Decimal(4) };
    expect(movedErrors(held('100', '0'), held('96', '4'), deposit, 'USDT')).toEqual([]);
    expect(movedErrors(held('100', '0'), held('95', '4'), deposit, 'USDT')).toEqual([
      'available USDT moved by -5, expected -4',
    ]);
    expect(movedErrors(held('100', '0'), held('100', '0'), deposit, 'USDT')).toEqual([
      'available USDT moved by 0, expected -4',
      'frozen USDT moved by 0, expected 4',
    ]);
    expect(describeMove(held('100', '0'), held('96', '4'), 'USDT')).toBe(
      '100 → 96 USDT available, 0 → 4 frozen',
    );
  });
});

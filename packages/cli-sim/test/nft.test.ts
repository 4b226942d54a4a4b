import { describe, expect, it } from 'vitest';
import { cli, SERVER_START_MS, scenario } from './cli.js';

describe('scenarios/nft.yaml against an embedded server', () => {
  it(
    "buys at a fixed price, runs an auction with two bidders (deposits as core computes, the loser's back), pays the won one, resells it with the proceeds recomputed, opens a blind box with its proof verified, and the audit passes",
    async () => {
      const { code, stdout, stderr } = await cli(['run', scenario('nft')]);
      expect(stderr).toBe('');
      expect(stdout).toMatch(/TSR-0012 costs 200 USDT, .* failed: Invalid WALLET\.INSUFFICIENT_BALANCE/);
      // The cheapest fixed-price item of the catalogue is TSR-0004, at 20.
      expect(stdout).toMatch(
        /buy the cheapest fixed-price item on sale .* {2}TSR-0004 ".+" bought at 20 USDT \(the platform's sale #\d+\): 150 → 130 USDT available, 0 → 0 frozen; it is yours/,
      );
      expect(stdout).toMatch(
        /3 USDT deposit \(core's nftAuctionDeposit: 10 % of the start price 30\) frozen for TSR-0005 ".+", auction #\d+ ending \S+: 100 → 97 USDT available, 0 → 3 frozen/,
      );
      expect(stdout).toMatch(
        /bid #\d+: 30 USDT on TSR-0005 .* as bidder 1 in auction #\d+ ending \S+; the minimum was 30 \(core's minNextBid: the start price\)/,
      );
      expect(stdout).toMatch(/a bid before the deposit is refused .* failed: Invalid NFT\.DEPOSIT_REQUIRED/);
      expect(stdout).toMatch(
        /31 is below the current bid plus the increment .* failed: Invalid NFT\.BID_TOO_LOW/,
      );
      expect(stdout).toMatch(
        /bid #\d+: 33 USDT on TSR-0005 .* as bidder 2 in auction #\d+ ending \S+; the minimum was 33 \(core's minNextBid: the current bid 30 \+ the increment 3\)/,
      );
      expect(stdout).toMatch(
        /expect nfts owned 0, messages \[outbid\] .* {2}owns nothing; messages \[outbid\]\n/,
      );
      expect(stdout).toMatch(
        /the winner pays within the day, the deposit back .* {2}order #\d+ for TSR-0005 ".+" paid before \S+: 33 USDT, the 3 deposit back \(core's auctionDepositOutcome\): 97 → 67 USDT available, 3 → 0 frozen; it is yours/,
      );
      expect(stdout).toMatch(
        /TSR-0005 ".+" up for resale auction #\d+ ending \S+, from 40 USDT \(\+4 a bid\), deposit 4 \(core's nftAuctionDeposit\); sold at its start price it would pay you 39 and 1 fee \(core's nftSaleProceeds\); it cannot be withdrawn/,
      );
      expect(stdout).toMatch(
        /the loser's deposit came back when the auction ended .* {2}owns nothing; messages \[lost, outbid\]/,
      );
      expect(stdout).toMatch(
        /order #\d+ for TSR-0005 ".+" paid before \S+: 40 USDT, the 4 deposit back \(core's auctionDepositOutcome\): 96 → 60 USDT available, 4 → 0 frozen; it is yours/,
      );
      expect(stdout).toMatch(
        /the resale paid 39 USDT, .* {2}owns nothing; messages \[resale_sold, paid, won\]; resale #\d+ of TSR-0005 sold at 40 \(the winning bid\): 39 USDT to the seller and 1 fee \(core's nftSaleProceeds, 2\.5 %\), credited at \S+\n/,
      );
      expect(stdout).toMatch(
        /box #\d+ of "Constellations" \(position 1 of 10\) bought for 20 USDT: 50 → 30 USDT available, 0 → 0 frozen; unopened/,
      );
      expect(stdout).toMatch(
        /box #\d+ of "Constellations" \(position 2 of 10\) bought for 20 USDT: 30 → 10 USDT available, 0 → 0 frozen; opened: TSR-B0\d\d ".+" \((common|rare|epic|legendary)\), its proof verified \(core's verifyBlindBoxProof\) to the commitment [0-9a-f]{12}… the series published/,
      );
      expect(stdout).toMatch(
        /owns TSR-B0\d\d; 1 opened and 1 unopened blind boxes; 1 opened box's proof verified by core's verifyBlindBoxProof to the commitment [0-9a-f]{12}… of "Constellations"/,
      );
      expect(stdout).toMatch(/✓ nft: all \d+ steps passed in /);
      expect(code).toBe(0);
    },
    SERVER_START_MS,
  );
});

import { describe, expect, it } from 'vitest';
import { cli, SERVER_START_MS, scenario } from './cli.js';

describe('scenarios/guess.yaml against an embedded server', () => {
  it(
    'bets on both answers of a BTC/USDT price question and on the quiz, freezes the stakes, settles them a day later as core computes, verifies the quiz commitment, and the audit passes',
    async () => {
      const { code, stdout, stderr } = await cli(['run', scenario('guess')]);
      expect(stderr).toBe('');
      expect(stdout).toMatch(
        /bet #\d+ on BTC\/USDT above \d+ at \S+ \(#(\d+)\): above, 10 USDT frozen until the result; if it won now it would pay 9\.5 USDT \(guessPayoutIfWins, 5 % fee\)/,
      );
      expect(stdout).toMatch(
        /bet #\d+ on BTC\/USDT above \d+ at \S+ \(#\d+\): not_above, 5 USDT frozen until the result; if it won now it would pay 14\.25 USDT/,
      );
      expect(stdout).toMatch(
        /(clock moved [\dhms ]+ to the opening of question #\d+; )?bet #\d+ on quiz #\d+ ".+" \(resolves \S+T23:00:00\.000Z\): b \(".+"\), 3 USDT frozen until the result; if it won now it would pay 2\.85 USDT/,
      );
      expect(stdout).toMatch(
        /the 18 USDT staked are frozen until the results \(\d+ ms\) {2}#\d+: 5 USDT on not_above .*, unsettled; #\d+: 10 USDT on above .*, unsettled; #\d+: 3 USDT on b .*, unsettled\n/,
      );
      // One price bet lost, the other paid the pool less the fee; the quiz bet paid or refunded.
      expect(stdout).toMatch(/, lost 0 \((above|not_above) won at [\d.]+, pool 15, fee 0\.75\)/);
      expect(stdout).toMatch(/, won 14\.25 \((above|not_above) won at [\d.]+, pool 15, fee 0\.75\)/);
      expect(stdout).toMatch(
        /, (won 2\.85 \(b won, pool 3, fee 0\.15\)|refunded 3 \([acd] won, pool 3, fee 0\))/,
      );
      expect(stdout).toMatch(
        /2 settled questions recomputed by guess\/1; 1 settled quiz verified by the reveal/,
      );
      expect(stdout).toMatch(/✓ guess: all \d+ steps passed in /);
      expect(code).toBe(0);
    },
    SERVER_START_MS,
  );
});

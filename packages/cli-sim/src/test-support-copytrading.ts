import {
  type Call,
  type CopiedPosition,
  type CopySkipReason,
  type CopyTradingApi,
  Decimal,
  Failures,
  type Follow,
  type FuturesPosition,
  type Page,
  type Trader,
} from '@tessera/core';
import * as TE from 'fp-ts/lib/TaskEither.js';

const ok = <A>(value: A): Call<A> => TE.right(value);
const rejected = (code: string, message: string): Call<never> => TE.left(Failures.rejected(code, message));

/** Who is signed in, as copy trading needs to know them. */
export interface FakeCopyUser {
  readonly id: number;
  /** Identity verification passed (level 1 or more). */
  readonly verified: boolean;
}

/** How one follow's copy of a trader's position turned out, as a test tells it. */
export interface FakeCopyOutcome {
  readonly lots: string;
  readonly skipReason?: CopySkipReason;
}

/** Copy trading of the fake exchange: its port, and what a test plays on the exchange's side. */
export interface FakeCopyTrading {
  /** The port for the signed-in user `me`, on the exchange's clock `now` (milliseconds). */
  port(now: () => number, me: () => FakeCopyUser | null): CopyTradingApi;
  /**
   * A trader's position `traderPositionId` opened: each follow in force gets a copy, opened with
   * the lots `outcome` gives it or skipped with its reason. Answers the copies' ids.
   */
  copied(
    traderUserId: number,
    traderPositionId: number,
    outcome: (follow: Follow) => FakeCopyOutcome,
  ): number[];
}

const pageOf = <T>(
  items: readonly T[],
  query: { readonly page: number; readonly limit: number },
): Page<T> => ({
  items: items.slice((query.page - 1) * query.limit, query.page * query.limit),
  page: query.page,
  lastPage: Math.max(1, Math.ceil(items.length / query.limit)),
  total: items.length,
});

/** A follower's open BTC/USDT long of `lots` at 10×: enough of a position for the steps. */
const positionOf = (id: number, lots: string, at: string): FuturesPosition => ({
  id,
  symbol: 'BTC/USDT',
  side: 'long',
  kind: 'market',
  multiple: 10,
  lots: new Decimal(lots),
  lotSize: new Decimal('0.001'),
  state: 'open',
  limitPrice: null,
  open: { tickId: 1, price: new Decimal(64000), at },
  margin: new Decimal(64).mul(lots).div(10),
  openFee: new Decimal('0.032').mul(lots),
  openFeeWaived: new Decimal(0),
  overnightFees: new Decimal(0),
  takeProfit: null,
  stopLoss: null,
  liquidationPrice: null,
  createdAt: at,
  close: null,
  closeReason: null,
  closeFee: null,
  realizedPnl: null,
  returned: null,
  feeRate: new Decimal('0.0005'),
  maintenanceRate: new Decimal('0.2'),
  overnightRate: new Decimal('0.0003'),
  calculatorVersion: null,
});

/**
 * Copy trading in an in-memory exchange, written out apart from core's rules: traders by nickname
 * (unique in any case), only verified users becoming one; follows of a listed trader other than
 * oneself, one in force per trader; copies a test makes (`copied`), listed newest first, taken
 * over while they still mirror. Traders have no history (nothing closes here).
 */
export const fakeCopyTrading = (): FakeCopyTrading => {
  const traders: Trader[] = [];
  const follows: (Follow & { readonly followerId: number })[] = [];
  const copies: (CopiedPosition & { readonly followerId: number })[] = [];
  /** The fake's position ids start apart from its copy ids, so a test sees which is which. */
  const FIRST_POSITION = 101;
  let nowOf: () => number = () => 0;
  const at = () => new Date(nowOf()).toISOString();

  const port = (now: () => number, me: () => FakeCopyUser | null): CopyTradingApi => {
    nowOf = now;
    const signedIn = <A>(action: (user: FakeCopyUser) => Call<A>): Call<A> => {
      const user = me();
      return user === null ? TE.left(Failures.notLoggedIn('Please sign in')) : action(user);
    };
    const listed = (id: number) => traders.find((trader) => trader.userId === id);
    return {
      traders: (query) => ok(pageOf(traders, query)),
      trader: (id) => {
        const trader = listed(id);
        return trader === undefined ? rejected('COPY.UNKNOWN_TRADER', 'No such trader') : ok(trader);
      },
      traderHistory: (id, query) =>
        listed(id) === undefined ? rejected('COPY.UNKNOWN_TRADER', 'No such trader') : ok(pageOf([], query)),
      follow: (draft) =>
        signedIn((user) => {
          const trader = listed(draft.traderUserId);
          if (trader === undefined) return rejected('COPY.UNKNOWN_TRADER', 'No such trader');
          if (trader.userId === user.id) return rejected('COPY.SELF', 'You cannot follow yourself');
          const following = follows.some(
            (one) =>
              one.followerId === user.id && one.traderUserId === trader.userId && one.state === 'following',
          );
          if (following) return rejected('COPY.ALREADY_FOLLOWING', 'Already following');
          const made = {
            followerId: user.id,
            id: follows.length + 1,
            traderUserId: trader.userId,
            traderNickname: trader.nickname,
            mode: draft.mode,
            value: draft.value,
            state: 'following' as const,
            startedAt: at(),
            endedAt: null,
          };
          follows.push(made);
          return ok(made);
        }),
      cancel: (traderUserId) =>
        signedIn((user) => {
          const index = follows.findIndex(
            (one) =>
              one.followerId === user.id && one.traderUserId === traderUserId && one.state === 'following',
          );
          const found = follows[index];
          if (found === undefined) return rejected('COPY.NOT_FOLLOWING', 'Not following');
          const ended = { ...found, state: 'cancelled' as const, endedAt: at() };
          follows[index] = ended;
          return ok(ended);
        }),
      follows: () =>
        signedIn((user) =>
          ok(
            follows
              .filter((one) => one.followerId === user.id)
              .sort(
                (a, b) => Number(b.state === 'following') - Number(a.state === 'following') || b.id - a.id,
              ),
          ),
        ),
      copies: ({ current, traderUserId, ...query }) =>
        signedIn((user) =>
          ok(
            pageOf(
              copies
                .filter(
                  (copy) =>
                    copy.followerId === user.id &&
                    (current !== true || copy.state === 'open') &&
                    (traderUserId === undefined || copy.traderUserId === traderUserId),
                )
                .reverse(),
              query,
            ),
          ),
        ),
      selfHold: (copyId) =>
        signedIn((user) => {
          const index = copies.findIndex((copy) => copy.id === copyId && copy.followerId === user.id);
          const found = copies[index];
          if (found === undefined) return rejected('COPY.UNKNOWN_COPY', 'No such copy');
          if (found.state !== 'open') return rejected('COPY.NOT_MIRRORING', 'This copy no longer mirrors');
          const held = { ...found, state: 'self_held' as const };
          copies[index] = held;
          return ok(held);
        }),
      becomeTrader: (application) =>
        signedIn((user) => {
          if (!user.verified) return TE.left(Failures.notVerified('Verify your identity first'));
          if (listed(user.id) !== undefined) return rejected('COPY.ALREADY_TRADER', 'Already a trader');
          const taken = traders.some(
            (trader) => trader.nickname.toLowerCase() === application.nickname.toLowerCase(),
          );
          if (taken) return rejected('COPY.NICKNAME_TAKEN', 'Nickname taken');
          const zero = new Decimal(0);
          const trader: Trader = {
            userId: user.id,
            nickname: application.nickname,
            since: at(),
            stats: {
              returnRate: zero,
              winRate: zero,
              maxDrawdown: zero,
              closedPositions: 0,
              followers: 0,
              assetsUnderCopy: zero,
              updatedAt: at(),
            },
          };
          traders.push(trader);
          return ok(trader);
        }),
    };
  };

  const copied: FakeCopyTrading['copied'] = (traderUserId, traderPositionId, outcome) =>
    follows
      .filter((one) => one.traderUserId === traderUserId && one.state === 'following')
      .map((one) => {
        const { lots, skipReason } = outcome(one);
        const id = copies.length + 1;
        const position =
          skipReason === undefined ? positionOf(FIRST_POSITION + copies.length, lots, at()) : null;
        copies.push({
          followerId: one.followerId,
          id,
          followId: one.id,
          traderUserId,
          traderNickname: one.traderNickname,
          traderPositionId,
          lots: new Decimal(lots),
          state: skipReason === undefined ? 'open' : 'skipped',
          skipReason: skipReason ?? null,
          position,
          createdAt: at(),
        });
        return id;
      });

  return { port, copied };
};

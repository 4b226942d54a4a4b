import {
  type CopiedPosition,
  CopyModes,
  type Failure,
  FOLLOW_AGREEMENT_VERSION,
  type Follow,
  TRADER_TERMS_VERSION,
  type Trader,
  type User,
  validateFollow,
  validateTraderApplication,
} from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import type { CopyTraderRef, SimContext } from '../runtime/context.js';
import { describeFailure } from '../runtime/failure.js';
import { fields, oneOf, Text } from './codecs.js';
import { refusedForm, sessionSnapshot } from './session.js';
import { defineStep, failed, passed, type StepOutcome } from './step.js';
import { requestId } from './wallet-assets.js';

/** The names a user who became a trader may be given by later steps, lower-cased. */
export const traderKeys = (user: User, nickname: string): string[] =>
  [String(user.id), user.email, user.username, user.mobile, nickname]
    .filter((name): name is string => name !== null && name.trim() !== '')
    .map((name) => name.trim().toLowerCase());

/** `#7` or `7`: a trader named by their account id. */
const USER_ID = /^#?(\d+)$/;

/** The traders list is read a page of the exchange's longest at a time, for this many pages at most. */
const TRADERS_PAGE = 50;
const TRADERS_PAGES = 20;

const isUnknownTrader = (failure: Failure): boolean =>
  failure.kind === 'Rejected' && failure.code === 'COPY.UNKNOWN_TRADER';

const isRef = (found: CopyTraderRef | StepOutcome): found is CopyTraderRef => !('ok' in found);

/**
 * The trader a step names: a user who became a trader in this run, by their id, email, username,
 * mobile or nickname (`ctx.traders`); else `#7` or `7`, an account id, whether the exchange lists
 * them or not (core's rules then say so); else a listed trader's nickname, in any case.
 */
export const resolveTrader = async (ctx: SimContext, name: string): Promise<CopyTraderRef | StepOutcome> => {
  const key = name.trim().toLowerCase();
  const known = ctx.traders.get(key);
  if (known !== undefined) return known;
  const id = USER_ID.exec(key)?.[1];
  if (id !== undefined) {
    const found = await ctx.tessera.api.copyTrading.trader(Number(id))();
    return { userId: Number(id), nickname: E.isRight(found) ? found.right.nickname : '' };
  }
  for (let page = 1; page <= TRADERS_PAGES; page += 1) {
    const listed = await ctx.tessera.api.copyTrading.traders({ page, limit: TRADERS_PAGE })();
    if (E.isLeft(listed))
      return failed(`the traders could not be listed: ${describeFailure(listed.left)}`, listed.left);
    const trader = listed.right.items.find((candidate) => candidate.nickname.toLowerCase() === key);
    if (trader !== undefined) return { userId: trader.userId, nickname: trader.nickname };
    if (page >= listed.right.lastPage) break;
  }
  return failed(
    `no trader known as "${name.trim()}": name a user who became a trader in this run (their email, username, mobile or nickname), a listed trader's nickname, or an account id (#7)`,
  );
};

/** A trader for people: `"Ada" (user #7)`. */
export const describeTrader = (trader: CopyTraderRef): string =>
  trader.nickname === '' ? `user #${trader.userId}` : `"${trader.nickname}" (user #${trader.userId})`;

/** How a follow sizes its copies, for people. */
export const describeSizing = (follow: Pick<Follow, 'mode' | 'value'>): string =>
  `copies of ${follow.value.toFixed()}${follow.mode === 'ratio' ? "× the trader's lots" : ' lots'}`;

export const becomeTrader = defineStep({
  name: 'becomeTrader',
  summary: `Become a copy trader others may follow, under a public nickname, as the "become a trader" sheet does: \`{ nickname: Ada }\`, checked by core's \`validateTraderApplication\` (2–20 letters, digits, spaces, \`_\`, \`-\` or \`.\`) first; the step accepts the trader terms (${TRADER_TERMS_VERSION}). The exchange wants identity verification passed first. Later steps may name the trader by their email, username, mobile, id or nickname.`,
  role: 'action',
  args: fields('becomeTrader arguments', { nickname: Text }, {}),
  title: (args) => `become a trader as ${JSON.stringify(args.nickname)}`,
  run: async (args, ctx) => {
    const user = sessionSnapshot(ctx).context.user;
    if (!sessionSnapshot(ctx).matches('signedIn') || user === null)
      return failed('becoming a trader needs a signed-in session');
    const application = validateTraderApplication({ nickname: args.nickname, termsAccepted: true });
    if (E.isLeft(application)) return refusedForm('becoming a trader', application.left);
    const became = await ctx.tessera.api.copyTrading.becomeTrader(application.right)();
    if (E.isLeft(became))
      return failed(
        `becoming a trader refused: ${describeFailure(became.left)}${
          became.left.kind === 'NotVerified' ? ' (identity verification comes first)' : ''
        }`,
        became.left,
      );
    const trader: CopyTraderRef = { userId: became.right.userId, nickname: became.right.nickname };
    for (const key of traderKeys(user, trader.nickname)) ctx.traders.set(key, trader);
    return passed(
      `${describeTrader(trader)} is a trader since ${became.right.since}, the terms (${TRADER_TERMS_VERSION}) accepted: their futures positions from now on are copied to their followers`,
    );
  },
});

const followArgs = fields('follow arguments', { trader: Text, mode: oneOf(CopyModes), number: Text }, {});

export const follow = defineStep({
  name: 'follow',
  summary: `Follow a copy trader as the follow sheet does: \`{ trader: ada@example.test, mode: ratio, number: 0.5 }\` (\`ratio\`: copies of \`number\` × the trader's lots; \`fixed\`: \`number\` lots each), checked by core's \`validateFollow\` (a listed trader, not yourself, not followed yet, 0.01 to 100 with two decimals at most) first. The step accepts the follow agreement (${FOLLOW_AGREEMENT_VERSION}) as the user would. From then on each position the trader opens opens a copy in the follower's futures account (the stock account for a stock contract), or a skipped copy with the reason.`,
  role: 'action',
  args: followArgs,
  title: (args) =>
    `follow ${args.trader}: copies of ${args.number}${args.mode === 'ratio' ? '× their lots' : ' lots'}`,
  run: async (args, ctx) => {
    const user = sessionSnapshot(ctx).context.user;
    if (!sessionSnapshot(ctx).matches('signedIn') || user === null)
      return failed('following needs a signed-in session');
    const trader = await resolveTrader(ctx, args.trader);
    if (!isRef(trader)) return trader;
    const [listed, follows] = await Promise.all([
      ctx.tessera.api.copyTrading.trader(trader.userId)(),
      ctx.tessera.api.copyTrading.follows()(),
    ]);
    if (E.isLeft(follows))
      return failed(`the follows could not be listed: ${describeFailure(follows.left)}`, follows.left);
    if (E.isLeft(listed) && !isUnknownTrader(listed.left))
      return failed(`the trader could not be read: ${describeFailure(listed.left)}`, listed.left);
    // A trader the exchange does not know is left out, so core's rules say so.
    const traders: Trader[] = E.isRight(listed) ? [listed.right] : [];
    const draft = validateFollow(
      { traderUserId: trader.userId, mode: args.mode, value: args.number, agreementAccepted: true },
      {
        traders,
        userId: user.id,
        following: follows.right.filter((one) => one.state === 'following').map((one) => one.traderUserId),
      },
    );
    if (E.isLeft(draft)) return refusedForm('following', draft.left);
    const followed = await ctx.tessera.api.copyTrading.follow(draft.right, requestId())();
    if (E.isLeft(followed))
      return failed(`following refused: ${describeFailure(followed.left)}`, followed.left);
    const made = followed.right;
    if (
      made.traderUserId !== draft.right.traderUserId ||
      made.mode !== draft.right.mode ||
      !made.value.eq(draft.right.value) ||
      made.state !== 'following'
    )
      return failed(
        `follow #${made.id} was recorded as ${made.state} of user #${made.traderUserId}, ${describeSizing(made)}; asked for user #${draft.right.traderUserId}, ${describeSizing(draft.right)}`,
      );
    return passed(
      `follow #${made.id} of ${describeTrader({ userId: made.traderUserId, nickname: made.traderNickname })}: ${describeSizing(made)}, the agreement (${FOLLOW_AGREEMENT_VERSION}) accepted`,
    );
  },
});

export const unfollow = defineStep({
  name: 'unfollow',
  summary:
    "Stop following a copy trader: `{ trader: ada@example.test }`. The trader's next positions are not copied; copies already open stay open and still close with the trader's.",
  role: 'action',
  args: fields('unfollow arguments', { trader: Text }, {}),
  title: (args) => `stop following ${args.trader}`,
  run: async (args, ctx) => {
    if (!sessionSnapshot(ctx).matches('signedIn')) return failed('unfollowing needs a signed-in session');
    const trader = await resolveTrader(ctx, args.trader);
    if (!isRef(trader)) return trader;
    const cancelled = await ctx.tessera.api.copyTrading.cancel(trader.userId)();
    if (E.isLeft(cancelled))
      return failed(`unfollowing refused: ${describeFailure(cancelled.left)}`, cancelled.left);
    return passed(
      `follow #${cancelled.right.id} of ${describeTrader(trader)} ${cancelled.right.state} at ${cancelled.right.endedAt ?? 'an unrecorded time'}; copies already open still close with the trader's positions`,
    );
  },
});

/** A copy number as written: a whole number above zero, or digits. */
const CopyId = new t.Type<number, number, unknown>(
  'a copy id (a whole number above 0)',
  (u): u is number => Number.isSafeInteger(u) && (u as number) > 0,
  (u, c) => {
    const n = typeof u === 'string' && /^\d+$/.test(u.trim()) ? Number(u) : u;
    return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? t.success(n) : t.failure(u, c);
  },
  (n) => n,
);

const selfHoldArgs = fields(
  'selfHold arguments',
  { copy: t.union([t.literal('latest'), CopyId], '"latest" or a copy id') },
  { trader: Text },
);
type SelfHoldArgs = t.TypeOf<typeof selfHoldArgs>;

/** The newest copy still mirroring (of `traderUserId` when given), from a page listed newest first. */
export const newestMirroring = (
  copies: readonly CopiedPosition[],
  traderUserId?: number,
): CopiedPosition | undefined =>
  copies.find(
    (copy) => copy.state === 'open' && (traderUserId === undefined || copy.traderUserId === traderUserId),
  );

/** The copies a `selfHold: latest` step looks among: every open one is among the newest few. */
const NEWEST_OPEN = { page: 1, limit: 50, current: true } as const;

/** A copy for people: whose position it mirrors and with what lots. */
export const describeCopyOf = (copy: CopiedPosition): string =>
  `copy #${copy.id} of ${describeTrader({ userId: copy.traderUserId, nickname: copy.traderNickname })}'s position #${copy.traderPositionId} (${copy.lots.toFixed()} lots)`;

const copyToHold = async (args: SelfHoldArgs, ctx: SimContext): Promise<number | StepOutcome> => {
  if (args.copy !== 'latest') return args.copy;
  let traderUserId: number | undefined;
  if (args.trader !== undefined) {
    const trader = await resolveTrader(ctx, args.trader);
    if (!isRef(trader)) return trader;
    traderUserId = trader.userId;
  }
  const listed = await ctx.tessera.api.copyTrading.copies(
    traderUserId === undefined ? NEWEST_OPEN : { ...NEWEST_OPEN, traderUserId },
  )();
  if (E.isLeft(listed))
    return failed(`the copies could not be listed: ${describeFailure(listed.left)}`, listed.left);
  const copy = newestMirroring(listed.right.items, traderUserId);
  return copy?.id ?? failed(`no copy still mirroring ${args.trader ?? 'a trader'}`);
};

export const selfHold = defineStep({
  name: 'selfHold',
  summary:
    "Take a copy over as the follower's own position: `{ copy: latest }` (the newest copy still mirroring a trader; with `trader:` that trader's) or `{ copy: 12 }`. It stays open when the trader closes and closes only at its holder's word (`close`) or its own liquidation price.",
  role: 'action',
  args: selfHoldArgs,
  title: (args) =>
    args.copy === 'latest'
      ? `self-hold the newest copy still mirroring ${args.trader ?? 'a trader'}`
      : `self-hold copy #${args.copy}`,
  run: async (args, ctx) => {
    if (!sessionSnapshot(ctx).matches('signedIn')) return failed('self-holding needs a signed-in session');
    const id = await copyToHold(args, ctx);
    if (typeof id !== 'number') return id;
    const held = await ctx.tessera.api.copyTrading.selfHold(id)();
    if (E.isLeft(held))
      return failed(`self-holding copy #${id} refused: ${describeFailure(held.left)}`, held.left);
    const copy = held.right;
    if (copy.state !== 'self_held')
      return failed(`${describeCopyOf(copy)} is ${copy.state} after self-holding it`);
    return passed(
      `${describeCopyOf(copy)} self-held: position #${copy.position?.id ?? '?'} (${copy.position?.state ?? 'none'}) no longer mirrors the trader`,
    );
  },
});

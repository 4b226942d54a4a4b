import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import type { RealType, SimContext } from '../runtime/context.js';
import { describeFailure } from '../runtime/failure.js';
import { answerChat, ChatReplyArgs, chatReplyTitle } from './chat.js';
import { fields, isRecord, oneOf, Text } from './codecs.js';
import { actOnContent, type ContentArgs, ContentArgsCodec, contentTitle } from './content.js';
import { CouponIssueArgs, couponIssueTitle, issueCoupon } from './coupons.js';
import { decideLoan, decideMarketMaker, LoanDecisions } from './loans.js';
import { decideQuickBuy, QuickBuyDecisions } from './quickbuy.js';
import { RewardsRunArgs, rewardsRunTitle, runRewardsJob } from './rewards.js';
import { sessionSnapshot } from './session.js';
import { defineStep, failed, passed, type StepOutcome } from './step.js';

const Decisions = ['approve', 'reject'] as const;

export const RealTypeCodec = t.union([t.literal(1), t.literal(2)], '1 (basic) or 2 (advanced)');

const kycBase = fields(
  'operator arguments',
  { kyc: oneOf(Decisions) },
  { reason: Text, realType: RealTypeCodec, user: Text },
);
type KycArgs = t.TypeOf<typeof kycBase>;

/** `{ kyc: approve | reject, reason, realType, user }`; a rejection must say why. */
const KycArgs = new t.Type<KycArgs, unknown, unknown>(
  kycBase.name,
  kycBase.is,
  (u, c) =>
    E.flatMap((args: KycArgs) =>
      args.kyc === 'reject' && (args.reason === undefined || args.reason.trim() === '')
        ? t.failure<KycArgs>(u, c, 'kyc: reject needs a reason (the user reads it)')
        : t.success(args),
    )(kycBase.validate(u, c)),
  kycBase.encode,
);

/** `{ buy: confirm | reject, order }`: a quick-buy order's payment arrived, or did not. */
const BuyArgs = fields('operator arguments', { buy: oneOf(QuickBuyDecisions) }, { order: t.number });
type BuyArgs = t.TypeOf<typeof BuyArgs>;

const loanBase = fields('operator arguments', { loan: oneOf(LoanDecisions) }, { reason: Text, id: t.number });
type LoanArgs = t.TypeOf<typeof loanBase>;

/** `{ loan: approve | reject, reason, id }`: the desk's decision; a rejection must say why. */
const LoanArgs = new t.Type<LoanArgs, unknown, unknown>(
  loanBase.name,
  loanBase.is,
  (u, c) =>
    E.flatMap((args: LoanArgs) =>
      args.loan === 'reject' && (args.reason === undefined || args.reason.trim() === '')
        ? t.failure<LoanArgs>(u, c, 'loan: reject needs a reason (the user reads it)')
        : args.loan === 'approve' && args.reason !== undefined
          ? t.failure<LoanArgs>(u, c, 'loan: approve takes no reason')
          : t.success(args),
    )(loanBase.validate(u, c)),
  loanBase.encode,
);

/** `{ marketMaker: true | false, user }`: the standing that makes a user eligible for OTC loans. */
const MarketMakerArgs = fields('operator arguments', { marketMaker: t.boolean }, { user: Text });
type MarketMakerArgs = t.TypeOf<typeof MarketMakerArgs>;

type Args =
  | KycArgs
  | BuyArgs
  | LoanArgs
  | MarketMakerArgs
  | ContentArgs
  | ChatReplyArgs
  | RewardsRunArgs
  | CouponIssueArgs;

/** The key naming each kind of decision, in the order messages list them. */
const DECISIONS = ['kyc', 'buy', 'loan', 'marketMaker', 'content', 'chat', 'rewards', 'coupon'] as const;
const COUNTS: Readonly<Record<number, string>> = { 2: 'two', 3: 'three', 4: 'four', 5: 'five' };

const codecOf = {
  kyc: KycArgs,
  buy: BuyArgs,
  loan: LoanArgs,
  marketMaker: MarketMakerArgs,
  content: ContentArgsCodec,
  chat: ChatReplyArgs,
  rewards: RewardsRunArgs,
  coupon: CouponIssueArgs,
} as const;

/**
 * A review decision (`kyc`), a quick-buy decision (`buy`), a loan decision (`loan`), a
 * market-maker standing (`marketMaker`), an edit of published content (`content`), an answer of
 * customer service (`chat`), a run of the rewards job (`rewards`) or a coupon issued (`coupon`):
 * one per step.
 */
const OperatorArgs = new t.Type<Args, unknown, unknown>(
  'operator arguments',
  (u): u is Args => Object.values(codecOf).some((codec) => codec.is(u)),
  (u, c) => {
    const named = isRecord(u) ? DECISIONS.filter((key) => key in u) : [];
    const [first, ...others] = named;
    if (first === undefined) return KycArgs.validate(u, c);
    if (others.length > 0) {
      const listed = `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
      return t.failure(
        u,
        c,
        `${listed} are decisions of ${COUNTS[named.length] ?? named.length} operator steps: write one per step`,
      );
    }
    return codecOf[first].validate(u, c);
  },
  (args) => args,
);

const REVIEW_NAMES: Record<RealType, string> = { 1: 'basic', 2: 'advanced' };

/** Decides a review as an operator: `user`, or the signed-in user. */
const decideReview = async (args: KycArgs, ctx: SimContext): Promise<StepOutcome> => {
  const current = sessionSnapshot(ctx).context.user;
  const user = args.user ?? (current === null ? undefined : String(current.id));
  if (user === undefined) return failed('operator: no user to act on; sign in first or give `user:`');
  const decision = { user, ...(args.realType === undefined ? {} : { realType: args.realType }) };
  const result =
    args.kyc === 'approve'
      ? await ctx.operator.kycApprove(decision)()
      : await ctx.operator.kycReject({ ...decision, reason: args.reason ?? '' })();
  const whom = args.user ?? `user #${user}`;
  if (E.isLeft(result)) {
    return failed(`operator ${args.kyc} of ${whom} refused: ${describeFailure(result.left)}`, result.left);
  }
  return passed(`${args.kyc === 'approve' ? 'approved' : 'rejected'} ${whom}`);
};

/** The step's title: the decision and what it acts on. */
const titleOf = (args: Args): string => {
  if ('content' in args) return contentTitle(args);
  if ('chat' in args) return chatReplyTitle(args);
  if ('rewards' in args) return rewardsRunTitle();
  if ('coupon' in args) return couponIssueTitle(args);
  if ('buy' in args)
    return `operator buy ${args.buy} ${args.order === undefined ? "the current user's latest order with its proof" : `order #${args.order}`}`;
  if ('loan' in args)
    return [
      `operator loan ${args.loan}`,
      args.id === undefined ? "the current user's latest application" : `loan #${args.id}`,
      args.reason === undefined ? undefined : `(${JSON.stringify(args.reason)})`,
    ]
      .filter(Boolean)
      .join(' ');
  if ('marketMaker' in args)
    return `operator ${args.marketMaker ? 'marks' : 'unmarks'} ${args.user ?? 'the current user'} as a market maker`;
  return [
    `operator kyc ${args.kyc}`,
    args.realType === undefined ? undefined : REVIEW_NAMES[args.realType],
    args.user ?? 'the current user',
    args.reason === undefined ? undefined : `(${JSON.stringify(args.reason)})`,
  ]
    .filter(Boolean)
    .join(' ');
};

export const operator = defineStep({
  name: 'operator',
  summary:
    "Act as an operator with the run's operator key: `{ kyc: approve }` or `{ kyc: reject, reason: … }` the current user's review (optional realType 1 | 2, user); `{ buy: confirm }` or `{ buy: reject }` the current user's newest quick-buy order with its proof (optional order: id); `{ loan: approve }` or `{ loan: reject, reason: … }` the current user's newest OTC loan application under review (optional id); `{ marketMaker: true }` (or false) for the current user (optional user), which makes them eligible for OTC loans; `{ content: new, category: notice, texts: { en: { title, markdown, summary }, fra: … }, publish: true }` creates an article (a page needs `key`, an FAQ entry `topic`; a banner may take `image` and `link`), writes its languages and publishes it; `{ content: write, texts }`, `{ content: publish }` (again: its version rises) and `{ content: archive }` act on the article the run's content steps acted on last (optional id); `{ chat: reply, text: … }` answers the current user (optional user) as customer service; `{ rewards: run }` runs the daily rewards job now (invitation rebates of every finished day not yet paid, VIP levels); `{ coupon: issue, kind: fee_discount, rate: '0.8', products: [futures], minValue: '100', days: 3 }` or `{ coupon: issue, kind: trial_bonus, amount: '25', days: 7 }` issues the current user (optional user) a coupon.",
  role: 'action',
  args: OperatorArgs,
  title: titleOf,
  run: async (args, ctx) => {
    if (!ctx.operator.canRead) {
      return failed('operator steps need an operator key (pass --operator-key or set OPERATOR_KEY)');
    }
    if ('buy' in args) return decideQuickBuy(args.buy, args.order, ctx);
    if ('loan' in args) return decideLoan(args.loan, args.id, args.reason?.trim(), ctx);
    if ('marketMaker' in args) return decideMarketMaker(args.marketMaker, args.user, ctx);
    if ('content' in args) return actOnContent(args, ctx);
    if ('chat' in args) return answerChat(args, ctx);
    if ('rewards' in args) return runRewardsJob(ctx);
    if ('coupon' in args) return issueCoupon(args, ctx);
    return decideReview(args, ctx);
  },
});

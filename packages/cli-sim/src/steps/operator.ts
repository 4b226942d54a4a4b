import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import type { RealType, SimContext } from '../runtime/context.js';
import { describeFailure } from '../runtime/failure.js';
import { fields, isRecord, oneOf, Text } from './codecs.js';
import { decideQuickBuy, QuickBuyDecisions } from './quickbuy.js';
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

/** A review decision (`kyc`) or a quick-buy decision (`buy`): one per step. */
const OperatorArgs = new t.Type<KycArgs | BuyArgs, unknown, unknown>(
  'operator arguments',
  (u): u is KycArgs | BuyArgs => KycArgs.is(u) || BuyArgs.is(u),
  (u, c) => {
    if (!isRecord(u) || !('buy' in u)) return KycArgs.validate(u, c);
    return 'kyc' in u
      ? t.failure(u, c, 'kyc and buy are decisions of two operator steps: write one per step')
      : BuyArgs.validate(u, c);
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

export const operator = defineStep({
  name: 'operator',
  summary:
    "Act as an operator with the run's operator key: `{ kyc: approve }` or `{ kyc: reject, reason: … }` the current user's review (optional realType 1 | 2, user); `{ buy: confirm }` or `{ buy: reject }` the current user's newest quick-buy order with its proof (optional order: id).",
  role: 'action',
  args: OperatorArgs,
  title: (args) =>
    'buy' in args
      ? `operator buy ${args.buy} ${args.order === undefined ? "the current user's latest order with its proof" : `order #${args.order}`}`
      : [
          `operator kyc ${args.kyc}`,
          args.realType === undefined ? undefined : REVIEW_NAMES[args.realType],
          args.user ?? 'the current user',
          args.reason === undefined ? undefined : `(${JSON.stringify(args.reason)})`,
        ]
          .filter(Boolean)
          .join(' '),
  run: async (args, ctx) => {
    if (!ctx.operator.canRead) {
      return failed('operator steps need an operator key (pass --operator-key or set OPERATOR_KEY)');
    }
    return 'buy' in args ? decideQuickBuy(args.buy, args.order, ctx) : decideReview(args, ctx);
  },
});

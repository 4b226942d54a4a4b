import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import type { RealType } from '../runtime/context.js';
import { describeFailure } from '../runtime/failure.js';
import { fields, oneOf, Text } from './codecs.js';
import { sessionSnapshot } from './session.js';
import { defineStep, failed, passed } from './step.js';

const Decisions = ['approve', 'reject'] as const;

export const RealTypeCodec = t.union([t.literal(1), t.literal(2)], '1 (basic) or 2 (advanced)');

const base = fields(
  'operator arguments',
  { kyc: oneOf(Decisions) },
  { reason: Text, realType: RealTypeCodec, user: Text },
);

/** `{ kyc: approve | reject, reason, realType, user }`; a rejection must say why. */
const OperatorArgs = new t.Type<t.TypeOf<typeof base>, unknown, unknown>(
  base.name,
  base.is,
  (u, c) =>
    E.flatMap((args: t.TypeOf<typeof base>) =>
      args.kyc === 'reject' && (args.reason === undefined || args.reason.trim() === '')
        ? t.failure<t.TypeOf<typeof base>>(u, c, 'kyc: reject needs a reason (the user reads it)')
        : t.success(args),
    )(base.validate(u, c)),
  base.encode,
);

const REVIEW_NAMES: Record<RealType, string> = { 1: 'basic', 2: 'advanced' };

export const operator = defineStep({
  name: 'operator',
  summary:
    "Act as an operator with the run's operator key: `{ kyc: approve }` or `{ kyc: reject, reason: … }` the current user's review (optional realType 1 | 2, user).",
  role: 'action',
  args: OperatorArgs,
  title: (args) =>
    [
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
  },
});

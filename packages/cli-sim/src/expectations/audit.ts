import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { describeFailure } from '../runtime/failure.js';
import { defineExpectation, holds, mismatch } from './expectation.js';

export const audit = defineExpectation({
  name: 'audit',
  summary:
    "The exchange's ledger audit passes (`audit: ok`): every journal sums to zero, nothing is negative, balances equal their entries. Needs the operator key.",
  codec: t.literal('ok'),
  title: () => 'the ledger audit passes',
  check: async (_expected, ctx) => {
    if (!ctx.operator.canRead)
      return mismatch('an audit', 'no operator key (pass --operator-key or set OPERATOR_KEY)');
    const report = await ctx.operator.audit()();
    if (E.isLeft(report)) return mismatch('an audit', `it failed: ${describeFailure(report.left)}`);
    return report.right.ok
      ? holds(
          `${report.right.journals} journals, ${report.right.entries} entries, ${report.right.accounts} accounts`,
        )
      : mismatch('no violations', report.right.violations.map((v) => `${v.rule}: ${v.detail}`).join('; '));
  },
});

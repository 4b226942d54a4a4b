import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { type Check, type ExpectationDecoder, expectations } from '../expectations/index.js';
import { isRecord } from './codecs.js';
import { defineStep, failed, passed } from './step.js';

/** Decodes `{ signedIn: true, user: {...} }` into checks, each key by its expectation kind. */
export const checksCodec = (table: readonly ExpectationDecoder[]) => {
  const byName = new Map(table.map((kind) => [kind.name, kind]));
  const known = table.map((kind) => kind.name).join(', ');
  return new t.Type<readonly Check[], unknown, unknown>(
    `expectations (${known})`,
    (u): u is readonly Check[] => Array.isArray(u),
    (u, c) => {
      if (!isRecord(u) || Object.keys(u).length === 0)
        return t.failure(u, c, `expected one or more of ${known}`);
      const checks: Check[] = [];
      const errors: t.Errors = [];
      for (const [key, value] of Object.entries(u)) {
        const kind = byName.get(key);
        if (kind === undefined) {
          const at = [...c, { key, type: t.unknown, actual: value }];
          errors.push({ value, context: at, message: `unknown expectation "${key}" (known: ${known})` });
          continue;
        }
        const decoded = kind.validate(value, c);
        if (E.isLeft(decoded)) errors.push(...decoded.left);
        else checks.push(decoded.right);
      }
      return errors.length > 0 ? t.failures(errors) : t.success(checks);
    },
    (checks) => checks,
  );
};

export const expect = defineStep({
  name: 'expect',
  summary: `Check the state: ${expectations.map((kind) => kind.name).join(', ')}. Fails the run on the first mismatch.`,
  role: 'check',
  args: checksCodec(expectations),
  title: (checks) => `expect ${checks.map((check) => check.title).join('; ')}`,
  checksPreviousFailure: (checks) => checks.some((check) => check.readsFailure),
  run: async (checks, ctx) => {
    const details: string[] = [];
    for (const check of checks) {
      const result = await check.run(ctx);
      if (E.isLeft(result)) return failed(result.left);
      if (result.right !== undefined) details.push(result.right);
    }
    return passed(details.length > 0 ? details.join(' · ') : undefined);
  },
});

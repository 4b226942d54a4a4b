import { UserCodec } from '@tessera/core';
import { fields } from '../steps/codecs.js';
import { refreshUser } from '../steps/session.js';
import { defineExpectation, holds, mismatch } from './expectation.js';

const shown = (value: unknown) => JSON.stringify(value) ?? 'nothing';

export const user = defineExpectation({
  name: 'user',
  summary:
    "Fields the signed-in user must have, by core's User names (email, mobile, verificationLevel, …); reloaded first.",
  codec: fields('user fields', {}, UserCodec.props),
  title: (expected) =>
    `user ${Object.entries(expected)
      .map(([key, value]) => `${key} = ${shown(value)}`)
      .join(', ')}`,
  check: async (expected, ctx) => {
    // Reloaded as pulling to refresh would, so changes made by an operator or a bind step show.
    const actual = (await refreshUser(ctx)).context.user;
    if (actual === null) return mismatch('a signed-in user', 'no user');
    for (const [key, value] of Object.entries(expected)) {
      const seen = (actual as Record<string, unknown>)[key];
      if (value !== undefined && seen !== value) return mismatch(`user.${key} ${shown(value)}`, shown(seen));
    }
    return holds(`user #${actual.id}`);
  },
});

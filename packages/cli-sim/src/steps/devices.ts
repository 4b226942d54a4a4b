import * as E from 'fp-ts/lib/Either.js';
import { describeFailure } from '../runtime/failure.js';
import { NoArgs } from './codecs.js';
import { sessionSnapshot } from './session.js';
import { defineStep, failed, passed } from './step.js';

/** The server's page limit: the list is read page by page until its end. */
const PAGE_SIZE = 50;

export const signOutOtherDevices = defineStep({
  name: 'signOutOtherDevices',
  summary:
    'Sign every other device out from the device list, one revoke each, as the Devices page does; this session stays signed in.',
  role: 'action',
  args: NoArgs,
  title: () => 'sign out the other devices',
  run: async (_, ctx) => {
    if (!sessionSnapshot(ctx).matches('signedIn'))
      return failed('signOutOtherDevices needs a signed-in session');
    const others: number[] = [];
    for (let page = 1; ; page += 1) {
      const listed = await ctx.tessera.api.account.sessions({ page, limit: PAGE_SIZE })();
      if (E.isLeft(listed)) {
        return failed(`listing the devices failed: ${describeFailure(listed.left)}`, listed.left);
      }
      others.push(...listed.right.items.filter((session) => !session.current).map((session) => session.id));
      if (page >= listed.right.lastPage) break;
    }
    for (const id of others) {
      const revoked = await ctx.tessera.api.account.revokeSession(id)();
      if (E.isLeft(revoked)) {
        return failed(`signing device ${id} out failed: ${describeFailure(revoked.left)}`, revoked.left);
      }
    }
    return passed(`${others.length} other device${others.length === 1 ? '' : 's'} signed out`);
  },
});

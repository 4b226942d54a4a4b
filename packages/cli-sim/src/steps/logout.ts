import { NoArgs } from './codecs.js';
import { sessionSnapshot, settle } from './session.js';
import { defineStep, failed, passed } from './step.js';

export const logout = defineStep({
  name: 'logout',
  summary: 'Sign out; the token is revoked on the server and forgotten locally.',
  role: 'action',
  args: NoArgs,
  title: () => 'logout',
  run: async (_, ctx) => {
    if (!sessionSnapshot(ctx).matches('signedIn')) return failed('logout needs a signed-in session');
    ctx.tessera.session.send({ type: 'session.logout' });
    await settle(ctx, 'the sign-out');
    ctx.password = null;
    return passed();
  },
});

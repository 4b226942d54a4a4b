import * as E from 'fp-ts/lib/Either.js';
import { openSession, type ProofsConnection, remote } from '../runtime/connect.js';
import { login } from '../steps/login.js';

/** Who to sign in as: a username, email or mobile (`+<area><number>`), and the password. */
export interface SignIn {
  readonly user: string;
  readonly password: string;
}

/** How long a call may take when the command line does not say. */
const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * The proofs calls of a session signed in as `signIn`, for `verify reserves --user`: the sign-in is
 * the `login` step's (core's rules first, then the session machine), or what stopped it.
 */
export const signedInProofs = async (
  server: string,
  signIn: SignIn,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<E.Either<string, ProofsConnection>> => {
  const session = openSession(remote(server, undefined), timeoutMs);
  const planned = login.plan({ user: signIn.user, password: signIn.password }, '--user');
  if (E.isLeft(planned)) {
    session.close();
    return E.left(`signing in as ${signIn.user}: ${planned.left.join('; ')}`);
  }
  const outcome = await planned.right.run(session.ctx);
  if (!outcome.ok) {
    session.close();
    return E.left(`signing in as ${signIn.user}: ${outcome.message}`);
  }
  return E.right({ proofs: session.ctx.tessera.api.proofs, close: session.close });
};

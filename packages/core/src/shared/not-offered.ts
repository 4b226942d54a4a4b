import * as TE from '#fp-ts/TaskEither.js';
import { Failures } from './failure.js';

/**
 * The port of a product the exchange does not offer (a front end composed without it): every call
 * is refused with `code`, so a screen says so instead of breaking. One object answers for any
 * port, whatever its calls; it is no promise (`then` is absent), so awaiting it by mistake does not hang.
 */
export const notOffered = <P extends object>(code: string): P =>
  new Proxy({} as P, {
    get: (_, name) => (name === 'then' ? undefined : () => TE.left(Failures.rejected(code, ''))),
  });

import { validateEmail, validateRegistration } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import type { Kysely } from 'kysely';
import { violatedUniqueConstraint } from '../../db/errors.js';
import type { Database } from '../../db/schema.js';
import { translate } from '../../i18n/index.js';
import { randomCode } from '../../shared/crypto.js';
import {
  firstError,
  type Handlers,
  type Outcome,
  ok,
  rateLimited,
  reject,
  rejectInvalid,
} from '../handler.js';
import { redeemCode } from './codes.js';
import type { SessionDeps } from './deps.js';
import { accountKey, addressOf, type Identity, identityOf, identityTaken } from './users.js';

const INVITE_CODE_LENGTH = 8;

/** Inserts the user and the invitation code they will hand out; runs inside the caller's transaction. */
const createUser = async (
  db: Kysely<Database>,
  identity: Identity,
  passwordHash: string,
  invitedBy: string,
): Promise<void> => {
  const ownCode = randomCode(INVITE_CODE_LENGTH);
  const user = await db
    .insertInto('users')
    .values({
      username: identity.kind === 'username' ? identity.username : null,
      email: identity.kind === 'email' ? identity.email : null,
      mobile: identity.kind === 'mobile' ? identity.mobile : null,
      mobile_national: identity.kind === 'mobile' ? identity.national : null,
      password_hash: passwordHash,
      // Spec §5 nicknames are 2–10 letters or digits; users can change this one later.
      nickname: `User${ownCode.slice(0, 6)}`,
      invited_by: invitedBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('invite_codes').values({ code: ownCode, owner_id: user.id }).execute();
};

export const createRegistrationHandlers = (deps: SessionDeps): Pick<Handlers, 'register' | 'checkEmail'> => ({
  register: async (params, context) => {
    const form = validateRegistration({
      kind: params.type ?? 'email',
      userString: params.user_string,
      areaCode: params.area_code ?? '',
      code: params.code ?? '',
      password: params.password,
      rePassword: params.re_password,
      inviteCode: params.extension_code,
    });
    if (E.isLeft(form)) return rejectInvalid(firstError(form.left));
    const request = form.right;
    const identity = identityOf(request);
    const account = accountKey(identity);
    const wait = deps.throttles.codes.retryAfterMs(account, context.ip);
    if (wait > 0) return rateLimited(wait);

    // Hashing is slow on purpose; done before the transaction so the database is not held meanwhile.
    const passwordHash = await deps.passwords.hash(request.password);
    const address = addressOf(identity);
    const now = deps.clock.now();
    let outcome: Outcome<void>;
    try {
      outcome = await deps.db.transaction().execute(async (trx): Promise<Outcome<void>> => {
        const invite = await trx
          .selectFrom('invite_codes')
          .select('code')
          .where('code', '=', request.inviteCode.toUpperCase())
          .executeTakeFirst();
        if (invite === undefined) return reject('SESSION.INVITE_CODE_INVALID');
        if (await identityTaken(trx, identity)) return reject('SESSION.ACCOUNT_EXISTS');
        if (address !== undefined) {
          const redeemed = await redeemCode(trx, {
            targets: [address],
            scene: 'register',
            code: request.code ?? '',
            now,
          });
          if (E.isLeft(redeemed)) return reject(redeemed.left);
        }
        await createUser(trx, identity, passwordHash, invite.code);
        return ok(undefined);
      });
    } catch (error) {
      // Two registrations of the same account raced past the check above; the index decided.
      if (violatedUniqueConstraint(error)?.startsWith('users_')) return reject('SESSION.ACCOUNT_EXISTS');
      throw error;
    }
    if (E.isLeft(outcome)) {
      if (outcome.left.kind === 'rejected' && outcome.left.code !== 'SESSION.ACCOUNT_EXISTS') {
        deps.throttles.codes.failed(account, context.ip);
      }
      return outcome;
    }
    return ok(translate(context.lang, 'SESSION.REGISTERED'));
  },

  checkEmail: async (params, context) => {
    const wait = deps.throttles.lookups.retryAfterMs(context.ip);
    if (wait > 0) return rateLimited(wait);
    deps.throttles.lookups.record(context.ip);
    const email = validateEmail(params.email.trim());
    if (E.isLeft(email)) return rejectInvalid(email.left);
    const taken = await identityTaken(deps.db, { kind: 'email', email: email.right.toLowerCase() });
    return ok({ available: !taken });
  },
});

import { type RegistrationRequest, validateEmail, validateRegistration } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import type { Kysely } from 'kysely';
import { violatedUniqueConstraint } from '../../db/errors.js';
import type { Database } from '../../db/schema.js';
import { translate } from '../../i18n/index.js';
import { randomCode } from '../../shared/crypto.js';
import { firstError, type Handlers, type Outcome, ok, reject, rejectInvalid } from '../handler.js';
import { type Guesser, type MatchedCodes, matchCodes, useCodes } from './codes.js';
import type { SessionDeps } from './deps.js';
import { isCommonPassword } from './passwords.js';
import { addressBudget, codeBudgets } from './throttles.js';
import { accountKey, addressOf, type Identity, identityOf, identityTaken } from './users.js';

const INVITE_CODE_LENGTH = 8;

/** Inserts the user and the invitation code they will hand out; runs inside the caller's transaction. */
const createUser = async (
  db: Kysely<Database>,
  identity: Identity,
  passwordHash: string,
  invitedBy: string,
): Promise<number> => {
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
  return user.id;
};

export const createRegistrationHandlers = (deps: SessionDeps): Pick<Handlers, 'register' | 'checkEmail'> => {
  /**
   * Everything that can refuse a sign-up without hashing: the invitation, the account being new,
   * and the code sent to its address (matched, not yet used). Right: the codes to use up.
   */
  const precheck = async (
    request: RegistrationRequest,
    identity: Identity,
    address: string | undefined,
    guesser: Guesser,
  ): Promise<Outcome<{ invite: string; codes: MatchedCodes }>> => {
    const invite = await deps.db
      .selectFrom('invite_codes')
      .select('code')
      .where('code', '=', request.inviteCode.toUpperCase())
      .executeTakeFirst();
    if (invite === undefined) return reject('SESSION.INVITE_CODE_INVALID');
    if (await identityTaken(deps.db, identity)) return reject('SESSION.ACCOUNT_EXISTS');
    if (address === undefined) return ok({ invite: invite.code, codes: [] });
    const matched = await matchCodes(
      deps.db,
      [{ targets: [address], scene: 'register', code: request.code ?? '' }],
      guesser,
    );
    return E.isLeft(matched)
      ? reject(matched.left.failure)
      : ok({ invite: invite.code, codes: matched.right });
  };

  return {
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
      if (isCommonPassword(request.password)) return reject('SESSION.PASSWORD_TOO_COMMON');
      const identity = identityOf(request);
      const address = addressOf(identity);

      // Every sign-up counts against the address, whatever its outcome; every refusal below counts
      // against the account's and the address's code budgets (taken accounts included).
      const signUp = await deps.gate.admit(addressBudget('signUpsPerAddress', context.ip), context);
      if (E.isLeft(signUp)) return signUp;
      const guess = await deps.gate.admit(codeBudgets(accountKey(identity), context.ip), context);
      if (E.isLeft(guess)) {
        await signUp.right.cancelled();
        return guess;
      }

      const now = deps.clock.now();
      const checked = await precheck(request, identity, address, { now, address: context.ip });
      if (E.isLeft(checked)) return checked;
      // Hashing is slow on purpose: only a request that passed every check gets it.
      const passwordHash = await deps.passwords.hash(request.password);
      if (E.isLeft(passwordHash)) {
        await Promise.all([signUp.right.cancelled(), guess.right.cancelled()]);
        return passwordHash;
      }
      let outcome: Outcome<void>;
      try {
        outcome = await deps.db.transaction().execute(async (trx): Promise<Outcome<void>> => {
          const used = await useCodes(trx, checked.right.codes, now);
          if (E.isLeft(used)) return reject(used.left.failure);
          const userId = await createUser(trx, identity, passwordHash.right, checked.right.invite);
          await deps.welcome(trx, userId, now);
          return ok(undefined);
        });
      } catch (error) {
        // Two registrations of the same account raced past the check above; the index decided.
        if (violatedUniqueConstraint(error)?.startsWith('users_')) return reject('SESSION.ACCOUNT_EXISTS');
        throw error;
      }
      if (E.isLeft(outcome)) return outcome;
      await guess.right.succeeded();
      return ok(translate(context.lang, 'SESSION.REGISTERED'));
    },

    checkEmail: async (params, context) => {
      const email = validateEmail(params.email.trim());
      if (E.isLeft(email)) return rejectInvalid(email.left);
      // Each lookup counts, answered or not: the budget bounds how fast addresses can be probed.
      const lookup = await deps.gate.admit(addressBudget('lookupsPerAddress', context.ip), context);
      if (E.isLeft(lookup)) return lookup;
      const taken = await identityTaken(deps.db, { kind: 'email', email: email.right.toLowerCase() });
      return ok({ available: !taken });
    },
  };
};

import { holdEndsAt, validateWalletAddress } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import { isForeignKeyViolation, violatedUniqueConstraint } from '../../db/errors.js';
import { translate } from '../../i18n/index.js';
import { pageAnswer, pageRequest } from '../../shared/paging.js';
import { uploadPath } from '../../shared/upload-refs.js';
import { firstError, type Handlers, ok, reject, rejectInvalid, withSession } from '../handler.js';
import type { AccountDeps } from './deps.js';

/** Withdrawal addresses: checked per network, each usable 24 hours after it was added. */
export const createWalletAddressHandlers = (
  deps: AccountDeps,
): Pick<Handlers, 'saveWalletAddress' | 'walletAddresses'> => ({
  saveWalletAddress: withSession(async (params, context, session) => {
    const form = validateWalletAddress({
      network: params.currency,
      name: params.name,
      address: params.address,
      qrcode: params.qrcode,
    });
    if (E.isLeft(form)) return rejectInvalid(firstError(form.left));
    const draft = form.right;
    const qrcode = await deps.uploads.owned(deps.db, {
      userId: session.userId,
      path: draft.qrcode,
      purpose: 'wallet_qrcode',
    });
    if (qrcode === undefined) return reject('ACCOUNT.UPLOAD_INVALID');
    try {
      await deps.db
        .insertInto('wallet_addresses')
        .values({
          user_id: session.userId,
          network: draft.network,
          name: draft.name,
          address: draft.address,
          qrcode_upload_id: qrcode,
          created_at: deps.clock.now(),
        })
        .execute();
    } catch (error) {
      if (violatedUniqueConstraint(error) === 'wallet_addresses_user_address_key') {
        return reject('ACCOUNT.ADDRESS_EXISTS');
      }
      // The cleanup deleted the upload, unreferenced for a day, just before: as if it never was.
      if (isForeignKeyViolation(error)) return reject('ACCOUNT.UPLOAD_INVALID');
      throw error;
    }
    return ok(translate(context.lang, 'ACCOUNT.WALLET_ADDRESS_SAVED'));
  }),

  walletAddresses: withSession(async (params, _context, session) => {
    const request = pageRequest(params);
    if (request === undefined) return reject('SHARED.INVALID_PARAMS');

    const mine = deps.db.selectFrom('wallet_addresses').where('user_id', '=', session.userId);
    const { total } = await mine
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await mine
      .select(['id', 'network', 'name', 'address', 'qrcode_upload_id', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(request.limit)
      .offset(request.offset)
      .execute();
    return ok(
      pageAnswer(
        rows.map((row) => ({
          id: row.id,
          currency: row.network,
          name: row.name,
          address: row.address,
          qrcode: uploadPath(row.qrcode_upload_id),
          created_at: row.created_at.toISOString(),
          usable_from: holdEndsAt(row.created_at).toISOString(),
        })),
        request,
        total,
      ),
    );
  }),
});

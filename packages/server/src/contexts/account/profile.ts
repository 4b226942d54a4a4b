import { validateProfile } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import { isForeignKeyViolation } from '../../db/errors.js';
import { translate } from '../../i18n/index.js';
import { uploadPath, uploadUrl } from '../../shared/upload-refs.js';
import { firstError, type Handlers, ok, reject, rejectInvalid, withSession } from '../handler.js';
import { userBudget } from '../session/index.js';
import type { AccountDeps } from './deps.js';

export const createProfileHandlers = (
  deps: AccountDeps,
): Pick<Handlers, 'upload' | 'uploadHeadPortrait' | 'editNickname'> => ({
  upload: withSession(async (params, context, session) => {
    if (context.file === null) return reject('ACCOUNT.FILE_REQUIRED');
    const admitted = await deps.gate.admit(userBudget('uploadsPerUser', session.userId), context);
    if (E.isLeft(admitted)) return admitted;

    const saved = await deps.uploads.save(session.userId, params.purpose, context.file.bytes);
    if (E.isLeft(saved)) {
      // Only stored uploads count: a refused file took no room.
      await admitted.right.cancelled();
      return reject(saved.left.code, saved.left.params);
    }
    return ok({ path: uploadPath(saved.right), url: uploadUrl(saved.right) });
  }),

  uploadHeadPortrait: withSession(async (params, context, session) => {
    const id = await deps.uploads.owned(deps.db, {
      userId: session.userId,
      path: params.head_portrait,
      purpose: 'avatar',
    });
    if (id === undefined) return reject('ACCOUNT.UPLOAD_INVALID');
    try {
      await deps.db
        .updateTable('users')
        .set({ avatar_upload_id: id })
        .where('id', '=', session.userId)
        .execute();
    } catch (error) {
      // The cleanup deleted the upload, unreferenced for a day, just before: as if it never was.
      if (isForeignKeyViolation(error)) return reject('ACCOUNT.UPLOAD_INVALID');
      throw error;
    }
    return ok(translate(context.lang, 'ACCOUNT.AVATAR_UPDATED'));
  }),

  editNickname: withSession(async (params, context, session) => {
    const form = validateProfile({ nickname: params.nickname, signature: params.signature });
    if (E.isLeft(form)) return rejectInvalid(firstError(form.left));
    await deps.db
      .updateTable('users')
      .set({ nickname: form.right.nickname, signature: form.right.signature })
      .where('id', '=', session.userId)
      .execute();
    return ok(translate(context.lang, 'ACCOUNT.PROFILE_UPDATED'));
  }),
});

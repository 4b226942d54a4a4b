import { type UploadPurpose, validateImageFile } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import type { SimContext } from '../runtime/context.js';
import { describeFailure, invalid } from '../runtime/failure.js';
import { failed, type StepOutcome } from './step.js';

/** A 1×1 PNG: the smallest picture the exchange takes (it checks the bytes, never the name or type). */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Uploads a small valid image for `purpose` as a picked file, checked by core's rule first as the
 * app's pickers do: its `upload:<id>` reference, which later calls take, or the outcome of a step
 * that could not (`what` names the picture in the message).
 */
export const uploadImage = async (
  ctx: SimContext,
  purpose: UploadPurpose,
  what: string,
): Promise<string | StepOutcome> => {
  const file = new File([PNG_1X1], `${purpose}.png`, { type: 'image/png' });
  const checked = validateImageFile(file);
  if (E.isLeft(checked))
    return failed(`the ${what} was refused by core's rules: ${checked.left.code}`, invalid([checked.left]));
  const uploaded = await ctx.tessera.api.account.upload(file, purpose)();
  if (E.isLeft(uploaded))
    return failed(`uploading the ${what} failed: ${describeFailure(uploaded.left)}`, uploaded.left);
  return uploaded.right.path;
};

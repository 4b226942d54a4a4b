import { validateBankCard, validateInternationalBankCard } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import { translate } from '../../i18n/index.js';
import { openFields, sealFields } from '../../shared/sealed-fields.js';
import { firstError, type Handlers, ok, rejectInvalid, withSession } from '../handler.js';
import type { AccountDeps } from './deps.js';

/** The sealed details of a domestic card, as stored and answered (also re-sealed by `sealing.ts`). */
export const DOMESTIC_CARD_COLUMNS = ['real_name', 'bank_name', 'branch', 'bank_account'] as const;
/** The sealed details of an international card. */
export const INTERNATIONAL_CARD_COLUMNS = [
  'real_name',
  'bank_account',
  'bank_name',
  'bank_address',
  'swift_code',
  'aba_number',
  'phone',
  'cardholder_address',
] as const;

/** Stored as validated, without the spaces around each field. */
const trimmed = <T extends Record<string, string>>(fields: T): T =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value.trim()])) as T;

/**
 * One domestic and one international card per user; saving again replaces it. Every detail is
 * sealed at rest, bound to its column and its owner (`sealFields`), and opened for its owner.
 */
export const createBankCardHandlers = (
  deps: AccountDeps,
): Pick<Handlers, 'saveBankCard' | 'bankCard' | 'saveInternationalBankCard' | 'internationalBankCard'> => ({
  saveBankCard: withSession(async (params, context, session) => {
    const form = validateBankCard({
      realName: params.real_name,
      bankName: params.bank_name,
      branch: params.branch,
      bankAccount: params.bank_account,
    });
    if (E.isLeft(form)) return rejectInvalid(firstError(form.left));
    const card = sealFields(
      deps.cipher,
      'bank_cards',
      session.userId,
      trimmed({
        real_name: params.real_name,
        bank_name: params.bank_name,
        branch: params.branch,
        bank_account: params.bank_account,
      }),
    );
    const updated_at = deps.clock.now();
    await deps.db
      .insertInto('bank_cards')
      .values({ user_id: session.userId, ...card, updated_at })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...card, updated_at }))
      .execute();
    return ok(translate(context.lang, 'ACCOUNT.BANK_CARD_SAVED'));
  }),

  bankCard: withSession(async (_params, _context, session) => {
    const card = await deps.db
      .selectFrom('bank_cards')
      .select(DOMESTIC_CARD_COLUMNS)
      .where('user_id', '=', session.userId)
      .executeTakeFirst();
    return ok(card === undefined ? null : openFields(deps.cipher, 'bank_cards', session.userId, card));
  }),

  saveInternationalBankCard: withSession(async (params, context, session) => {
    const form = validateInternationalBankCard({
      realName: params.real_name,
      bankAccount: params.bank_account,
      bankName: params.bank_name,
      bankAddress: params.bank_address,
      swiftCode: params.swift_code,
      abaNumber: params.aba_number,
      phone: params.phone,
      cardholderAddress: params.cardholder_address,
    });
    if (E.isLeft(form)) return rejectInvalid(firstError(form.left));
    // Core's rule answers the card normalized (the SWIFT code in capitals): that is what is kept.
    const card = sealFields(
      deps.cipher,
      'international_bank_cards',
      session.userId,
      trimmed({
        real_name: form.right.realName,
        bank_account: form.right.bankAccount,
        bank_name: form.right.bankName,
        bank_address: form.right.bankAddress,
        swift_code: form.right.swiftCode,
        aba_number: form.right.abaNumber,
        phone: form.right.phone,
        cardholder_address: form.right.cardholderAddress,
      }),
    );
    const updated_at = deps.clock.now();
    await deps.db
      .insertInto('international_bank_cards')
      .values({ user_id: session.userId, ...card, updated_at })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...card, updated_at }))
      .execute();
    return ok(translate(context.lang, 'ACCOUNT.BANK_CARD_SAVED'));
  }),

  internationalBankCard: withSession(async (_params, _context, session) => {
    const card = await deps.db
      .selectFrom('international_bank_cards')
      .select(INTERNATIONAL_CARD_COLUMNS)
      .where('user_id', '=', session.userId)
      .executeTakeFirst();
    return ok(
      card === undefined ? null : openFields(deps.cipher, 'international_bank_cards', session.userId, card),
    );
  }),
});

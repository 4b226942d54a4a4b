import {
  Decimal,
  type QuickBuyCountry,
  type QuickBuyCurrency,
  type QuickBuyOrder,
  type QuickBuyPayer,
} from '@tessera/core';
import type { Selectable } from 'kysely';
import type { QuickBuyOrdersTable } from '../../db/schema.js';
import type { DataCipher } from '../../shared/data-cipher.js';
import { fieldContext } from '../../shared/sealed-fields.js';
import { uploadUrl } from '../../shared/upload-refs.js';
import { wirePayee } from './offer.js';

export type QuickBuyOrderRow = Selectable<QuickBuyOrdersTable>;

/** The sealing context of a user's payer details: they open only on that user's orders. */
export const payerContext = (userId: number) => fieldContext('quick_buy_orders', 'payer', userId);

/** What the user writes in the transfer's description: the order id, zero-padded. */
const referenceOf = (id: number) => `QB-${String(id).padStart(6, '0')}`;

/** An order row as core takes it, the payer's details opened. */
export const quickBuyOrderOf = (row: QuickBuyOrderRow, cipher: DataCipher): QuickBuyOrder => {
  const payee = JSON.parse(row.payee) as ReturnType<typeof wirePayee>;
  return {
    id: Number(row.id),
    reference: referenceOf(Number(row.id)),
    country: row.country as QuickBuyCountry,
    currency: row.currency as QuickBuyCurrency,
    method: row.method,
    usd: new Decimal(row.usd),
    usdt: new Decimal(row.usdt),
    payer: JSON.parse(cipher.openText(row.payer, payerContext(row.user_id))) as QuickBuyPayer,
    payee: {
      accountName: payee.account_name,
      iban: payee.iban,
      beneficiaryCountry: payee.beneficiary_country,
      bic: payee.bic,
      bankName: payee.bank_name,
      bankAddress: payee.bank_address,
    },
    state: row.state,
    proofUrl: row.proof_upload_id === null ? null : uploadUrl(row.proof_upload_id),
    createdAt: row.created_at.toISOString(),
    payBy: row.pay_by.toISOString(),
    proofAt: row.proof_at?.toISOString() ?? null,
    paidAt: row.paid_at?.toISOString() ?? null,
    cancelledAt: row.cancelled_at?.toISOString() ?? null,
    cancelReason: row.cancel_reason,
  };
};

/** An order as the quick-buy calls answer it. */
export const wireQuickBuyOrder = (order: QuickBuyOrder) => ({
  id: order.id,
  reference: order.reference,
  country: order.country,
  currency: order.currency,
  method: order.method,
  amount: order.usd,
  usdt: order.usdt,
  payer: {
    first_name: order.payer.firstName,
    last_name: order.payer.lastName,
    email: order.payer.email,
    phone: order.payer.phone,
    tax_id: order.payer.taxId,
  },
  payee: wirePayee(order.payee),
  state: order.state,
  proof_url: order.proofUrl,
  created_at: order.createdAt,
  pay_by: order.payBy,
  proof_at: order.proofAt,
  paid_at: order.paidAt,
  cancelled_at: order.cancelledAt,
  cancel_reason: order.cancelReason,
});

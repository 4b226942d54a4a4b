import type { QuickBuyOfferCodec, QuickBuyOrderCodec, QuickBuyPayeeCodec } from '@tessera/contract';
import type { QuickBuyOffer, QuickBuyOrder, QuickBuyPayee } from '@tessera/core';
import type * as t from 'io-ts';

const parsePayee = (wire: t.TypeOf<typeof QuickBuyPayeeCodec>): QuickBuyPayee => ({
  accountName: wire.account_name,
  iban: wire.iban,
  beneficiaryCountry: wire.beneficiary_country,
  bic: wire.bic,
  bankName: wire.bank_name,
  bankAddress: wire.bank_address,
});

/** `/buy/config` → QuickBuyOffer. Sample: `{ countries: ['US', …], currencies: ['USD'], methods: […], min_usd: '100', max_usd: '2000', payment_window_hours: 24, payees: {…} }` */
export const parseQuickBuyOffer = (wire: t.TypeOf<typeof QuickBuyOfferCodec>): QuickBuyOffer => ({
  countries: wire.countries,
  currencies: wire.currencies,
  methods: wire.methods,
  minUsd: wire.min_usd,
  maxUsd: wire.max_usd,
  paymentWindowHours: wire.payment_window_hours,
  payees: {
    bank_transfer: parsePayee(wire.payees.bank_transfer),
    card: parsePayee(wire.payees.card),
    wallet: parsePayee(wire.payees.wallet),
  },
});

/** `/buy/order`, `/buy/orders` item… → QuickBuyOrder. Sample: `{ id: 7, reference: 'QB-000007', country: 'TH', …, state: 'to_be_paid', pay_by: '…' }` */
export const parseQuickBuyOrder = (wire: t.TypeOf<typeof QuickBuyOrderCodec>): QuickBuyOrder => ({
  id: wire.id,
  reference: wire.reference,
  country: wire.country,
  currency: wire.currency,
  method: wire.method,
  usd: wire.amount,
  usdt: wire.usdt,
  payer: {
    firstName: wire.payer.first_name,
    lastName: wire.payer.last_name,
    email: wire.payer.email,
    phone: wire.payer.phone,
    taxId: wire.payer.tax_id,
  },
  payee: parsePayee(wire.payee),
  state: wire.state,
  proofUrl: wire.proof_url,
  createdAt: wire.created_at,
  payBy: wire.pay_by,
  proofAt: wire.proof_at,
  paidAt: wire.paid_at,
  cancelledAt: wire.cancelled_at,
  cancelReason: wire.cancel_reason,
});

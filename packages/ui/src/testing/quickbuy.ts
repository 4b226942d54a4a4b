import { Decimal, type QuickBuyOffer, type QuickBuyOrder, type QuickBuyPayee } from '@tessera/core';

/** The bank account bank transfers go to, as the exchange publishes it. */
export const bankPayee: QuickBuyPayee = {
  accountName: 'Tessera Payments Ltd',
  iban: 'GB33BUKB20201555555555',
  beneficiaryCountry: 'GB',
  bic: 'BUKBGB22',
  bankName: 'Barclays Bank UK PLC',
  bankAddress: '1 Churchill Place, London E14 5HP, United Kingdom',
};

/** What a user with basic verification is offered: 100 to 2,000 USD a purchase, 24 hours to pay. */
export const basicOffer: QuickBuyOffer = {
  countries: ['US', 'NG', 'TH', 'ID', 'BR', 'IN', 'VN', 'MX', 'PH'],
  currencies: ['USD'],
  methods: ['bank_transfer', 'card', 'wallet'],
  minUsd: new Decimal(100),
  maxUsd: new Decimal(2000),
  paymentWindowHours: 24,
  payees: { bank_transfer: bankPayee, card: bankPayee, wallet: bankPayee },
};

/** 250 USD from Thailand by bank transfer, placed on 27 November 2026 at 10:00 UTC, to be paid. */
export const thaiOrder: QuickBuyOrder = {
  id: 7,
  reference: 'QB-000007',
  country: 'TH',
  currency: 'USD',
  method: 'bank_transfer',
  usd: new Decimal(250),
  usdt: new Decimal(250),
  payer: {
    firstName: 'Somchai',
    lastName: 'Jaidee',
    email: 'somchai@example.com',
    phone: '+66 81 234 5678',
    taxId: '1234567890123',
  },
  payee: bankPayee,
  state: 'to_be_paid',
  proofUrl: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  payBy: '2026-11-28T10:00:00.000Z',
  proofAt: null,
  paidAt: null,
  cancelledAt: null,
  cancelReason: null,
};

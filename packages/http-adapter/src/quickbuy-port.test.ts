import { IDEMPOTENCY_HEADER } from '@tessera/contract';
import { Decimal } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { createQuickBuyApi } from './quickbuy-port.js';
import { recordingClient } from './recording-client.test-support.js';

const answering = (body: unknown) => {
  const { client, requests } = recordingClient(body);
  return { quickBuy: createQuickBuyApi(client), requests };
};

const PAYEE = {
  account_name: 'Tessera Payments Ltd',
  iban: 'GB33BUKB20201555555555',
  beneficiary_country: 'GB',
  bic: 'BUKBGB22',
  bank_name: 'Barclays Bank UK PLC',
  bank_address: '1 Churchill Place, London E14 5HP, United Kingdom',
};

const PAYER = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+66 81 234 5678',
  taxId: 'TH-1234567',
};

const ORDER = {
  id: 7,
  reference: 'QB-000007',
  country: 'TH',
  currency: 'USD',
  method: 'bank_transfer',
  amount: '250',
  usdt: '250',
  payer: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    phone: '+66 81 234 5678',
    tax_id: 'TH-1234567',
  },
  payee: PAYEE,
  state: 'to_be_paid',
  proof_url: null,
  created_at: '2026-11-27T09:00:00.000Z',
  pay_by: '2026-11-28T09:00:00.000Z',
  proof_at: null,
  paid_at: null,
  cancelled_at: null,
  cancel_reason: null,
};

describe('quick-buy port', () => {
  it('reads the offer: countries, methods, payees and the user’s limit', async () => {
    const { quickBuy } = answering({
      countries: ['US', 'TH'],
      currencies: ['USD'],
      methods: ['bank_transfer', 'card', 'wallet'],
      min_usd: '100',
      max_usd: '2000',
      payment_window_hours: 24,
      payees: { bank_transfer: PAYEE, card: PAYEE, wallet: PAYEE },
    });
    expect(await quickBuy.offer()()).toMatchObject({
      _tag: 'Right',
      right: {
        maxUsd: new Decimal('2000'),
        payees: { bank_transfer: { iban: PAYEE.iban, bic: 'BUKBGB22' } },
      },
    });
  });

  it('places an order with the payer’s fields, the request id as the idempotency key', async () => {
    const { quickBuy, requests } = answering(ORDER);
    const placed = await quickBuy.place(
      { country: 'TH', currency: 'USD', method: 'bank_transfer', usd: new Decimal(250), payer: PAYER },
      'key-1',
    )();
    expect(placed).toMatchObject({
      _tag: 'Right',
      right: { reference: 'QB-000007', payer: PAYER, state: 'to_be_paid' },
    });
    const [request] = requests;
    expect(new URL(request?.url ?? '').pathname).toBe('/api/buy/order');
    expect(request?.headers.get(IDEMPOTENCY_HEADER)).toBe('key-1');
    expect(await request?.json()).toEqual({
      country: 'TH',
      currency: 'USD',
      method: 'bank_transfer',
      amount: '250',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '+66 81 234 5678',
      tax_id: 'TH-1234567',
    });
  });

  it('sends the transfer proof by its upload reference', async () => {
    const { quickBuy, requests } = answering({
      ...ORDER,
      proof_url: '/api/files/ab',
      proof_at: '2026-11-27T10:00:00.000Z',
    });
    expect(await quickBuy.submitProof(7, 'upload:ab')()).toMatchObject({
      _tag: 'Right',
      right: { proofUrl: '/api/files/ab' },
    });
    expect(await requests[0]?.json()).toEqual({ id: 7, proof: 'upload:ab' });
  });
});

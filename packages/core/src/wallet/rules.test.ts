import { describe, expect, it } from 'vitest';
import * as E from '#fp-ts/Either.js';
import { Decimal } from '../shared/decimal.js';
import { ACCOUNT_TYPE_NUMBERS, WalletAccounts } from './model.js';
import {
  isWalletAccount,
  validateAmount,
  validateConversion,
  validateDepositRequest,
  validateTransfer,
  validateWithdrawal,
} from './rules.js';

const codeOf = (result: E.Either<{ code: string }, unknown>) => (E.isLeft(result) ? result.left.code : 'ok');

describe('validateAmount', () => {
  it('reads a plain decimal as the Decimal it spells', () => {
    const result = validateAmount('0.5', { precision: 8 });
    expect(E.isRight(result) && result.right.equals(new Decimal('0.5'))).toBe(true);
  });

  it.each([
    ['', 'SHARED.REQUIRED'],
    ['   ', 'SHARED.REQUIRED'],
    ['1e3', 'WALLET.AMOUNT_FORMAT'],
    ['-1', 'WALLET.AMOUNT_FORMAT'],
    ['+1', 'WALLET.AMOUNT_FORMAT'],
    ['0x10', 'WALLET.AMOUNT_FORMAT'],
    ['NaN', 'WALLET.AMOUNT_FORMAT'],
    ['Infinity', 'WALLET.AMOUNT_FORMAT'],
    [' 1', 'WALLET.AMOUNT_FORMAT'],
    ['01', 'WALLET.AMOUNT_FORMAT'],
    ['1.', 'WALLET.AMOUNT_FORMAT'],
    ['0', 'WALLET.AMOUNT_NOT_POSITIVE'],
    ['0.000', 'WALLET.AMOUNT_NOT_POSITIVE'],
  ])('refuses %j with %s', (text, code) => {
    expect(codeOf(validateAmount(text, { precision: 8 }))).toBe(code);
  });

  it('allows as many decimals as the asset has and no more, and says how many', () => {
    expect(codeOf(validateAmount('1.123456', { precision: 6 }))).toBe('ok');
    const tooFine = validateAmount('1.1234567', { precision: 6 });
    expect(tooFine).toEqual(
      E.left({
        code: 'WALLET.AMOUNT_PRECISION',
        messageKey: 'validation.amountPrecision',
        params: { precision: 6 },
      }),
    );
    expect(codeOf(validateAmount('1', { precision: 0 }))).toBe('ok');
    expect(codeOf(validateAmount('1.0', { precision: 0 }))).toBe('WALLET.AMOUNT_PRECISION');
  });

  it('takes the minimum inclusively and names it', () => {
    const limits = { precision: 8, minimum: new Decimal('0.001') };
    expect(codeOf(validateAmount('0.001', limits))).toBe('ok');
    expect(validateAmount('0.0009', limits)).toEqual(
      E.left({
        code: 'WALLET.AMOUNT_BELOW_MINIMUM',
        messageKey: 'validation.amountMinimum',
        params: { minimum: '0.001' },
      }),
    );
  });

  it('allows exactly the available balance and refuses a unit more', () => {
    const limits = { precision: 2, available: new Decimal('10.5') };
    expect(codeOf(validateAmount('10.5', limits))).toBe('ok');
    expect(validateAmount('10.51', limits)).toEqual(
      E.left({ code: 'WALLET.INSUFFICIENT_BALANCE', messageKey: 'validation.insufficientBalance' }),
    );
  });

  it('names the first thing to fix: spelling, then precision, then minimum, then balance', () => {
    const limits = { precision: 1, minimum: new Decimal(5), available: new Decimal(1) };
    expect(codeOf(validateAmount('0.25', limits))).toBe('WALLET.AMOUNT_PRECISION');
    expect(codeOf(validateAmount('2', limits))).toBe('WALLET.AMOUNT_BELOW_MINIMUM');
    expect(codeOf(validateAmount('6', limits))).toBe('WALLET.INSUFFICIENT_BALANCE');
  });
});

describe('validateTransfer', () => {
  const limits = { precision: 6, available: new Decimal(100) };

  it('builds the transfer with the amount read', () => {
    expect(validateTransfer({ assetId: 3, amount: '25.5', from: 'balance', to: 'futures' }, limits)).toEqual(
      E.right({ assetId: 3, amount: new Decimal('25.5'), from: 'balance', to: 'futures' }),
    );
  });

  it('refuses a transfer to the same account, and reports the amount too when both are wrong', () => {
    expect(validateTransfer({ assetId: 3, amount: '1', from: 'mining', to: 'mining' }, limits)).toEqual(
      E.left({ to: { code: 'WALLET.SAME_ACCOUNT', messageKey: 'validation.sameAccount' } }),
    );
    const both = validateTransfer({ assetId: 3, amount: '101', from: 'stock', to: 'stock' }, limits);
    expect(E.isLeft(both) && Object.keys(both.left).sort()).toEqual(['amount', 'to']);
  });

  it('refuses more than the source account has', () => {
    const result = validateTransfer(
      { assetId: 3, amount: '100.000001', from: 'balance', to: 'futures' },
      limits,
    );
    expect(E.isLeft(result) && result.left).toEqual({
      amount: { code: 'WALLET.INSUFFICIENT_BALANCE', messageKey: 'validation.insufficientBalance' },
    });
  });
});

describe('wallet accounts', () => {
  it('knows the six accounts of spec §3 and nothing else', () => {
    expect(WalletAccounts.filter(isWalletAccount)).toEqual(WalletAccounts);
    expect(WalletAccounts).toHaveLength(6);
    expect(isWalletAccount('legal')).toBe(false);
    expect(isWalletAccount('')).toBe(false);
  });

  it('maps the numbered types of spec §3 onto them (fiat is not a balance)', () => {
    expect(ACCOUNT_TYPE_NUMBERS).toEqual({ 1: 'balance', 2: 'balance', 3: 'futures', 4: 'options' });
  });
});

describe('validateWithdrawal', () => {
  const network = {
    coinId: 3,
    network: 'ERC20' as const,
    enabled: true,
    withdrawMinimum: new Decimal(10),
    withdrawFee: new Decimal(5),
  };
  const limits = { precision: 6, network, available: new Decimal(100) };
  const to = { kind: 'address', addressId: 9 } as const;

  it('answers the request without the payment password, asked for after the confirmation', () => {
    expect(validateWithdrawal({ coinId: 3, amount: '10', destination: to }, limits)).toEqual(
      E.right({ coinId: 3, amount: new Decimal(10), destination: to }),
    );
    expect(
      E.isRight(
        validateWithdrawal(
          { coinId: 3, amount: '100', destination: { kind: 'bank', card: 'domestic' } },
          limits,
        ),
      ),
    ).toBe(true);
  });

  it('asks for the network’s minimum, fee included, and no more than is available', () => {
    const below = validateWithdrawal({ coinId: 3, amount: '9.99', destination: to }, limits);
    expect(below).toEqual(
      E.left({
        amount: {
          code: 'WALLET.AMOUNT_BELOW_MINIMUM',
          messageKey: 'validation.amountMinimum',
          params: { minimum: '10' },
        },
      }),
    );
    const above = validateWithdrawal({ coinId: 3, amount: '100.000001', destination: to }, limits);
    expect(E.isLeft(above) && above.left.amount?.code).toBe('WALLET.INSUFFICIENT_BALANCE');
  });

  it('names every field to fix at once', () => {
    const result = validateWithdrawal({ coinId: 3, amount: '', destination: null }, limits);
    expect(E.isLeft(result) && Object.keys(result.left).sort()).toEqual(['amount', 'destination']);
    expect(E.isLeft(result) && result.left.destination?.messageKey).toBe('validation.destinationRequired');
  });
});

describe('validateConversion', () => {
  it('answers the conversion of a valid amount between two assets', () => {
    expect(validateConversion({ fromId: 3, toId: 1, amount: '25.5' }, { precision: 6 })).toEqual(
      E.right({ fromId: 3, toId: 1, amount: new Decimal('25.5') }),
    );
  });

  it('checks what is available only when told', () => {
    const draft = { fromId: 3, toId: 1, amount: '25.5' };
    expect(E.isRight(validateConversion(draft, { precision: 6 }))).toBe(true);
    const short = validateConversion(draft, { precision: 6, available: new Decimal(25) });
    expect(E.isLeft(short) && short.left.amount?.code).toBe('WALLET.INSUFFICIENT_BALANCE');
  });

  it('refuses converting an asset into itself, and a wrong amount, at once', () => {
    const result = validateConversion({ fromId: 3, toId: 3, amount: '1.1234567' }, { precision: 6 });
    expect(E.isLeft(result) && [result.left.amount?.code, result.left.to?.messageKey]).toEqual([
      'WALLET.AMOUNT_PRECISION',
      'validation.sameAsset',
    ]);
  });
});

describe('validateDepositRequest', () => {
  it('builds the request from a valid amount and an uploaded proof', () => {
    const result = validateDepositRequest(
      { coinId: 3, amount: '250.5', proof: 'uploads/proof.png' },
      { precision: 6 },
    );
    expect(E.isRight(result) && result.right.amount.equals(new Decimal('250.5'))).toBe(true);
    expect(E.isRight(result) && result.right).toMatchObject({ coinId: 3, proof: 'uploads/proof.png' });
  });

  it('reports every wrong field at once: the amount by its rule, the missing proof', () => {
    const result = validateDepositRequest({ coinId: 3, amount: '1.1234567', proof: '' }, { precision: 6 });
    expect(E.isLeft(result) && result.left).toEqual({
      amount: {
        code: 'WALLET.AMOUNT_PRECISION',
        messageKey: 'validation.amountPrecision',
        params: { precision: 6 },
      },
      proof: { code: 'WALLET.PROOF_REQUIRED', messageKey: 'validation.proofRequired' },
    });
  });
});

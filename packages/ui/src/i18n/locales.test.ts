import {
  CHAT_TEXT_MAX,
  Decimal,
  decimal,
  Failures,
  type FieldErrors,
  type FuturesMarket,
  failureMessage,
  type Language,
  Languages,
  type MiningOrder,
  type MiningPlan,
  parseDecimal,
  type ValidationError,
  validateAdvancedVerification,
  validateAmount,
  validateAntiPhishingCode,
  validateAreaCode,
  validateBankCard,
  validateBasicVerification,
  validateBlindBoxPurchase,
  validateChatMessage,
  validateCode,
  validateConfirmation,
  validateConversion,
  validateCouponClaim,
  validateCouponUse,
  validateDepositRequest,
  validateDualPurchase,
  validateEmail,
  validateFollow,
  validateFuturesOrder,
  validateFuturesStops,
  validateGuessBet,
  validateIeoSubscription,
  validateImageFile,
  validateInternationalBankCard,
  validateInviteCode,
  validateLoanApplication,
  validateLogin,
  validateMiningPurchase,
  validateMiningRedemption,
  validateMobile,
  validateNftBid,
  validateNftDeposit,
  validateNftResale,
  validateNickname,
  validateOrder,
  validatePassword,
  validatePayPassword,
  validateQuickBuy,
  validateSecondFactor,
  validateSignature,
  validateTotpCode,
  validateTraderApplication,
  validateTransfer,
  validateUsername,
  validateWalletAddress,
  validateWithdrawal,
} from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { type EitherLike, leftOf } from '../app/either';
import { ada } from '../testing/copytrading';
import { COUPONS_NOW, halfOff, trialBonus } from '../testing/coupons';
import { btcCall } from '../testing/dual';
import { priceQuestion } from '../testing/guess';
import { novaProject } from '../testing/ieo';
import { makerContext } from '../testing/loans';
import { constellations, NOON, swell, tidalAuction } from '../testing/nft';
import { MESSAGES } from './locales';

type Tree = { readonly [key: string]: string | Tree };

/** Every leaf of a message tree as `dotted.key → text`. */
const flatten = (tree: Tree, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
};

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();

const en = flatten(MESSAGES.en);

/** Every interface language but English, the reference the others are translated from. */
const TRANSLATED: readonly Language[] = Languages.filter((language) => language !== 'en');

/**
 * The few values a language rightly writes exactly as English does, by key; any other value equal
 * to en's is English left behind. An entry whose value has since been translated is removed (the
 * test below says which).
 */
const SAME_AS_ENGLISH: Readonly<Record<string, readonly Language[]>> = {
  // The brand.
  'app.name': TRANSLATED,
  'routeTitle.common': TRANSLATED,
  // An e-mail address is written in Latin letters whatever the script around it.
  'auth.emailPlaceholder': ['zh', 'hk', 'th', 'jp', 'kor'],
  // Units: the second's symbol, and the French lot.
  'options.seconds': ['fra', 'spa', 'pt'],
  'options.place': ['fra', 'spa', 'pt'],
  'copy.lotsUnit': ['fra'],
  'copy.lots.one': ['fra'],
  'copy.lots.other': ['fra'],
  // The product and its people by the loanwords these languages' texts use throughout ("suivre un trader").
  'routeTitle.copytrade': ['fra', 'spa', 'pt'],
  'routeTitle.follow': ['fra', 'spa', 'pt'],
  'home.entries.copyTrading': ['fra', 'spa', 'pt'],
  'copy.trader': ['fra', 'spa', 'pt'],
  'copy.traderTitle': ['fra', 'spa', 'pt'],
  'copy.tradersTab': ['fra', 'spa', 'pt'],
  // Words these languages spell as English does.
  'app.simulation': ['fra'],
  'profile.signature': ['fra'],
  'accounts.options': ['fra'],
  'trade.options': ['fra'],
  'records.reasons.conversion': ['fra'],
  'mining.plan': ['fra', 'spa'],
  'guess.question': ['fra'],
  'guess.questionsTab': ['fra'],
  'nft.collections': ['fra'],
  'nft.collectionsTitle': ['fra'],
  'nft.rarity.rare': ['fra'],
  'chat.photo': ['fra'],
  'loans.who.no': ['spa'],
  'nft.media.audio': ['spa'],
};

/**
 * Whether a value has nothing to translate: once its placeholders and its codes in capitals
 * (tickers and acronyms: BTC, NFT, UID, IBAN…) are taken out, no letter is left ("{{from}} → {{to}}",
 * "≈ {{btc}} BTC", "VIP {{level}}").
 */
const isLanguageNeutral = (text: string): boolean =>
  !/\p{L}/u.test(text.replace(/\{\{\s*\w+\s*\}\}/g, '').replace(/\b[A-Z]{2,}\b/g, ''));

/** Whether `language` may keep en's value for `key`. */
const mayMatchEnglish = (key: string, text: string, language: Language): boolean =>
  isLanguageNeutral(text) || (SAME_AS_ENGLISH[key]?.includes(language) ?? false);

describe('locales', () => {
  it('has one locale per interface language', () => {
    expect(Object.keys(MESSAGES).sort()).toEqual([...Languages].sort());
  });

  for (const language of Languages) {
    describe(language, () => {
      const messages = flatten(MESSAGES[language]);

      it('has every key en has, and no other', () => {
        const missing = [...en.keys()].filter((key) => !messages.has(key));
        const extra = [...messages.keys()].filter((key) => !en.has(key));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      });

      it('translates every message (no blanks) and keeps its placeholders', () => {
        for (const [key, text] of messages) {
          expect(text.trim(), key).not.toBe('');
          expect(placeholders(text), key).toEqual(placeholders(en.get(key) ?? ''));
        }
      });

      it.skipIf(language === 'en')('leaves no text in English', () => {
        const english = [...messages]
          .filter(([key, text]) => text === en.get(key) && !mayMatchEnglish(key, text, language))
          .map(([key, text]) => `${key}: ${text}`);
        expect(english).toEqual([]);
      });

      it.skipIf(language === 'en')('allows English only where it is still the value', () => {
        const translated = Object.entries(SAME_AS_ENGLISH)
          .filter(([key, languages]) => languages.includes(language) && messages.get(key) !== en.get(key))
          .map(([key]) => key);
        expect(translated).toEqual([]);
      });
    });
  }
});

/** A futures market for the futures rules' failures. */
const FUTURES_MARKET: FuturesMarket = {
  symbol: 'BTC/USDT',
  baseId: 1,
  quoteId: 3,
  account: 'futures',
  marginAsset: 'USDT',
  marginDecimals: 6,
  venue: 'always',
  priceStep: decimal('0.01'),
  lotSize: decimal('1'),
  lotsStep: decimal('0.01'),
  minLots: decimal('0.01'),
  maxLots: decimal('1000'),
  multiples: [1, 10, 100],
  feeRate: decimal('0.0005'),
  overnightRate: decimal('0.0003'),
  maintenanceRate: decimal('0.2'),
};

/** A locked-mining plan (spec §9's) and an order of it, for the mining rules' failures. */
const MINING_PLAN: MiningPlan = {
  id: 1,
  asset: 'USDT',
  assetId: 3,
  decimals: 2,
  days: 5,
  dailyRateMin: decimal('0.003'),
  dailyRateMax: decimal('0.004'),
  minAmount: decimal('100'),
  penaltyRate: decimal('0.004'),
};
const MINING_ORDER: MiningOrder = {
  id: 1,
  planId: 1,
  asset: 'USDT',
  decimals: 2,
  amount: decimal('10000'),
  days: 5,
  dailyRateMin: decimal('0.003'),
  dailyRateMax: decimal('0.004'),
  penaltyRate: decimal('0.004'),
  state: 'active',
  daysPaid: 0,
  earned: decimal('0'),
  startedAt: '2026-11-27T08:00:00.000Z',
  maturesAt: '2026-12-02T08:00:00.000Z',
  ending: null,
  endedAt: null,
  penalty: null,
  returned: null,
  calculatorVersion: 'mining/1',
};

/** A time the fixture product is open for subscription. */
const DUAL_OPEN = Date.parse('2026-11-27T12:00:00.000Z');

/** A time the fixture IEO project takes subscriptions. */
const IEO_OPEN = Date.parse('2026-11-28T12:00:00.000Z');

/** A time the fixture price question takes guesses. */
const GUESSING = Date.parse('2026-11-27T13:00:00.000Z');

/** One failing input per rule core exports, so every message key core can emit is exercised. */
const results: readonly EitherLike<ValidationError, unknown>[] = [
  validatePassword(''),
  validateConfirmation('secret-1', 'secret-2'),
  validateCode('12'),
  validateNickname('!'),
  validateSignature('<'),
  validateEmail('not-an-email'),
  validateMobile('x'),
  validateAreaCode('x'),
  validateUsername('1'),
  validateInviteCode('!'),
  validateAntiPhishingCode('1234'),
  validateTotpCode('12'),
  validateSecondFactor('12'),
  parseDecimal('abc'),
  // The wallet's amount rule, one wrong amount per message.
  ...['1e3', '0', '1.123', '0.5', '5'].map((amount) =>
    validateAmount(amount, { precision: 2, minimum: new Decimal(1), available: new Decimal(2) }),
  ),
  // A message to customer service: empty, too long, with a photo that is no upload.
  validateChatMessage({ text: ' ', image: null }),
  validateChatMessage({ text: 'x'.repeat(CHAT_TEXT_MAX + 1), image: null }),
  validateChatMessage({ text: '', image: 'https://example.com/a.png' }),
];
const emitted: ValidationError[] = results.flatMap((result) => leftOf(result) ?? []);

describe('messages of core', () => {
  it('has a message for every validation error core emits, with its parameters', () => {
    const login = leftOf(validateLogin({ userString: '', password: '' })) ?? {};
    emitted.push(...Object.values(login).filter((e) => e !== undefined));
    // The account and verification rules of issue 4, one form each with every field wrong.
    const forms: readonly EitherLike<FieldErrors<string>, unknown>[] = [
      validateBankCard({ realName: '', bankName: '<b>', branch: '', bankAccount: '1' }),
      validateInternationalBankCard({
        realName: '',
        bankAccount: '',
        bankName: '',
        bankAddress: '',
        swiftCode: 'x',
        abaNumber: 'x',
        phone: 'x',
        cardholderAddress: '',
      }),
      validateWalletAddress({ network: 'ERC20', name: '', address: 'nope', qrcode: '' }),
      validateBasicVerification({ country: '', idType: 'passport', name: '1', cardId: '!' }),
      validateAdvancedVerification({ frontPic: '', reversePic: '' }),
      validateTransfer(
        { assetId: 3, amount: '', from: 'balance', to: 'balance' },
        {
          precision: 6,
          available: new Decimal(0),
        },
      ),
      validateConversion({ fromId: 3, toId: 3, amount: '' }, { precision: 6 }),
      validateWithdrawal(
        { coinId: 3, amount: '', destination: null },
        {
          precision: 6,
          available: new Decimal(0),
          network: {
            coinId: 3,
            network: 'ERC20',
            enabled: true,
            withdrawMinimum: new Decimal(10),
            withdrawFee: new Decimal(5),
          },
        },
      ),
      // The wallet's forms: an amount by its rule, the missing proof, two accounts that are one.
      validateDepositRequest({ coinId: 3, amount: '1.1234567', proof: '' }, { precision: 6 }),
      validateTransfer(
        { assetId: 3, amount: '5', from: 'balance', to: 'balance' },
        { precision: 6, available: decimal('1') },
      ),
      // Spot orders: off the price and amount steps, below the minimum, worth too little, too big.
      ...[
        { price: '100.005', amount: '0.00015' },
        { price: '100', amount: '0.0001' },
        { price: '100', amount: '0.001' },
        { price: '100', amount: '5' },
      ].map(({ price, amount }) =>
        validateOrder(
          { side: 'buy', kind: 'limit', price, amount },
          {
            symbol: 'BTC/USDT',
            base: 'BTC',
            quote: 'USDT',
            baseId: 1,
            quoteId: 3,
            priceStep: decimal('0.01'),
            amountStep: decimal('0.0001'),
            minAmount: decimal('0.0002'),
            minNotional: decimal('5'),
            makerFeeRate: decimal('0.001'),
            takerFeeRate: decimal('0.002'),
          },
          { referencePrice: decimal('100'), available: decimal('10') },
        ),
      ),
      // Futures: off the steps, out of range, a multiple not offered, stops on the wrong side or
      // past liquidation, a long's and a short's, more than the balance.
      ...[
        { side: 'long', lots: '0.001', multiple: 3, price: '1.001', takeProfit: '', stopLoss: '' },
        { side: 'long', lots: '5000', multiple: 10, price: '', takeProfit: '90', stopLoss: '110' },
        { side: 'short', lots: '1', multiple: 10, price: '', takeProfit: '110', stopLoss: '90' },
        { side: 'long', lots: '1', multiple: 100, price: '', takeProfit: '', stopLoss: '50' },
        { side: 'long', lots: '1000', multiple: 1, price: '', takeProfit: '', stopLoss: '' },
      ].map(({ side, lots, multiple, price, takeProfit, stopLoss }) =>
        validateFuturesOrder(
          {
            side: side === 'long' ? 'long' : 'short',
            kind: price === '' ? 'market' : 'limit',
            multiple,
            lots,
            price,
            takeProfit,
            stopLoss,
          },
          FUTURES_MARKET,
          { referencePrice: decimal('100'), available: decimal('10') },
        ),
      ),
      validateFuturesStops(
        { takeProfit: '90', stopLoss: '110' },
        { side: 'short', liquidationPrice: decimal('109') },
        FUTURES_MARKET,
        decimal('100'),
      ),
      // Locked mining: a plan not published, off the asset's decimals, below the minimum, above the balance.
      ...[
        { planId: 9, amount: '100' },
        { planId: 1, amount: '100.001' },
        { planId: 1, amount: '50' },
        { planId: 1, amount: '500' },
      ].map((form) => validateMiningPurchase(form, { plans: [MINING_PLAN], available: decimal('200') })),
      // Dual investment: a product not offered, closed, sold out; no shares, part of one, more than
      // remain, more than the balance pays for.
      ...[
        { productId: 9, shares: '1', now: DUAL_OPEN, remaining: 10 },
        { productId: btcCall.id, shares: '1', now: Date.parse(btcCall.subscriptionEndsAt), remaining: 10 },
        { productId: btcCall.id, shares: '1', now: DUAL_OPEN, remaining: 0 },
        { productId: btcCall.id, shares: '', now: DUAL_OPEN, remaining: 10 },
        { productId: btcCall.id, shares: '1.5', now: DUAL_OPEN, remaining: 10 },
        { productId: btcCall.id, shares: '11', now: DUAL_OPEN, remaining: 10 },
        { productId: btcCall.id, shares: '5', now: DUAL_OPEN, remaining: 10 },
      ].map(({ productId, shares, now, remaining }) =>
        validateDualPurchase(
          { productId, shares },
          { products: [{ ...btcCall, remainingShares: remaining }], now, available: decimal('0.001') },
        ),
      ),
      // IEO: a project not listed, in warm-up, finished; no amount, off the token's step, below the
      // minimum, costing more than the balance.
      ...[
        { projectId: 9, amount: '100', now: IEO_OPEN },
        { projectId: novaProject.id, amount: '100', now: Date.parse(novaProject.announcedAt) },
        { projectId: novaProject.id, amount: '100', now: Date.parse(novaProject.endsAt) },
        { projectId: novaProject.id, amount: '', now: IEO_OPEN },
        { projectId: novaProject.id, amount: '100.001', now: IEO_OPEN },
        { projectId: novaProject.id, amount: '50', now: IEO_OPEN },
        { projectId: novaProject.id, amount: '1000', now: IEO_OPEN },
      ].map(({ projectId, amount, now }) =>
        validateIeoSubscription(
          { projectId, amount },
          { projects: [novaProject], now, available: decimal('10') },
        ),
      ),
      // Quick buy: another country; every field empty; cents, below the minimum, above the limit,
      // unverified; a payer's details in the wrong shape.
      ...[
        { country: 'DE', usd: '250', maxUsd: '2000' },
        { country: '', usd: '', maxUsd: '2000' },
        { country: 'TH', usd: '250.5', maxUsd: '2000' },
        { country: 'TH', usd: '50', maxUsd: '2000' },
        { country: 'TH', usd: '2500', maxUsd: '2000' },
        { country: 'TH', usd: '250', maxUsd: '0' },
      ].map(({ country, usd, maxUsd }) =>
        validateQuickBuy(
          {
            country,
            currency: country === '' ? '' : 'USD',
            method: country === '' ? '' : 'bank_transfer',
            usd,
            firstName: country === '' ? '' : '<b>',
            lastName: '',
            email: 'not-an-email',
            phone: 'x',
            taxId: '!',
          },
          { maxUsd: decimal(maxUsd) },
        ),
      ),
      // OTC loans: every field empty; out of range by every term for a user who may not borrow;
      // past the currency's decimals with a leverage that is no number; no recorded price; too
      // little for the margin.
      ...[
        { form: { currency: '', amount: '', marginCurrency: '', contactUid: '' }, context: makerContext },
        {
          form: { amount: '100', leverage: '4', termDays: '5' },
          context: { ...makerContext, isMarketMaker: false },
        },
        { form: { amount: '600000.0000001', leverage: 'x' }, context: makerContext },
        { form: {}, context: { ...makerContext, pricesUsdt: {} } },
        { form: { amount: '6000000' }, context: makerContext },
      ].map(({ form, context }) =>
        validateLoanApplication(
          {
            currency: 'USDT',
            amount: '600000',
            marginCurrency: 'USDT',
            leverage: '3',
            termDays: '30',
            contactUid: '100234',
            ...form,
          },
          context,
        ),
      ),
      // The guess game: a question not listed, not started, cut off; no pick and no stake; past
      // the asset's decimals, below the minimum, above the maximum, above the balance.
      ...[
        { questionId: 99, pick: 'above', stake: '10', now: GUESSING },
        {
          questionId: priceQuestion.id,
          pick: 'above',
          stake: '10',
          now: Date.parse(priceQuestion.opensAt) - 1,
        },
        { questionId: priceQuestion.id, pick: 'above', stake: '10', now: Date.parse(priceQuestion.cutoffAt) },
        { questionId: priceQuestion.id, pick: '', stake: '', now: GUESSING },
        { questionId: priceQuestion.id, pick: 'above', stake: '1.1234567', now: GUESSING },
        { questionId: priceQuestion.id, pick: 'above', stake: '0.5', now: GUESSING },
        { questionId: priceQuestion.id, pick: 'above', stake: '20000', now: GUESSING },
        { questionId: priceQuestion.id, pick: 'above', stake: '50', now: GUESSING },
      ].map(({ now, ...form }) =>
        validateGuessBet(form, { questions: [priceQuestion], now, available: decimal('20') }),
      ),
      // Copy trading: a trader not listed, no mode, no number, no agreement; following oneself and
      // someone followed already; past two decimals; becoming a trader with nothing filled in.
      ...[
        { traderUserId: 99, mode: '', value: '', userId: 3, following: [] },
        { traderUserId: ada.userId, mode: 'ratio', value: '0.5', userId: ada.userId, following: [] },
        { traderUserId: ada.userId, mode: 'fixed', value: '1.005', userId: 3, following: [ada.userId] },
      ].map(({ userId, following, ...form }) =>
        validateFollow({ ...form, agreementAccepted: false }, { traders: [ada], userId, following }),
      ),
      validateTraderApplication({ nickname: '!', termsAccepted: false }),
      // The NFT marketplace: a bid on a sale that has ended, on one's own resale, before the
      // deposit, below the next minimum; a resale of someone else's artwork, of one on sale
      // already, and with every term wrong (above the maximum, no times; an increment above the
      // price, an end before the start; longer than allowed).
      ...[
        { listing: { ...tidalAuction, state: 'sold' as const }, userId: 3, deposited: true, amount: '60' },
        { listing: { ...tidalAuction, sellerId: 3 }, userId: 3, deposited: true, amount: '60' },
        { listing: tidalAuction, userId: 3, deposited: false, amount: '60' },
        { listing: tidalAuction, userId: 3, deposited: true, amount: '46' },
      ].map(({ listing, userId, deposited, amount }) =>
        validateNftBid(
          { listingId: listing.id, amount },
          { listing, userId, now: NOON, deposited, decimals: 2 },
        ),
      ),
      ...[
        { ownerId: 4, listing: null, price: '10', increment: '1', startsAt: NOON, endsAt: NOON + 3_600_000 },
        {
          ownerId: 3,
          listing: tidalAuction,
          price: '10',
          increment: '1',
          startsAt: NOON,
          endsAt: NOON + 3_600_000,
        },
        {
          ownerId: 3,
          listing: null,
          price: '2000000',
          increment: '1',
          startsAt: Number.NaN,
          endsAt: Number.NaN,
        },
        { ownerId: 3, listing: null, price: '10', increment: '20', startsAt: NOON, endsAt: NOON - 1 },
        {
          ownerId: 3,
          listing: null,
          price: '10',
          increment: '1',
          startsAt: NOON,
          endsAt: NOON + 31 * 86_400_000,
        },
      ].map(({ ownerId, listing, startsAt, endsAt, ...terms }) =>
        validateNftResale(
          {
            artworkId: swell.id,
            ...terms,
            startsAt: Number.isNaN(startsAt) ? '' : new Date(startsAt).toISOString(),
            endsAt: Number.isNaN(endsAt) ? '' : new Date(endsAt).toISOString(),
          },
          { artwork: { ...swell, ownerId, listing }, userId: 3, now: NOON, decimals: 2 },
        ),
      ),
    ];
    for (const form of forms)
      emitted.push(...Object.values(leftOf(form) ?? {}).filter((e) => e !== undefined));
    for (const single of [
      validatePayPassword('12'),
      validateImageFile({ type: 'text/plain', size: 1 }),
      validateImageFile({ type: 'image/png', size: 1e12 }),
      validateAmount('1e3', { precision: 8 }),
      validateAmount('0', { precision: 8 }),
      validateAmount('5', { precision: 8, minimum: decimal('10') }),
      // An early redemption of an order already redeemed, and of one whose lock is over.
      validateMiningRedemption(
        { ...MINING_ORDER, state: 'redeemed' },
        Date.parse('2026-11-28T08:00:00.000Z'),
      ),
      validateMiningRedemption(MINING_ORDER, Date.parse('2026-12-02T08:00:00.000Z')),
      // An auction's deposit paid twice; a blind box of a series sold out.
      validateNftDeposit(tidalAuction, { userId: 3, now: NOON, deposited: true }),
      validateBlindBoxPurchase({ ...constellations, sold: constellations.size }, { now: NOON }),
      // Coupons: a discount spent, expired, on another product, on an order below its minimum; a
      // bonus applied to an order, and a discount claimed as a bonus.
      validateCouponUse(
        { ...halfOff, used: { product: 'spot', ref: 1, at: COUPONS_NOW.toISOString() } },
        { product: 'spot', value: '20', now: COUPONS_NOW },
      ),
      validateCouponUse(halfOff, { product: 'spot', value: '20', now: new Date(halfOff.expiresAt) }),
      validateCouponUse(
        { ...halfOff, products: ['spot'] },
        { product: 'futures', value: '20', now: COUPONS_NOW },
      ),
      validateCouponUse(halfOff, { product: 'spot', value: '5', now: COUPONS_NOW }),
      validateCouponUse(trialBonus, { product: 'spot', value: '20', now: COUPONS_NOW }),
      validateCouponClaim(halfOff, COUPONS_NOW),
    ]) {
      const error = leftOf(single);
      if (error) emitted.push(error);
    }
    expect(emitted.length).toBeGreaterThanOrEqual(12);
    // The guess game's own keys, which only its rule emits.
    expect(emitted.map((error) => error.messageKey)).toEqual(
      expect.arrayContaining(['guess.notStarted', 'guess.cutOff', 'guess.choosePick', 'guess.aboveMaxStake']),
    );
    // The coupons', likewise.
    expect(emitted.map((error) => error.messageKey)).toEqual(
      expect.arrayContaining([
        'coupons.used',
        'coupons.expired',
        'coupons.wrongProduct',
        'coupons.belowMinimum',
        'coupons.notADiscount',
        'coupons.notABonus',
      ]),
    );
    // Copy trading's, likewise.
    expect(emitted.map((error) => error.messageKey)).toEqual(
      expect.arrayContaining([
        'copy.unknownTrader',
        'copy.self',
        'copy.alreadyFollowing',
        'copy.chooseMode',
        'copy.valueRange',
        'copy.agreementRequired',
        'copy.nicknameFormat',
        'copy.termsRequired',
      ]),
    );
    // The NFT marketplace's, likewise.
    expect(emitted.map((error) => error.messageKey)).toEqual(
      expect.arrayContaining([
        'nft.notOnSale',
        'nft.ownItem',
        'nft.depositPaid',
        'nft.depositRequired',
        'nft.bidTooLow',
        'nft.notOwner',
        'nft.alreadyListed',
        'nft.priceAboveMax',
        'nft.incrementAbovePrice',
        'nft.startTime',
        'nft.endTime',
        'nft.endBeforeStart',
        'nft.tooLong',
        'nft.soldOut',
      ]),
    );
    for (const error of emitted) {
      const text = en.get(error.messageKey);
      expect(text, error.messageKey).toBeDefined();
      for (const name of placeholders(text ?? ''))
        expect(error.params, `${error.messageKey} {{${name}}}`).toHaveProperty(name);
    }
  });

  it('has a message for every failure kind', () => {
    for (const failure of [
      Failures.notLoggedIn(''),
      Failures.notVerified(''),
      Failures.rejected('X', ''),
      Failures.rateLimited(''),
      Failures.network('down'),
      Failures.timeout(),
      Failures.decode(['x']),
    ]) {
      const notice = failureMessage(failure);
      if ('key' in notice) expect(en.has(notice.key), notice.key).toBe(true);
    }
  });
});

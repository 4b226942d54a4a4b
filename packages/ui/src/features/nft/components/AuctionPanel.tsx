import {
  type Decimal,
  decimal,
  failureMessage,
  latestValue,
  type NftArtwork,
  type NftBid,
  type NftBidDraft,
  type NftBidForm,
  type NftListing,
  type PageQuery,
  type User,
  validateNftBid,
  validateNftDeposit,
} from '@tessera/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { leftOf, rightOf } from '../../../app/either';
import { onSubmit, useForm, useSubmitter } from '../../../app/forms';
import { Link } from '../../../app/navigation';
import { usePagedList } from '../../../app/paged';
import { useServices, useTessera } from '../../../app/services';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Field } from '../../../components/Field';
import { FormNotice } from '../../../components/FormNotice';
import { PagedList } from '../../../components/PagedList';
import { useFormat, useTranslation, validationText } from '../../../i18n';
import { type TermCell, TermsGrid } from '../../finance/components/TermsGrid';
import { OrderSubmit } from '../../trade/OrderSubmit';
import { useOrderMachine } from '../../trade/order-machine';
import { type Line, Lines } from '../../wallet/components/Lines';
import { useRequestIds } from '../../wallet/request-ids';
import { useMyNfts, useNeedPay } from '../data';
import { payPath } from '../links';
import { startNftBid } from '../machines';
import { bidKey } from '../resale';
import {
  depositOutcomes,
  depositPaid,
  leadsAuction,
  moneyText,
  type NftCurrency,
  nextMinimumBid,
  saleSummaryOf,
  withNftMoney,
} from '../sales';
import { RefusalNotice } from './RefusalNotice';

/** The auction's terms: start price, increment, deposit, current bid, bids so far, and the next minimum while it runs. */
export const AuctionTerms = ({
  listing,
  currency,
  running,
}: {
  listing: NftListing;
  currency: NftCurrency;
  running: boolean;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const cells: TermCell[] = [
    { key: 'start', label: t('nft.startPrice'), value: moneyText(listing.price, currency, format) },
    {
      key: 'increment',
      label: t('nft.increment'),
      value: moneyText(listing.increment ?? '0', currency, format),
    },
    { key: 'deposit', label: t('nft.deposit'), value: moneyText(listing.deposit ?? '0', currency, format) },
    {
      key: 'current',
      label: t('nft.currentBid'),
      value:
        listing.currentBid === null ? t('nft.noBidsYet') : moneyText(listing.currentBid, currency, format),
    },
    { key: 'bids', label: t('nft.bidsCount'), value: String(listing.bids) },
  ];
  if (running)
    cells.push({
      key: 'minimum',
      label: t('nft.minimumBid'),
      value: moneyText(nextMinimumBid(listing), currency, format),
    });
  return <TermsGrid cells={cells} testIdPrefix="nft-auction" />;
};

/**
 * The price history (spec §3): every bid, newest first, by the bidder's number in the auction
 * (never a name), the user's own marked; page by page.
 */
export const BidHistory = ({
  listingId,
  currency,
  mine,
}: {
  listingId: number;
  currency: NftCurrency;
  /** The ids of the user's own bids. */
  mine: ReadonlySet<number>;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const tessera = useTessera();
  const fetchPage = useCallback(
    (query: PageQuery) => tessera.api.nft.bids(listingId, query),
    [tessera, listingId],
  );
  const list = usePagedList(fetchPage);
  return (
    <>
      <div className="section-head">
        <h2 className="section-head__title">{t('nft.priceHistory')}</h2>
      </div>
      <PagedList
        view={list}
        keyOf={(bid) => bid.id}
        renderItem={(bid) => (
          <div className="nft-bid" data-testid="nft-bid" data-mine={mine.has(bid.id)}>
            <span className="nft-bid__who">
              {t('nft.bidder', { number: String(bid.bidder) })}
              {mine.has(bid.id) ? <span className="badge badge--ok nft-bid__you">{t('nft.you')}</span> : null}
            </span>
            <span className="nft-bid__amount" data-testid="nft-bid-amount">
              {moneyText(bid.amount, currency, format)}
            </span>
            <span className="nft-bid__time">{format.dateTime(bid.at)}</span>
          </div>
        )}
        emptyText={t('nft.noBidsYet')}
        testId="nft-bids"
      />
    </>
  );
};

/**
 * Paying an auction's deposit, the condition of bidding, asked first with what becomes of it
 * (core's `auctionDepositOutcome`): frozen in the balance account; back in full when the user does
 * not win, or wins and pays within a day of the end; kept when they win and do not pay. Core's
 * `validateNftDeposit` says at once when the balance does not cover it. The exchange's "already
 * paid" answer counts as paid: the page then offers the bid.
 */
const DepositStep = ({
  listing,
  currency,
  user,
  nowMs,
  available,
  onPaid,
}: {
  listing: NftListing;
  currency: NftCurrency;
  user: User;
  nowMs: number;
  available: Decimal | undefined;
  onPaid: () => void;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const { toasts } = useServices();
  const ids = useRequestIds();
  const [asking, setAsking] = useState(false);
  const payer = useSubmitter(
    (api) =>
      ({ listingId, requestId }: { listingId: number; requestId: string }) =>
        api.nft.deposit(listingId, requestId),
    () => {
      ids.settle();
      setAsking(false);
      toasts.show({ key: 'nft.depositPaidNotice' });
      onPaid();
    },
  );
  const alreadyPaid = payer.failure?.kind === 'Rejected' && payer.failure.code === 'NFT.DEPOSIT_PAID';
  const paidBefore = useRef(onPaid);
  paidBefore.current = onPaid;
  useEffect(() => {
    if (alreadyPaid) paidBefore.current();
  }, [alreadyPaid]);
  const deposit = listing.deposit ?? decimal('0');
  const outcomes = depositOutcomes(deposit);
  const refusal = leftOf(
    validateNftDeposit(listing, {
      userId: user.id,
      now: nowMs,
      deposited: false,
      ...(available === undefined ? {} : { available }),
    }),
  );
  return (
    <div className="nft-step" data-testid="nft-deposit-step">
      <p className="nft-step__lead" data-testid="nft-deposit-lead">
        {t('nft.depositLead', { deposit: moneyText(deposit, currency, format) })}
      </p>
      {refusal ? <RefusalNotice refusal={refusal} testId="nft-deposit-refusal" /> : null}
      <button
        type="button"
        className="button button--primary"
        onClick={() => setAsking(true)}
        disabled={refusal !== undefined || payer.busy}
        data-testid="nft-deposit"
      >
        {t('nft.payDeposit', { deposit: moneyText(deposit, currency, format) })}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('nft.depositTitle')}
        confirmLabel={payer.busy ? t('nft.paying') : t('nft.payDepositConfirm')}
        confirmTone="up"
        busy={payer.busy}
        onConfirm={() =>
          payer.submit({ listingId: listing.id, requestId: ids.idFor({ deposit: listing.id }) })
        }
        onCancel={() => setAsking(false)}
      >
        <p data-testid="nft-deposit-confirm-frozen">
          {t('nft.depositFrozen', { deposit: moneyText(deposit, currency, format) })}
        </p>
        <ul className="nft-rules" data-testid="nft-deposit-rules">
          <li>{t('nft.depositRules.lost', { amount: moneyText(outcomes.lost, currency, format) })}</li>
          <li>{t('nft.depositRules.paid', { amount: moneyText(outcomes.paid, currency, format) })}</li>
          <li className="nft-rules__warn">
            {t('nft.depositRules.unpaid', { amount: moneyText(outcomes.unpaid, currency, format) })}
          </li>
        </ul>
        <FormNotice notice={payer.failure && !alreadyPaid ? failureMessage(payer.failure) : null} />
      </ConfirmDialog>
    </div>
  );
};

/**
 * A bid, over core's `nftBidMachine`: the amount checked by `validateNftBid` (at least the next
 * minimum, core's `minNextBid`, in the currency's decimals), a confirmation of what winning means,
 * the bid placed once under its request id; then the auction and its history are read again.
 */
const BidForm = ({
  artwork,
  listing,
  currency,
  user,
  now,
  leading,
  onPlaced,
}: {
  artwork: NftArtwork;
  listing: NftListing;
  currency: NftCurrency;
  user: User;
  now: () => Date;
  /** The user's bid is the current one. */
  leading: boolean;
  onPlaced: () => void;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const { toasts } = useServices();
  const tessera = useTessera();
  const create = useCallback(() => startNftBid(tessera.api), [tessera]);
  const validate = (form: NftBidForm) =>
    validateNftBid(form, {
      listing,
      userId: user.id,
      now: now().getTime(),
      deposited: true,
      decimals: currency.decimals,
    });
  const view = useForm<NftBidForm, 'listing' | 'amount', NftBidDraft>(
    { listingId: listing.id, amount: '' },
    validate,
  );
  const checked = validate(view.form);
  const order = useOrderMachine({
    create,
    draft: rightOf(checked) ?? null,
    market: listing,
    keyOf: bidKey,
    onPlaced: () => {
      toasts.show({ key: 'nft.bidPlacedNotice' });
      view.reset({ listingId: listing.id, amount: '' });
      onPlaced();
    },
  });
  if (!order.ready) return null;
  const minimum = nextMinimumBid(listing);
  const closure = leftOf(checked)?.listing;
  const { reviewed, failure } = order;
  const confirmLines = (draft: NftBidDraft): Line[] => [
    { label: t('nft.artwork'), value: artwork.name, testId: 'nft-bid-confirm-artwork' },
    {
      label: t('nft.yourBid'),
      value: moneyText(draft.amount, currency, format),
      tone: 'up',
      testId: 'nft-bid-confirm-amount',
    },
    { label: t('nft.deposit'), value: moneyText(listing.deposit ?? '0', currency, format) },
    { label: t('nft.endsAt'), value: format.dateTime(listing.endsAt) },
  ];
  return (
    <form
      className="nft-step nft-bid-form"
      onSubmit={onSubmit(() => {
        if (view.check() !== undefined) order.review();
      })}
      noValidate
      data-testid="nft-bid-form"
    >
      <p className="notice notice--success" data-testid="nft-deposit-held" data-leading={leading}>
        {leading
          ? t('nft.leading', { amount: moneyText(listing.currentBid ?? '0', currency, format) })
          : t('nft.depositHeld', { deposit: moneyText(listing.deposit ?? '0', currency, format) })}
      </p>
      {closure ? (
        <p className="notice notice--warning" role="status" data-testid="nft-bid-closure">
          {validationText(t, withNftMoney(closure, currency, format))}
        </p>
      ) : null}
      <Field
        label={t('nft.yourBid')}
        value={view.form.amount}
        onValue={(typed) => view.set('amount')(typed.replace(',', '.').trim())}
        error={validationText(t, withNftMoney(view.errors.amount, currency, format))}
        hint={t('nft.minimumHint', { minimum: moneyText(minimum, currency, format) })}
        inputMode="decimal"
        autoComplete="off"
        placeholder={minimum.toFixed()}
        testId="nft-bid-amount"
        after={
          <>
            <span className="field__unit">{currency.asset}</span>
            <button
              type="button"
              className="field__addon-button nft-bid-form__min"
              onClick={() => view.set('amount')(minimum.toFixed())}
              data-testid="nft-bid-minimum"
            >
              {t('nft.bidMinimum')}
            </button>
          </>
        }
      />
      <OrderSubmit
        order={order}
        label={t('nft.placeBid')}
        buying
        title={t('nft.bidTitle')}
        placingLabel={t('nft.placing')}
        testId="nft-bid-submit"
        disabled={closure !== undefined}
      >
        {reviewed !== null ? <Lines boxed lines={confirmLines(reviewed)} /> : null}
        {reviewed !== null ? (
          <p className="dialog__note" data-testid="nft-bid-confirm-note">
            {t('nft.bidNote', { amount: moneyText(reviewed.amount, currency, format) })}
          </p>
        ) : null}
        <FormNotice notice={failure ? failureMessage(failure) : null} />
      </OrderSubmit>
    </form>
  );
};

/**
 * What a signed-in user can do in an auction at the exchange's time: before it starts, wait; while
 * it runs, pay the deposit, then bid; once it has ended, pay it if they won (`purchase`), or read
 * that it is over. Their own resale takes no bids of theirs.
 */
export const AuctionActions = ({
  artwork,
  listing,
  currency,
  user,
  now,
  available,
  myBids,
  onChanged,
  onBid,
}: {
  artwork: NftArtwork;
  listing: NftListing;
  currency: NftCurrency;
  user: User;
  now: () => Date;
  available: Decimal | undefined;
  /** The user's recent bids (whether they lead this auction); undefined while loading. */
  myBids: readonly NftBid[] | undefined;
  /** The deposit was paid: the artwork is read again. */
  onChanged: () => void;
  /** A bid was placed: the artwork, its history and the user's bids are read again. */
  onBid: () => void;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const orders = useNeedPay();
  const mine = useMyNfts();
  const nowMs = now().getTime();
  const summary = saleSummaryOf(listing, nowMs);
  if (listing.sellerId === user.id)
    return (
      <p className="notice" data-testid="nft-own-sale">
        {t('nft.ownSale')}
      </p>
    );
  if (summary?.phase === 'not_started')
    return (
      <p className="notice" data-testid="nft-not-started">
        {t('nft.biddingOpens')}
      </p>
    );
  if (summary === undefined || summary.phase === 'ended') {
    const order = latestValue(orders.data)?.find((pending) => pending.listingId === listing.id);
    if (order !== undefined)
      return (
        <div className="nft-step" data-testid="nft-won">
          <p className="notice notice--success">
            {t('nft.wonNote', {
              amount: moneyText(order.amount, currency, format),
              time: format.dateTime(order.payBy),
            })}
          </p>
          <Link to={payPath(order.id)} className="button button--primary" data-testid="nft-won-pay">
            {t('nft.payNow')}
          </Link>
        </div>
      );
    return (
      <p className="notice" data-testid="nft-auction-over">
        {t(summary?.awaitingPayment ? 'nft.awaitingPaymentNote' : 'nft.auctionOver')}
      </p>
    );
  }
  const held = latestValue(mine.data)?.deposits;
  if (myBids === undefined || held === undefined) return null;
  const deposited = depositPaid({ listingId: listing.id, deposits: held });
  if (!deposited)
    return (
      <DepositStep
        listing={listing}
        currency={currency}
        user={user}
        nowMs={nowMs}
        available={available}
        onPaid={() => {
          mine.reload();
          onChanged();
        }}
      />
    );
  return (
    <BidForm
      artwork={artwork}
      listing={listing}
      currency={currency}
      user={user}
      now={now}
      leading={leadsAuction(listing, myBids)}
      onPlaced={onBid}
    />
  );
};

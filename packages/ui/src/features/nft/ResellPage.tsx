import {
  combineLoadables,
  failureMessage,
  NFT_PRICE_MAX,
  NFT_RESALE_FEE_RATE,
  NFT_RESALE_MAX_MS,
  type NftArtwork,
  type NftListing,
  type NftResaleDraft,
  type NftResaleField,
  type User,
  validateNftResale,
} from '@tessera/core';
import { useCallback, useState } from 'react';
import { leftOf } from '../../app/either';
import { useExchangeClock } from '../../app/exchange-clock';
import { onSubmit } from '../../app/forms';
import { Link, useSearchParams } from '../../app/navigation';
import type { PageProps } from '../../app/routes';
import { useTessera } from '../../app/services';
import { Field } from '../../components/Field';
import { FormNotice } from '../../components/FormNotice';
import { Loaded } from '../../components/Loaded';
import { Loading, Screen, WithUser } from '../../components/Screen';
import { EmptyState } from '../../components/States';
import { useFormat, useTranslation, validationText } from '../../i18n';
import { useProductOrderForm } from '../finance/product-order-form';
import { OrderSubmit } from '../trade/OrderSubmit';
import { type Line, Lines } from '../wallet/components/Lines';
import { idParam } from '../wallet/links';
import { ArtworkSummary } from './components/ArtworkSummary';
import { useArtwork, useNftCurrency } from './data';
import { artworkPath, minePath } from './links';
import { startNftResale } from './machines';
import { blankResaleSheet, type ResaleSheet, resaleFormOf, resaleKey, resalePreview } from './resale';
import { moneyText, type NftCurrency, withNftMoney } from './sales';
import '../finance/wealth.css';
import './nft.css';

/**
 * The resale sheet, over core's `nftResaleMachine`: the start price, the increment every bid must
 * add, the start and end times (this device's clock face, sent as ISO 8601); what each bidder
 * will pay as a deposit and what the owner receives if it sells at the start price, after the fee;
 * the rule that a resale cannot be withdrawn, first and again in the confirmation; every wrong
 * field at once by core's `validateNftResale`; the listing made once under its request id; then
 * the artwork's page with its auction.
 */
const ResaleForm = ({
  artwork,
  currency,
  user,
  nowMs: openedAt,
}: {
  artwork: NftArtwork;
  currency: NftCurrency;
  user: User;
  nowMs: number;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const tessera = useTessera();
  const clock = useExchangeClock();
  // The rule reads "now" as of the last edit, so the checked resale holds still while its
  // confirmation is open (a start time a moment ago is moved to "now" by the rule).
  const [checkedAt, setCheckedAt] = useState(openedAt);
  const validate = (sheet: ResaleSheet) =>
    validateNftResale(resaleFormOf(sheet), {
      artwork,
      userId: user.id,
      now: checkedAt,
      decimals: currency.decimals,
    });
  const create = useCallback(() => startNftResale(tessera.api), [tessera]);
  const { view, checked, order } = useProductOrderForm<
    ResaleSheet,
    NftResaleField,
    NftResaleDraft,
    NftArtwork,
    NftListing
  >({
    initial: blankResaleSheet(artwork.id, openedAt),
    validate,
    create,
    market: artwork,
    keyOf: resaleKey,
    placedNotice: 'nft.resoldNotice',
    then: artworkPath(artwork),
  });
  if (!order.ready) return null;
  const { form } = view;
  const set = (field: keyof ResaleSheet) => (value: string) => {
    setCheckedAt(clock.now().getTime());
    view.set(field)(value);
  };
  const amount = (field: 'price' | 'increment') => (typed: string) =>
    set(field)(typed.replace(',', '.').trim());
  const error = (field: NftResaleField) =>
    validationText(t, withNftMoney(view.errors[field], currency, format));
  const refusal = leftOf(checked)?.artwork;
  const preview = resalePreview(form.price, currency.decimals);
  const fee = format.percent(NFT_RESALE_FEE_RATE);
  const { reviewed, failure } = order;
  const confirmLines = (draft: NftResaleDraft): Line[] => {
    const sold = resalePreview(draft.price.toFixed(), currency.decimals);
    return [
      {
        label: t('nft.startPrice'),
        value: moneyText(draft.price, currency, format),
        testId: 'nft-resell-confirm-price',
      },
      { label: t('nft.increment'), value: moneyText(draft.increment, currency, format) },
      { label: t('nft.startsAt'), value: format.dateTime(draft.startsAt) },
      {
        label: t('nft.endsAt'),
        value: format.dateTime(draft.endsAt),
        testId: 'nft-resell-confirm-end',
      },
      ...(sold === undefined
        ? []
        : [
            { label: t('nft.bidderDeposit'), value: moneyText(sold.deposit, currency, format) },
            {
              label: t('nft.youReceive'),
              value: moneyText(sold.seller, currency, format),
              tone: 'up' as const,
              testId: 'nft-resell-confirm-receive',
            },
          ]),
    ];
  };
  return (
    <form
      className="nft-resell"
      onSubmit={onSubmit(() => {
        if (view.check() !== undefined) order.review();
      })}
      noValidate
      data-testid="nft-resell-form"
    >
      <p className="notice notice--warning nft-final" role="note" data-testid="nft-resell-final">
        {t('nft.resaleFinal')}
      </p>
      {refusal ? (
        <p className="notice notice--warning" role="status" data-testid="nft-resell-refusal">
          {validationText(t, refusal)}
        </p>
      ) : null}
      <section className="card nft-checkout">
        <ArtworkSummary artwork={artwork} />
      </section>
      <section className="card form form--card">
        <h2 className="form__title">{t('nft.resaleTerms')}</h2>
        <p className="wealth-hint">{t('nft.resaleLead')}</p>
        <Field
          label={t('nft.startPrice')}
          value={form.price}
          onValue={amount('price')}
          error={error('price')}
          hint={t('nft.priceHint', { maximum: moneyText(NFT_PRICE_MAX, currency, format) })}
          inputMode="decimal"
          autoComplete="off"
          testId="nft-resell-price"
          after={<span className="field__unit">{currency.asset}</span>}
        />
        <Field
          label={t('nft.increment')}
          value={form.increment}
          onValue={amount('increment')}
          error={error('increment')}
          hint={t('nft.incrementHint')}
          inputMode="decimal"
          autoComplete="off"
          testId="nft-resell-increment"
          after={<span className="field__unit">{currency.asset}</span>}
        />
        <Field
          label={t('nft.startsAt')}
          type="datetime-local"
          value={form.startsAt}
          onValue={set('startsAt')}
          error={error('startsAt')}
          testId="nft-resell-start"
        />
        <Field
          label={t('nft.endsAt')}
          type="datetime-local"
          value={form.endsAt}
          onValue={set('endsAt')}
          error={error('endsAt')}
          hint={t('nft.endHint', { days: String(NFT_RESALE_MAX_MS / 86_400_000) })}
          testId="nft-resell-end"
        />
        <div className="wealth-preview" aria-live="polite" data-testid="nft-resell-preview">
          {preview === undefined ? (
            <p className="wealth-hint">{t('nft.resalePreviewHint')}</p>
          ) : (
            <Lines
              lines={[
                {
                  label: t('nft.bidderDeposit'),
                  value: moneyText(preview.deposit, currency, format),
                  testId: 'nft-resell-deposit',
                },
                {
                  label: t('nft.resaleFee', { rate: fee }),
                  value: moneyText(preview.fee, currency, format),
                  testId: 'nft-resell-fee',
                },
                {
                  label: t('nft.youReceiveAtStart'),
                  value: moneyText(preview.seller, currency, format),
                  tone: 'up',
                  testId: 'nft-resell-receive',
                },
              ]}
            />
          )}
        </div>
        <p className="wealth-hint" data-testid="nft-resell-rules">
          {t('nft.resaleRules', { rate: fee })}
        </p>
        <OrderSubmit
          order={order}
          label={t('nft.resell')}
          buying={false}
          title={t('nft.resellConfirmTitle', { name: artwork.name })}
          placingLabel={t('nft.placing')}
          testId="nft-resell-submit"
          disabled={refusal !== undefined}
        >
          {reviewed !== null ? <Lines boxed lines={confirmLines(reviewed)} /> : null}
          <p className="notice notice--warning" data-testid="nft-resell-confirm-final">
            {t('nft.resaleFinal')}
          </p>
          <FormNotice notice={failure ? failureMessage(failure) : null} />
        </OrderSubmit>
      </section>
    </form>
  );
};

/** The artwork, the currency and the exchange's clock once read. */
const ResellView = ({ artworkId, user }: { artworkId: number; user: User }) => {
  const artwork = useArtwork(artworkId);
  const currency = useNftCurrency();
  const clock = useExchangeClock();
  return (
    <Loaded
      data={combineLoadables(artwork.data, currency.data)}
      onRetry={() => {
        artwork.reload();
        currency.reload();
      }}
    >
      {([shown, money]) =>
        clock.known ? (
          <ResaleForm artwork={shown} currency={money} user={user} nowMs={clock.now().getTime()} />
        ) : (
          <Loading />
        )
      }
    </Loaded>
  );
};

/**
 * Spec §2 `pages/nft/resell` (`?id=` the artwork): putting an artwork the user owns up for auction.
 * A resale cannot be withdrawn, which the page says first. Behind the login.
 */
export default function ResellPage({ route }: PageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const artworkId = idParam(params.get('id'));
  return (
    <Screen route={route} testId="page-nft-resell">
      {artworkId === undefined ? (
        <div className="card">
          <EmptyState text={t('nft.noSuchArtwork')} testId="nft-resell-missing" />
          <div className="inline-actions inline-actions--pad">
            <Link to={minePath()}>{t('nft.mineTitle')}</Link>
          </div>
        </div>
      ) : (
        <WithUser>{(user) => <ResellView key={artworkId} artworkId={artworkId} user={user} />}</WithUser>
      )}
    </Screen>
  );
}

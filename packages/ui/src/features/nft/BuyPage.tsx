import {
  combineLoadables,
  failureMessage,
  latestValue,
  type NftArtwork,
  type User,
  validateNftPurchase,
} from '@tessera/core';
import { useState } from 'react';
import { leftOf } from '../../app/either';
import { useTickingClock } from '../../app/exchange-clock';
import { useSubmitter } from '../../app/forms';
import { Link, useNavigate, useSearchParams } from '../../app/navigation';
import type { PageProps } from '../../app/routes';
import { useServices } from '../../app/services';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormNotice } from '../../components/FormNotice';
import { Loaded } from '../../components/Loaded';
import { Loading, Screen, WithUser } from '../../components/Screen';
import { EmptyState } from '../../components/States';
import { useFormat, useTranslation } from '../../i18n';
import { availableBySymbol } from '../wallet/balances';
import { type Line, Lines } from '../wallet/components/Lines';
import { useWalletOverview } from '../wallet/data';
import { idParam } from '../wallet/links';
import { useRequestIds } from '../wallet/request-ids';
import { ArtworkSummary } from './components/ArtworkSummary';
import { SaleStatus } from './components/SaleStatus';
import { useArtwork, useNftCurrency } from './data';
import { artworkPath, minePath } from './links';
import { holderOf, moneyText, type NftCurrency } from './sales';
import '../finance/wealth.css';
import './nft.css';
import { RefusalNotice } from './components/RefusalNotice';

/**
 * The purchase of one artwork at its fixed price: what it is, the price, who sells it and the
 * balance it is paid from; core's `validateNftPurchase` says at once when it is not on sale (any
 * more), is the user's own or costs more than the balance holds; a confirmation; the purchase sent
 * once under its request id; then My NFTs.
 */
const Purchase = ({
  artwork,
  currency,
  user,
}: {
  artwork: NftArtwork;
  currency: NftCurrency;
  user: User;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const { toasts } = useServices();
  const navigate = useNavigate();
  const clock = useTickingClock();
  const overview = useWalletOverview();
  const ids = useRequestIds();
  const [asking, setAsking] = useState(false);
  const buyer = useSubmitter(
    (api) =>
      ({ listingId, requestId }: { listingId: number; requestId: string }) =>
        api.nft.buy(listingId, requestId),
    () => {
      ids.settle();
      setAsking(false);
      toasts.show({ key: 'nft.boughtNotice' });
      navigate(minePath('owned'), { replace: true });
    },
  );
  const { listing } = artwork;
  const shown = latestValue(overview.data);
  if (!clock.known || shown === undefined) return <Loading />;
  if (listing === null || listing.kind !== 'fixed')
    return (
      <div className="card">
        <EmptyState text={t('nft.notOnSale')} hint={t('nft.notOnSaleHint')} testId="nft-buy-off" />
      </div>
    );
  const available = availableBySymbol(shown, 'balance', listing.asset);
  const refusal = leftOf(
    validateNftPurchase(listing, { userId: user.id, now: clock.now().getTime(), available }),
  );
  const lines: Line[] = [
    { label: t('nft.price'), value: moneyText(listing.price, currency, format), testId: 'nft-buy-price' },
    {
      label: t('nft.seller'),
      value: t(listing.sellerId === null ? 'nft.sellerPlatform' : 'nft.sellerCollector'),
      testId: 'nft-buy-seller',
    },
    {
      label: t('nft.fromBalance'),
      value: moneyText(available, currency, format),
      testId: 'nft-buy-available',
    },
  ];
  return (
    <>
      <section className="card nft-checkout" data-testid="nft-buy">
        <ArtworkSummary artwork={artwork} />
        <SaleStatus listing={listing} nowMs={clock.now().getTime()} testId="nft-buy-status" />
        <Lines lines={lines} />
        {refusal ? <RefusalNotice refusal={refusal} testId="nft-buy-refusal" /> : null}
        <p className="wealth-hint">{t('nft.buyNote')}</p>
        <button
          type="button"
          className="button order-form__submit order-form__submit--buy"
          onClick={() => setAsking(true)}
          disabled={refusal !== undefined || buyer.busy}
          data-testid="nft-buy-submit"
        >
          {t('nft.buyFor', { price: moneyText(listing.price, currency, format) })}
        </button>
      </section>
      <ConfirmDialog
        open={asking}
        title={t('nft.buyConfirmTitle')}
        confirmLabel={buyer.busy ? t('nft.buying') : t('nft.buyConfirm')}
        confirmTone="up"
        busy={buyer.busy}
        onConfirm={() => buyer.submit({ listingId: listing.id, requestId: ids.idFor({ buy: listing.id }) })}
        onCancel={() => setAsking(false)}
      >
        <Lines
          boxed
          lines={[
            {
              label: t('nft.artwork'),
              value: `${artwork.name} · ${artwork.code}`,
              testId: 'nft-buy-confirm-artwork',
            },
            {
              label: t('nft.youPay'),
              value: moneyText(listing.price, currency, format),
              tone: 'down',
              testId: 'nft-buy-confirm-price',
            },
          ]}
        />
        <p className="dialog__note">{t('nft.buyConfirmNote')}</p>
        <FormNotice notice={buyer.failure ? failureMessage(buyer.failure) : null} />
      </ConfirmDialog>
    </>
  );
};

/** The artwork and the currency once read; an artwork the user holds already goes back to its page. */
const BuyView = ({ artworkId, user }: { artworkId: number; user: User }) => {
  const { t } = useTranslation();
  const artwork = useArtwork(artworkId);
  const currency = useNftCurrency();
  return (
    <Loaded
      data={combineLoadables(artwork.data, currency.data)}
      onRetry={() => {
        artwork.reload();
        currency.reload();
      }}
    >
      {([shown, money]) =>
        holderOf(shown, user.id) === 'you' ? (
          <div className="card">
            <EmptyState text={t('nft.holder.you')} testId="nft-buy-owned" />
            <div className="inline-actions inline-actions--pad">
              <Link to={artworkPath(shown)}>{t('nft.openArtwork')}</Link>
            </div>
          </div>
        ) : (
          <Purchase artwork={shown} currency={money} user={user} />
        )
      }
    </Loaded>
  );
};

/**
 * Spec §2 `pages/nft/purchase_one` (`?id=` the artwork): buying one artwork at its fixed price,
 * with a confirmation of what leaves the balance account. Behind the login.
 */
export default function BuyPage({ route }: PageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const artworkId = idParam(params.get('id'));
  return (
    <Screen route={route} testId="page-nft-buy">
      {artworkId === undefined ? (
        <div className="card">
          <EmptyState text={t('nft.noSuchArtwork')} testId="nft-buy-missing" />
        </div>
      ) : (
        <WithUser>{(user) => <BuyView key={artworkId} artworkId={artworkId} user={user} />}</WithUser>
      )}
    </Screen>
  );
}

import type { Asset, AssetNetwork } from '@tessera/core';
import { Fragment } from 'react';
import { useCopy } from '../../app/clipboard';
import { useRemote } from '../../app/forms';
import { useSearchParams } from '../../app/navigation';
import type { PageProps } from '../../app/routes';
import { ButtonLink } from '../../components/ButtonLink';
import { Loaded } from '../../components/Loaded';
import { QrCode } from '../../components/QrCode';
import { Screen } from '../../components/Screen';
import { EmptyState } from '../../components/States';
import { useTranslation } from '../../i18n';
import { CoinMark } from './CoinMark';
import { DepositRequestForm } from './DepositRequestForm';
import { findCoin, idParam, selectPath } from './links';

/** The user's address for this coin, as a QR code and as text to copy, and which network it is on. */
const AddressCard = ({ asset, network }: { asset: Asset; network: AssetNetwork }) => {
  const { t } = useTranslation();
  const copy = useCopy();
  const { data, reload } = useRemote((api) => api.wallet.depositAddress(network.coinId));
  const names = { asset: asset.symbol, network: network.network };
  return (
    <section className="card receive" data-testid="receive-card">
      <div className="receive__head">
        <CoinMark symbol={asset.symbol} />
        <h2 className="receive__asset">{asset.symbol}</h2>
        <span className="badge badge--network" data-testid="receive-network">
          {t('receive.onNetwork', names)}
        </span>
      </div>
      <Loaded data={data} onRetry={reload}>
        {(address) => (
          <>
            <QrCode text={address.address} alt={t('receive.qrAlt', names)} testId="receive-qr" />
            <p className="receive__label">{t('receive.address')}</p>
            <p className="receive__address" data-testid="receive-address">
              {address.address}
            </p>
            <button
              type="button"
              className="button button--primary"
              onClick={() => void copy(address.address)}
              data-testid="receive-copy"
            >
              {t('receive.copy')}
            </button>
          </>
        )}
      </Loaded>
      <p className="notice notice--warning" data-testid="receive-warning">
        {t('receive.warning', names)}
      </p>
    </section>
  );
};

/** A coin this page cannot take deposits for: unknown, or its network suspended. */
const NoDeposits = ({ text }: { text: string }) => {
  const { t } = useTranslation();
  return (
    <div className="card" data-testid="receive-unavailable">
      <EmptyState text={text} />
      <div className="inline-actions inline-actions--pad">
        <ButtonLink to={selectPath('deposit')} tone="primary" replace>
          {t('receive.chooseAnother')}
        </ButtonLink>
      </div>
    </div>
  );
};

/**
 * Spec §2 receive (`?coin=<coinId>`): the deposit address of one asset on one network with its QR
 * code and a warning to send nothing else there, then "I have paid" to request the deposit.
 */
export default function ReceivePage({ route }: PageProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const coinId = idParam(search.get('coin'));
  const { data, reload } = useRemote((api) => api.wallet.assets());
  return (
    <Screen route={route} testId="page-receive">
      <Loaded data={data} onRetry={reload}>
        {(assets) => {
          const coin = coinId === undefined ? undefined : findCoin(assets, coinId);
          if (coin === undefined) return <NoDeposits text={t('receive.unknownCoin')} />;
          if (!coin.network.enabled)
            return (
              <NoDeposits
                text={t('receive.suspended', { asset: coin.asset.symbol, network: coin.network.network })}
              />
            );
          // Keyed by the coin: choosing another one on the same page starts over.
          return (
            <Fragment key={coin.network.coinId}>
              <AddressCard asset={coin.asset} network={coin.network} />
              <DepositRequestForm asset={coin.asset} network={coin.network} />
            </Fragment>
          );
        }}
      </Loaded>
    </Screen>
  );
}

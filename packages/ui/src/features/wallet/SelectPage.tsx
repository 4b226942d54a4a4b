import type { Asset } from '@tessera/core';
import { useRemote } from '../../app/forms';
import { Link, useSearchParams } from '../../app/navigation';
import { type PageProps, Paths } from '../../app/routes';
import { LinkRow } from '../../components/LinkRow';
import { Loaded } from '../../components/Loaded';
import { IconBuyCrypto } from '../../components/MenuIcons';
import { Screen } from '../../components/Screen';
import { useTranslation } from '../../i18n';
import { CoinMark } from './CoinMark';
import { coinPath, type SelectPurpose, selectPurposeOf } from './links';

/** One asset and the networks it moves over; a disabled network is shown but cannot be chosen. */
const AssetRow = ({ asset, purpose }: { asset: Asset; purpose: SelectPurpose }) => {
  const { t } = useTranslation();
  return (
    <li className="pick" data-testid={`select-${asset.symbol}`}>
      <span className="pick__asset">
        <CoinMark symbol={asset.symbol} />
        {asset.symbol}
      </span>
      <span className="pick__networks">
        {asset.networks.length === 0 ? (
          <span className="pick__none">{t('select.unavailable')}</span>
        ) : (
          asset.networks.map((network) =>
            network.enabled ? (
              <Link
                key={network.coinId}
                className="chip"
                to={coinPath(purpose, network.coinId)}
                data-testid={`select-coin-${network.coinId}`}
              >
                {network.network}
              </Link>
            ) : (
              <span
                key={network.coinId}
                className="chip chip--disabled"
                aria-disabled="true"
                data-testid={`select-coin-${network.coinId}`}
              >
                {network.network}
                <span className="chip__note">{t('select.suspended')}</span>
              </span>
            ),
          )
        )}
      </span>
    </li>
  );
};

/**
 * Spec §2 select: choose an asset and the network to move it over, then receive it (the default)
 * or withdraw it (`?for=withdraw`); the chosen coin goes along as `?coin=<coinId>`. A deposit is
 * offered buying crypto too, for a user who holds none yet.
 */
export default function SelectPage({ route }: PageProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const purpose = selectPurposeOf(search);
  const { data, reload } = useRemote((api) => api.wallet.assets());
  return (
    <Screen route={route} testId="page-select">
      <p className="screen__hint" data-testid="select-purpose" data-purpose={purpose}>
        {t(purpose === 'withdraw' ? 'select.withdrawLead' : 'select.depositLead')}
      </p>
      {purpose === 'deposit' ? (
        <ul className="card list" data-testid="select-buy">
          <LinkRow
            to={Paths.quickBuy}
            Icon={IconBuyCrypto}
            label={t('quickbuy.buyCrypto')}
            detail={t('select.buyLead')}
            testId="select-buy-crypto"
          />
        </ul>
      ) : null}
      <Loaded data={data} onRetry={reload}>
        {(assets) => (
          <ul className="card list" data-testid="select-list">
            {assets.map((asset) => (
              <AssetRow key={asset.id} asset={asset} purpose={purpose} />
            ))}
          </ul>
        )}
      </Loaded>
    </Screen>
  );
}

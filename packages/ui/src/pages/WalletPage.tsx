import { isHeld, type WalletAddress } from '@tessera/core';
import { useExchangeNow } from '../app/exchange-clock';
import { usePagedList } from '../app/paged';
import { type PageProps, Paths } from '../app/routes';
import { useTessera } from '../app/services';
import { ButtonLink } from '../components/ButtonLink';
import { IconLink } from '../components/IconLink';
import { IconPlus } from '../components/MenuIcons';
import { PagedList } from '../components/PagedList';
import { Screen } from '../components/Screen';
import { useFormat, useTranslation } from '../i18n';

const AddressRow = ({ address, now }: { address: WalletAddress; now: Date }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const waiting = isHeld({ until: address.usableFrom, now });
  return (
    <div className="address" data-testid="wallet-row">
      <div className="address__head">
        <span className="address__name">{address.name}</span>
        <span className="badge badge--network" data-testid="wallet-network">
          {address.network}
        </span>
      </div>
      <p className="address__value">{address.address}</p>
      {waiting ? (
        <p className="address__pending" data-testid="wallet-usable-from">
          {t('wallet.usableFrom', { time: format.dateTime(address.usableFrom) })}
        </p>
      ) : null}
    </div>
  );
};

/** Spec §2 wallet: saved withdrawal addresses, page by page, "no more data" at the end. */
export default function WalletPage({ route }: PageProps) {
  const { t } = useTranslation();
  const tessera = useTessera();
  const list = usePagedList(tessera.api.account.walletAddresses);
  const exchangeNow = useExchangeNow();
  const addButton = (
    <ButtonLink to={Paths.addWallet} tone="primary" data-testid="wallet-add">
      {t('wallet.add')}
    </ButtonLink>
  );
  const add = (
    <IconLink to={Paths.addWallet} label={t('wallet.add')} testId="wallet-add-icon">
      <IconPlus />
    </IconLink>
  );
  return (
    <Screen route={route} testId="page-wallet" right={add}>
      <PagedList
        view={list}
        renderItem={(address) => <AddressRow address={address} now={exchangeNow()} />}
        keyOf={(address) => address.id}
        emptyText={t('wallet.empty')}
        emptyActions={addButton}
        testId="wallet"
      />
      {list.items.length > 0 ? <div className="screen__actions">{addButton}</div> : null}
    </Screen>
  );
}

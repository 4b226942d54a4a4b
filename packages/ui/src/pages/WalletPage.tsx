import { isHeld, type WalletAddress } from '@tessera/core';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { usePagedList } from '../app/lists';
import { type PageProps, Paths } from '../app/routes';
import { useTessera } from '../app/services';
import { ButtonLink } from '../components/ButtonLink';
import { IconLink } from '../components/IconLink';
import { IconPlus } from '../components/Icons';
import { PagedList } from '../components/PagedList';
import { Screen } from '../components/Screen';
import { EmptyState } from '../components/States';
import { formatDateTime } from '../i18n';

const AddressRow = ({ address }: { address: WalletAddress }) => {
  const { t } = useTranslation();
  const tessera = useTessera();
  const language = useSelector(tessera.language, (snapshot) => snapshot.context.language);
  const waiting = isHeld({ until: address.usableFrom, now: new Date() });
  return (
    <li className="address" data-testid="wallet-row">
      <div className="address__head">
        <span className="address__name">{address.name}</span>
        <span className="badge badge--network" data-testid="wallet-network">
          {address.network}
        </span>
      </div>
      <p className="address__value">{address.address}</p>
      {waiting ? (
        <p className="address__pending" data-testid="wallet-usable-from">
          {t('wallet.usableFrom', { time: formatDateTime(address.usableFrom, language) })}
        </p>
      ) : null}
    </li>
  );
};

/** Spec §2 wallet: saved withdrawal addresses, page by page, "no more data" at the end. */
export default function WalletPage({ route }: PageProps) {
  const { t } = useTranslation();
  const addresses = usePagedList((api) => api.account.walletAddresses);
  const add = (
    <IconLink to={Paths.addWallet} label={t('wallet.add')} testId="wallet-add-icon">
      <IconPlus />
    </IconLink>
  );
  const addButton = (
    <ButtonLink to={Paths.addWallet} tone="primary" data-testid="wallet-add">
      {t('wallet.add')}
    </ButtonLink>
  );
  return (
    <Screen route={route} testId="page-wallet" right={add}>
      <PagedList
        view={addresses}
        testId="wallet"
        renderItem={(address) => <AddressRow key={address.id} address={address} />}
        empty={
          <div className="card">
            <EmptyState text={t('wallet.empty')} testId="wallet-empty" />
            <div className="inline-actions inline-actions--pad">{addButton}</div>
          </div>
        }
      />
      {addresses.items.length > 0 ? <div className="screen__actions">{addButton}</div> : null}
    </Screen>
  );
}

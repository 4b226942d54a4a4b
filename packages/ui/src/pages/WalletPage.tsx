import { failureMessage, isHeld, type WalletAddress } from '@tessera/core';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type PageProps, Paths } from '../app/routes';
import { useOwnedActor, useTessera } from '../app/services';
import { ButtonLink } from '../components/ButtonLink';
import { IconLink } from '../components/IconLink';
import { IconPlus } from '../components/Icons';
import { Loading, Screen } from '../components/Screen';
import { EmptyState, ErrorState, Spinner } from '../components/States';
import { formatDateTime, noticeText } from '../i18n';

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
  const tessera = useTessera();
  const create = useCallback(() => tessera.createPagedList(tessera.api.account.walletAddresses), [tessera]);
  const list = useOwnedActor(create);
  const items = useSelector(list, (snapshot) => snapshot?.context.items ?? []);
  const phase = useSelector(list, (snapshot) =>
    snapshot === undefined
      ? 'idle'
      : (snapshot.value as 'idle' | 'loading' | 'hasMore' | 'exhausted' | 'failed'),
  );
  const failure = useSelector(list, (snapshot) => snapshot?.context.failure);

  useEffect(() => {
    list?.send({ type: 'list.load' });
  }, [list]);

  const add = (
    <IconLink to={Paths.addWallet} label={t('wallet.add')} testId="wallet-add-icon">
      <IconPlus />
    </IconLink>
  );
  const firstLoad = (phase === 'idle' || phase === 'loading') && items.length === 0;
  return (
    <Screen route={route} testId="page-wallet" right={add}>
      {firstLoad ? (
        <Loading />
      ) : phase === 'failed' && items.length === 0 ? (
        <ErrorState
          title={t('common.loadFailed')}
          detail={failure ? noticeText(t, failureMessage(failure)) : undefined}
          onRetry={() => list?.send({ type: 'list.retry' })}
        />
      ) : items.length === 0 ? (
        <div className="card">
          <EmptyState text={t('wallet.empty')} testId="wallet-empty" />
          <div className="inline-actions inline-actions--pad">
            <ButtonLink to={Paths.addWallet} tone="primary" data-testid="wallet-add">
              {t('wallet.add')}
            </ButtonLink>
          </div>
        </div>
      ) : (
        <>
          <ul className="card list" data-testid="wallet-list">
            {items.map((address) => (
              <AddressRow key={address.id} address={address} />
            ))}
          </ul>
          <div className="list-footer">
            {phase === 'hasMore' ? (
              <button
                type="button"
                className="button button--ghost button--inline"
                onClick={() => list?.send({ type: 'list.more' })}
                data-testid="wallet-more"
              >
                {t('common.loadMore')}
              </button>
            ) : phase === 'loading' ? (
              <Spinner small />
            ) : phase === 'failed' ? (
              <button
                type="button"
                className="button button--ghost button--inline"
                onClick={() => list?.send({ type: 'list.retry' })}
              >
                {t('common.retry')}
              </button>
            ) : (
              <span data-testid="wallet-no-more">{t('common.noMore')}</span>
            )}
          </div>
          <div className="screen__actions">
            <ButtonLink to={Paths.addWallet} tone="primary" data-testid="wallet-add">
              {t('wallet.add')}
            </ButtonLink>
          </div>
        </>
      )}
    </Screen>
  );
}

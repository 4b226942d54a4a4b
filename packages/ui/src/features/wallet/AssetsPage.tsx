import { failureMessage, latestValue, type WalletAccount, WalletAccounts } from '@tessera/core';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link } from '../../app/navigation';
import { type PageProps, Paths } from '../../app/routes';
import { useOwnedActor, useTessera } from '../../app/services';
import { Checkbox } from '../../components/Checkbox';
import { IconLink } from '../../components/IconLink';
import { IconChevron } from '../../components/Icons';
import { LinkRow } from '../../components/LinkRow';
import { IconScales, IconSettings } from '../../components/MenuIcons';
import { NavBar } from '../../components/NavBar';
import { Loading } from '../../components/Screen';
import { Segmented } from '../../components/Segmented';
import { ErrorState } from '../../components/States';
import { noticeText, useTranslation } from '../../i18n';
import { AccountHoldings } from './AccountHoldings';
import { TotalCard } from './TotalCard';
import type { Valuation } from './valuation';

/**
 * Spec §2 assets (a tab page behind the login guard): the total of every account, one account's
 * assets at a time, values in the chosen fiat or in USDT, small balances hidden on request. Core's
 * wallet actor reloads it when a balance changes (the private `balances` push) and keeps the last
 * overview on screen while it does, or when a reload fails. Under the holdings, the way to the proof
 * of reserves, where the user checks that their balances are counted (issue 16).
 */
export default function AssetsPage({ route }: PageProps) {
  const { t } = useTranslation();
  const tessera = useTessera();
  const wallet = useOwnedActor(tessera.watchWallet);
  const loadable = useSelector(wallet, (snapshot) => snapshot?.context.overview);
  const hideSmall = useSelector(wallet, (snapshot) => snapshot?.context.hideSmall ?? false);
  const [valuation, setValuation] = useState<Valuation>('fiat');
  const [account, setAccount] = useState<WalletAccount>('balance');
  const overview = loadable ? latestValue(loadable) : undefined;
  const shown = overview?.accounts.find((candidate) => candidate.account === account);
  const refresh = () => wallet?.send({ type: 'wallet.refresh' });
  const failure = loadable?.status === 'failed' ? noticeText(t, failureMessage(loadable.failure)) : undefined;
  return (
    <div className="screen" data-testid="page-assets">
      <NavBar
        titleKey={route.titleKey}
        back={false}
        right={
          <IconLink to={Paths.setting} label={t('assets.settings')} testId="open-settings">
            <IconSettings />
          </IconLink>
        }
      />
      <TotalCard overview={overview} valuation={valuation} onValuation={setValuation} />
      <div className="assets-bar">
        <Segmented<WalletAccount>
          testId="assets-account"
          size="scroll"
          value={account}
          onChange={setAccount}
          options={WalletAccounts.map((key) => ({ key, label: t(`accounts.${key}`) }))}
        />
        <div className="assets-bar__row">
          <Checkbox
            checked={hideSmall}
            onChange={(hide) => wallet?.send({ type: 'wallet.hideSmall', hide })}
            label={t('assets.hideSmall')}
            testId="assets-hide-small"
          />
          <Link to={Paths.fundRecords} className="assets-bar__link" data-testid="assets-records">
            {t('assets.records')}
            <IconChevron />
          </Link>
        </div>
      </div>
      {overview === undefined ? (
        failure === undefined ? (
          <Loading />
        ) : (
          <ErrorState
            title={t('common.loadFailed')}
            detail={failure}
            onRetry={refresh}
            testId="assets-error"
          />
        )
      ) : (
        <>
          {failure === undefined ? null : (
            <div className="list-banner list-banner--action" data-testid="assets-stale">
              <span>{t('assets.stale')}</span>
              <button type="button" className="link-button" onClick={refresh}>
                {t('common.retry')}
              </button>
            </div>
          )}
          {shown ? (
            <AccountHoldings
              account={shown}
              hideSmall={hideSmall}
              valuation={valuation}
              fiat={overview.fiat}
            />
          ) : null}
        </>
      )}
      <ul className="card list">
        <LinkRow
          to={Paths.reserves}
          Icon={IconScales}
          label={t('assets.reserves')}
          detail={t('assets.reservesDetail')}
          testId="assets-reserves"
        />
      </ul>
    </div>
  );
}

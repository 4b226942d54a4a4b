import type { InclusionProof, ReserveSnapshot } from '@tessera/core';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { PageProps } from '../../app/routes';
import { useTessera } from '../../app/services';
import { isSignedIn } from '../../app/session';
import { Loaded } from '../../components/Loaded';
import { LoginToTrade } from '../../components/LoginToTrade';
import { Screen } from '../../components/Screen';
import { EmptyState, Spinner } from '../../components/States';
import { useFormat, useTranslation } from '../../i18n';
import { TermsGrid } from '../finance/components/TermsGrid';
import { useBalanceCheck, useInclusionProofs, useReserveSnapshots } from './data';
import { type AssetReserves, ownBalances, publishedReserves } from './reserves';
import { shortHash } from './verify';
import '../finance/wealth.css';
import './proofs.css';

/** A root hash on one line, shortened; the whole of it (wrapped) when opened, and as the tooltip. */
const RootHash = ({ hash }: { hash: string }) => (
  <details className="reserves-hash">
    <summary title={hash}>
      <code>{shortHash(hash)}</code>
    </summary>
    <code className="reserves-hash__full" data-testid="reserves-root-full">
      {hash}
    </code>
  </details>
);

/**
 * One asset of the snapshot: its reserve ratio large, the users' total beside the declared reserves,
 * the holders, the root's hash, and whether the ratio recomputes from the published figures.
 */
const AssetCard = ({ asset }: { asset: AssetReserves }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const percent = (ratio: AssetReserves['ratio']) => (ratio === null ? '—' : format.percent(ratio));
  return (
    <li className="card wealth-card reserves-asset" data-testid="reserves-asset" data-asset={asset.asset}>
      <div className="reserves-asset__head">
        <h3 className="wealth-card__title reserves-asset__name">{asset.asset}</h3>
        <p className="reserves-asset__ratio">
          <span className="order__label">{t('reserves.ratio')}</span>
          <strong data-testid="reserves-ratio">{percent(asset.ratio)}</strong>
        </p>
      </div>
      <TermsGrid
        cells={[
          {
            key: 'liabilities',
            label: t('reserves.liabilities'),
            value: `${format.amount(asset.liabilities)} ${asset.asset}`,
          },
          {
            key: 'declared',
            label: t('reserves.declared'),
            value: `${format.amount(asset.reserves)} ${asset.asset}`,
          },
          { key: 'holders', label: t('reserves.holders'), value: format.integer(String(asset.holders)) },
          { key: 'root', label: t('reserves.root'), value: <RootHash hash={asset.rootHash} />, wide: true },
        ]}
        testIdPrefix="reserves"
      />
      <p
        className={
          asset.ratioRecomputes ? 'reserves-check reserves-check--ok' : 'reserves-check reserves-check--bad'
        }
        data-testid="reserves-ratio-check"
        data-recomputes={String(asset.ratioRecomputes)}
      >
        {asset.ratioRecomputes
          ? t('reserves.ratioRecomputes')
          : t('reserves.ratioDiffers', { ratio: percent(asset.recomputedRatio) })}
      </p>
    </li>
  );
};

/** One of the user's balances, checked in the browser as the card appears: "Checking…", then the verdict. */
const BalanceCard = ({
  proof,
  snapshots,
}: {
  proof: InclusionProof;
  snapshots: readonly ReserveSnapshot[];
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const check = useBalanceCheck(proof, snapshots);
  return (
    <li
      className="card reserves-balance"
      data-testid="reserves-balance"
      data-asset={proof.asset}
      data-verdict={check?.verdict ?? 'checking'}
    >
      <h3 className="reserves-balance__asset">{proof.asset}</h3>
      {check === undefined ? (
        <p className="verify__progress" role="status" data-testid="reserves-checking">
          <Spinner small />
          {t('reserves.checking')}
        </p>
      ) : check.verdict === 'included' ? (
        <p
          className="reserves-verdict reserves-verdict--included"
          role="status"
          data-testid="reserves-verdict"
        >
          {t('reserves.included', {
            balance: format.amount(check.balance),
            total: format.amount(check.total),
            asset: check.asset,
          })}
        </p>
      ) : (
        <div role="status">
          <p className="reserves-verdict reserves-verdict--excluded" data-testid="reserves-verdict">
            {t('reserves.excluded', { balance: format.amount(check.balance), asset: check.asset })}
          </p>
          <p className="reserves-reason" data-testid="reserves-reason" data-reason={check.reason}>
            {t(`reserves.reasons.${check.reason}`)}
          </p>
        </div>
      )}
    </li>
  );
};

/** The signed-in user's proofs in the snapshot shown, each checked in the browser, or that they held nothing. */
const OwnBalances = ({ day, snapshots }: { day: string; snapshots: readonly ReserveSnapshot[] }) => {
  const { t } = useTranslation();
  const proofs = useInclusionProofs(day);
  return (
    <Loaded data={proofs.data} onRetry={proofs.reload}>
      {(list) => {
        const own = ownBalances(list);
        return own.verdict === 'heldNothing' ? (
          <p className="card reserves-note" data-testid="reserves-held-nothing">
            {t('reserves.heldNothing')}
          </p>
        ) : (
          <ul className="wealth-list" data-testid="reserves-balances">
            {own.proofs.map((proof) => (
              <BalanceCard key={proof.asset} proof={proof} snapshots={snapshots} />
            ))}
          </ul>
        );
      }}
    </Loaded>
  );
};

/** A section of the page under its own heading, which names it for assistive technology. */
const TitledSection = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <section aria-labelledby={id}>
    <div className="section-head">
      <h2 className="section-head__title" id={id}>
        {title}
      </h2>
    </div>
    {children}
  </section>
);

/** The published snapshot: when it was taken, the user's balances (or the way to check them), every asset. */
const Snapshot = ({ snapshots }: { snapshots: readonly ReserveSnapshot[] }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const tessera = useTessera();
  const signedIn = useSelector(tessera.session, isSignedIn);
  const shown = publishedReserves(snapshots);
  if (shown === undefined)
    return <EmptyState text={t('reserves.empty')} hint={t('reserves.emptyHint')} testId="reserves-empty" />;
  return (
    <>
      <p className="reserves-taken" data-testid="reserves-snapshot" data-day={shown.day}>
        {t('reserves.snapshot', { day: shown.day, time: format.dateTime(shown.takenAt) })}
      </p>
      <TitledSection id="reserves-yours" title={t('reserves.yours')}>
        {signedIn ? (
          <OwnBalances key={shown.day} day={shown.day} snapshots={snapshots} />
        ) : (
          <div className="card reserves-guest">
            <LoginToTrade hint={t('reserves.signIn')} label={t('reserves.login')} testId="reserves-login" />
          </div>
        )}
      </TitledSection>
      <TitledSection id="reserves-assets" title={t('reserves.assets')}>
        <ul className="wealth-list" data-testid="reserves-assets">
          {shown.assets.map((asset) => (
            <AssetCard key={asset.asset} asset={asset} />
          ))}
        </ul>
      </TitledSection>
    </>
  );
};

/** What the proof shows, and what it does not: in plain words, under the figures. */
const AboutProof = () => {
  const { t } = useTranslation();
  return (
    <section className="card reserves-about" aria-labelledby="reserves-about" data-testid="reserves-about">
      <h2 className="reserves-about__title" id="reserves-about">
        {t('reserves.aboutTitle')}
      </h2>
      <p>{t('reserves.shows')}</p>
      <p>{t('reserves.notReserves')}</p>
      <p>{t('reserves.notOther')}</p>
    </section>
  );
};

/**
 * The proof of reserves (issue 16), open to everyone: the newest daily snapshot of every asset (the
 * users' total as the root of a Merkle sum tree, the reserves the platform declares and their
 * ratio, recomputed here); a signed-in user's own balances, each checked in the browser against the
 * published root; and what the proof does and does not show.
 */
export default function ReservesPage({ route }: PageProps) {
  const { t } = useTranslation();
  const snapshots = useReserveSnapshots();
  return (
    <Screen route={route} testId="page-reserves">
      <p className="screen__hint" data-testid="reserves-lead">
        {t('reserves.lead')}
      </p>
      <Loaded data={snapshots.data} onRetry={snapshots.reload}>
        {(list) => <Snapshot snapshots={list} />}
      </Loaded>
      <AboutProof />
    </Screen>
  );
}

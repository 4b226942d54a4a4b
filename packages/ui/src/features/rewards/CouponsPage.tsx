import { type Coupon, type CouponState, CouponStates, type PageQuery } from '@tessera/core';
import { useCallback, useState } from 'react';
import { usePagedList } from '../../app/paged';
import type { PageProps } from '../../app/routes';
import { useTessera } from '../../app/services';
import { PagedList } from '../../components/PagedList';
import { Screen } from '../../components/Screen';
import { Segmented } from '../../components/Segmented';
import { useTranslation } from '../../i18n';
import { ClaimCoupon } from './components/ClaimCoupon';
import { CouponCard } from './components/CouponCard';
import './rewards.css';

/** One tab's coupons, page by page; a usable bonus is claimed here, and the list starts over. */
const Coupons = ({ state }: { state: CouponState }) => {
  const { t } = useTranslation();
  const tessera = useTessera();
  const fetchPage = useCallback(
    (query: PageQuery) => tessera.api.rewards.coupons({ ...query, state }),
    [tessera, state],
  );
  const list = usePagedList(fetchPage);
  const [claiming, setClaiming] = useState<Coupon>();
  return (
    <>
      <PagedList
        view={list}
        keyOf={(coupon) => coupon.id}
        renderItem={(coupon) => <CouponCard coupon={coupon} state={state} onClaim={setClaiming} />}
        emptyText={t('coupons.empty')}
        testId={`coupons-${state}`}
      />
      {claiming ? (
        <ClaimCoupon
          key={claiming.id}
          coupon={claiming}
          onClaimed={() => {
            setClaiming(undefined);
            list.reload();
          }}
          onClose={() => setClaiming(undefined)}
        />
      ) : null}
    </>
  );
};

/**
 * The coupons (spec §2 `setting/coupon`): usable, used and expired, each with its terms in the
 * reader's words. A fee discount is chosen in the spot or futures order form; a trial bonus is
 * claimed here, after a confirmation, into the futures account.
 */
export default function CouponsPage({ route }: PageProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<CouponState>('usable');
  return (
    <Screen route={route} testId="page-coupons">
      <p className="screen__hint" data-testid="coupons-hint">
        {t('coupons.hint')}
      </p>
      <div className="screen__tabs">
        <Segmented<CouponState>
          options={CouponStates.map((key) => ({ key, label: t(`coupons.tabs.${key}`) }))}
          value={state}
          onChange={setState}
          testId="coupons-tab"
        />
      </div>
      <Coupons key={state} state={state} />
    </Screen>
  );
}

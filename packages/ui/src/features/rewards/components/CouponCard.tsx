import type { Coupon, CouponState } from '@tessera/core';
import { Paths } from '../../../app/routes';
import { ButtonLink } from '../../../components/ButtonLink';
import { useFormat, useTranslation } from '../../../i18n';
import { type CouponWords, couponHeadline, couponStatus, couponTerms } from '../coupons';

/** The stub's colour: a fee discount blue, a trial bonus green (grey once used or expired). */
const TONES: Readonly<Record<Coupon['kind'], string>> = {
  fee_discount: 'coupon--discount',
  trial_bonus: 'coupon--bonus',
};

/**
 * One coupon as its list shows it: its figure on a stub, then its terms in the reader's words (the
 * discount and what it applies to, or the bonus and where it goes) and, by the list it is in, until
 * when it can be used, what spent it, or when it expired. A usable discount leads to the products it
 * applies to; a usable bonus has its claim (`onClaim`).
 */
export const CouponCard = ({
  coupon,
  state,
  onClaim,
}: {
  coupon: Coupon;
  state: CouponState;
  onClaim: (coupon: Coupon) => void;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const say = (words: CouponWords) => t(words.key, words.params);
  const headline = couponHeadline(coupon, format);
  const terms = couponTerms(coupon, format);
  const usable = state === 'usable';
  return (
    <article
      className={`coupon ${TONES[coupon.kind]}${usable ? '' : ' coupon--spent'}`}
      data-testid="coupon"
      data-id={coupon.id}
      data-kind={coupon.kind}
      data-state={state}
    >
      <div className="coupon__stub">
        <span className="coupon__figure" data-testid="coupon-figure">
          {headline.figure}
        </span>
        <span className="coupon__kind">{t(`coupons.kinds.${coupon.kind}`)}</span>
      </div>
      <div className="coupon__body">
        <h2 className="coupon__title" data-testid="coupon-title">
          {say(headline.title)}
        </h2>
        {terms.length === 0 ? null : (
          <ul className="coupon__terms" data-testid="coupon-terms">
            {terms.map((words) => (
              <li key={words.key}>{say(words)}</li>
            ))}
          </ul>
        )}
        {couponStatus(coupon, state, format).map((words) => (
          <p key={words.key} className="coupon__status" data-testid="coupon-status">
            {say(words)}
          </p>
        ))}
        {usable && coupon.kind === 'fee_discount' ? (
          <div className="coupon__actions">
            {coupon.products.map((product) => (
              <ButtonLink
                key={product}
                to={product === 'spot' ? Paths.spot : Paths.futures}
                tone="ghost"
                data-testid={`coupon-trade-${product}`}
              >
                {t(`coupons.trade.${product}`)}
              </ButtonLink>
            ))}
          </div>
        ) : null}
        {usable && coupon.kind === 'trial_bonus' ? (
          <div className="coupon__actions">
            <button
              type="button"
              className="button button--primary button--inline"
              onClick={() => onClaim(coupon)}
              data-testid="coupon-claim"
            >
              {t('coupons.claim')}
            </button>
          </div>
        ) : null}
      </div>
    </article>
  );
};

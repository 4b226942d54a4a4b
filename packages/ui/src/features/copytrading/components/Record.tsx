import type { Trader } from '@tessera/core';
import { useFormat, useTranslation } from '../../../i18n';
import { useLanguage } from '../../wallet/data';
import { type RecordFigure, recordFigures } from '../records';

/** A figure's value, green for a gain and red for a loss. */
const valueClass = (figure: RecordFigure, base: string) =>
  figure.tone === undefined ? base : `${base} copy-tone--${figure.tone}`;

/** The first letter of a trader's nickname in the avatar's circle. */
export const TraderMark = ({ nickname, small = false }: { nickname: string; small?: boolean }) => (
  <span className={small ? 'avatar copy-mark copy-mark--small' : 'avatar copy-mark'} aria-hidden="true">
    {Array.from(nickname)[0]?.toUpperCase() ?? '?'}
  </span>
);

/**
 * A trader's record: the return large (signed, coloured), then the win rate, the largest drawdown,
 * the closed positions it is computed from, the followers and the margin under copy, two by two;
 * and when the exchange last computed it.
 */
export const TraderRecord = ({ trader, testIdPrefix }: { trader: Trader; testIdPrefix: string }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const language = useLanguage();
  const [headline, ...rest] = recordFigures(trader.stats, language);
  return (
    <>
      {headline === undefined ? null : (
        <p className="copy-return">
          <span className="copy-return__label">{t(headline.labelKey)}</span>
          <span
            className={valueClass(headline, 'copy-return__value')}
            data-testid={`${testIdPrefix}-${headline.key}`}
          >
            {headline.value}
          </span>
        </p>
      )}
      <dl className="order__grid copy-record">
        {rest.map((figure) => (
          <div key={figure.key} className="order__cell">
            <dt className="order__label">{t(figure.labelKey)}</dt>
            <dd className={valueClass(figure, 'order__value')} data-testid={`${testIdPrefix}-${figure.key}`}>
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="copy-updated" data-testid={`${testIdPrefix}-updated`}>
        {t('copy.stats.updated', { time: format.dateTime(trader.stats.updatedAt) })}
      </p>
    </>
  );
};

/**
 * Where every record comes from, said wherever records are shown: the exchange computes them from
 * the traders' recorded, closed positions only, every hour; no one can edit them, and they are
 * past results.
 */
export const RecordsNote = () => {
  const { t } = useTranslation();
  return (
    <p className="notice copy-records-note" data-testid="copy-records-note">
      {t('copy.recordsNote')}
    </p>
  );
};

import { failureMessage, KlinePeriods } from '@tessera/core';
import { type ComponentType, lazy, Suspense, useCallback, useState } from 'react';
import { useExchangeClock } from '../../app/exchange-clock';
import { Loading } from '../../components/Screen';
import { Segmented } from '../../components/Segmented';
import { EmptyState, ErrorState } from '../../components/States';
import { noticeText, useFormat, useTranslation } from '../../i18n';
import type { CandleCanvasProps } from './CandleCanvas';
import { type ChartView, useChart } from './useChart';

/**
 * The chart library's chunk, as a lazy component. A chunk that did not arrive is reported through
 * `onFailed` rather than thrown: the trade view around the chart keeps working.
 */
const lazyCanvas = (onFailed: () => void): ComponentType<CandleCanvasProps> =>
  lazy<ComponentType<CandleCanvasProps>>(() =>
    import('./CandleCanvas').catch(() => {
      onFailed();
      return { default: () => null };
    }),
  );

/**
 * TradingView's licence asks for its name and a link to it where its chart is shown (the chart's
 * own logo cannot be used: see `CandleCanvas`).
 */
const Credit = () => {
  const { t } = useTranslation();
  return (
    <p className="chart__credit">
      <a href="https://www.tradingview.com/" target="_blank" rel="noopener noreferrer">
        {t('chart.credit', { name: 'TradingView Lightweight Charts™' })}
      </a>
    </p>
  );
};

/**
 * A market's K-line chart (the Trade tab): a period bar, the candles with their volume, moving with
 * the live candle. Renders at once; the chart library arrives in its own chunk meanwhile.
 */
export const KlineChart = ({ symbol, priceDecimals }: { symbol: string; priceDecimals: number }) => {
  const { t } = useTranslation();
  const clock = useExchangeClock();
  return (
    <section className="card chart" data-testid="chart" aria-label={t('chart.title')}>
      {clock.known ? (
        <LiveChart symbol={symbol} priceDecimals={priceDecimals} now={clock.now} />
      ) : (
        <div className="chart__body">
          <Loading testId="chart-loading" />
        </div>
      )}
      <Credit />
    </section>
  );
};

/**
 * What covers the canvas (which stays mounted: another period redraws the same chart) while there
 * are no candles: loading, the failure with a retry, or "no candles yet".
 */
const NothingToDraw = ({ chart }: { chart: ChartView }) => {
  const { t } = useTranslation();
  if (chart.status === 'failed' && chart.failure !== null)
    return (
      <ErrorState
        title={t('common.loadFailed')}
        detail={noticeText(t, failureMessage(chart.failure))}
        onRetry={chart.retry}
        testId="chart-failed"
      />
    );
  return chart.status === 'ready' ? (
    <EmptyState text={t('chart.empty')} testId="chart-empty" />
  ) : (
    <Loading testId="chart-loading" />
  );
};

const LiveChart = ({
  symbol,
  priceDecimals,
  now,
}: {
  symbol: string;
  priceDecimals: number;
  now: () => Date;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const chart = useChart(symbol, now);
  const [canvasFailed, setCanvasFailed] = useState(false);
  const [Canvas, setCanvas] = useState(() => lazyCanvas(() => setCanvasFailed(true)));
  const reloadCanvas = () => {
    setCanvasFailed(false);
    setCanvas(() => lazyCanvas(() => setCanvasFailed(true)));
  };
  // Grouped like every price of the app (64,012.50 in English), rounded from the float the axis works with.
  const formatPrice = useCallback(
    (price: number) => format.grouped(String(price), priceDecimals),
    [format, priceDecimals],
  );

  return (
    <>
      <Segmented
        options={KlinePeriods.map((period) => ({ key: period, label: t(`chart.periods.${period}`) }))}
        value={chart.period}
        onChange={chart.choose}
        testId="chart-period"
        size="scroll"
      />
      <div
        className="chart__body"
        data-period={chart.period}
        data-status={chart.status}
        // What the live candle shows now: lets a test see a push arrive on a canvas it cannot read.
        data-last-close={chart.candles.at(-1)?.close.toFixed()}
      >
        <Suspense fallback={<Loading testId="chart-loading" />}>
          <Canvas
            candles={chart.candles}
            period={chart.period}
            priceDecimals={priceDecimals}
            formatPrice={formatPrice}
            locale={format.locale}
          />
        </Suspense>
        {canvasFailed ? (
          <div className="chart__overlay">
            <ErrorState title={t('chart.unavailable')} onRetry={reloadCanvas} testId="chart-failed" />
          </div>
        ) : chart.candles.length === 0 ? (
          <div className="chart__overlay">
            <NothingToDraw chart={chart} />
          </div>
        ) : null}
      </div>
    </>
  );
};

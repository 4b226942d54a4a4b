/**
 * The only module that imports lightweight-charts (~50 KB gzip): `KlineChart` loads it with
 * `lazy()`, so the library is a chunk of its own, fetched when a chart is shown and never by the
 * home or market pages (see `SHELL_LIBRARIES` in vite.config.ts).
 */
import type { Kline, KlinePeriod } from '@tessera/core';
import {
  CandlestickSeries,
  ColorType,
  createChart,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { type ChartColors, chartColors } from './colors';
import { chartChange, isIntraday, toCandle, toVolumeBar } from './series';
import { tickLabel, timeLabel } from './time-labels';

export interface CandleCanvasProps {
  readonly candles: readonly Kline[];
  readonly period: KlinePeriod;
  /** Decimals of the market's price step: the price axis moves by that step. */
  readonly priceDecimals: number;
  /** A price as the axis and the crosshair write it. */
  readonly formatPrice: (price: number) => string;
  /** A BCP 47 locale: dates and times on the axis and the crosshair are written in it. */
  readonly locale: string;
}

/** The price scale of the volume bars, apart from the prices so neither squashes the other. */
const VOLUME_SCALE = 'volume';

interface Drawn {
  readonly chart: IChartApi;
  readonly candles: ISeriesApi<'Candlestick'>;
  readonly volumes: ISeriesApi<'Histogram'>;
  readonly colors: ChartColors;
}

/** Creates the chart in `container`: candles above, volume bars in the bottom fifth. */
const draw = (container: HTMLElement): Drawn => {
  const colors = chartColors(container);
  const chart = createChart(container, {
    // Follows the container's size through the library's own ResizeObserver.
    autoSize: true,
    layout: {
      background: { type: ColorType.Solid, color: colors.background },
      textColor: colors.text,
      fontFamily: getComputedStyle(container).fontFamily,
      // The logo adds a <style> element, which the app's Content-Security-Policy refuses; the
      // attribution TradingView's licence asks for is a link under the chart instead.
      attributionLogo: false,
    },
    grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
    rightPriceScale: { borderVisible: false },
    timeScale: { borderVisible: false, rightOffset: 4 },
  });
  const candles = chart.addSeries(CandlestickSeries, {
    upColor: colors.up,
    downColor: colors.down,
    borderVisible: false,
    wickUpColor: colors.up,
    wickDownColor: colors.down,
  });
  candles.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.24 } });
  const volumes = chart.addSeries(HistogramSeries, {
    priceScaleId: VOLUME_SCALE,
    priceFormat: { type: 'volume' },
    lastValueVisible: false,
    priceLineVisible: false,
  });
  chart.priceScale(VOLUME_SCALE).applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
  return { chart, candles, volumes, colors };
};

/** The candlestick chart of `candles`, redrawn in place as they change (the live candle once a second). */
export default function CandleCanvas({
  candles,
  period,
  priceDecimals,
  formatPrice,
  locale,
}: CandleCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const drawn = useRef<Drawn | null>(null);
  const shown = useRef<readonly Kline[]>([]);

  useEffect(() => {
    if (container.current === null) return;
    const created = draw(container.current);
    drawn.current = created;
    return () => {
      drawn.current = null;
      shown.current = [];
      created.chart.remove();
    };
  }, []);

  useEffect(() => {
    // Daily and longer candles are UTC days: written in UTC, so a day is never labelled the one before.
    const timeZone = isIntraday(period) ? undefined : 'UTC';
    drawn.current?.chart.applyOptions({
      localization: { locale, timeFormatter: timeLabel(locale, period, timeZone) },
      timeScale: { timeVisible: isIntraday(period), tickMarkFormatter: tickLabel(locale, timeZone) },
    });
  }, [locale, period]);

  useEffect(() => {
    drawn.current?.candles.applyOptions({
      priceFormat: { type: 'custom', minMove: 10 ** -priceDecimals, formatter: formatPrice },
    });
  }, [priceDecimals, formatPrice]);

  useEffect(() => {
    const current = drawn.current;
    if (current === null) return;
    const change = chartChange(shown.current, candles);
    shown.current = candles;
    if (change.kind === 'last') {
      current.candles.update(toCandle(change.kline));
      current.volumes.update(toVolumeBar(change.kline, current.colors));
    } else if (change.kind === 'all') {
      current.candles.setData(candles.map(toCandle));
      current.volumes.setData(candles.map((kline) => toVolumeBar(kline, current.colors)));
      current.chart.timeScale().scrollToRealTime();
    }
  }, [candles]);

  return <div ref={container} className="chart__canvas" data-testid="chart-canvas" />;
}

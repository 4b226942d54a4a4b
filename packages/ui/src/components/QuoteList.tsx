import {
  failureMessage,
  formatUsdtInFiat,
  isLive,
  type Quote,
  type QuotesContext,
  type Tessera,
  trendOf,
} from '@tessera/core';
import { useSelector } from '@xstate/react';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { type FrameView, useFrameView, useHeldView } from '../app/frame-view';
import { useInView } from '../app/in-view';
import { Link } from '../app/navigation';
import { useTessera } from '../app/services';
import { noticeText, useFormat, useTranslation } from '../i18n';
import { EmptyState, ErrorState } from './States';

export type QuotesActor = ReturnType<Tessera['watchQuotes']>;
/** The quotes as the list reads them: at most one new snapshot per animation frame. */
export type QuotesView = FrameView<QuotesActor>;

const NO_SYMBOLS: readonly string[] = [];

/** Prices in these are dollars (USDT counts as one): shown in the user's fiat currency too. */
const DOLLAR_QUOTES: ReadonlySet<string> = new Set(['USDT', 'USD']);

/** A dollar price in the user's default fiat currency, once its rate is known. */
const FiatPrice = ({ usdt }: { usdt: Quote['price'] }) => {
  const tessera = useTessera();
  const fiat = useSelector(tessera.fiat, (snapshot) => snapshot.context.fiat);
  const rates = useSelector(tessera.fiat, (snapshot) => snapshot.context.rates);
  const { locale } = useFormat();
  const shown = formatUsdtInFiat({ usdt, fiat, rates, locale });
  return shown === undefined ? null : (
    <span className="quote__fiat" data-testid="quote-fiat">
      ≈ {shown}
    </span>
  );
};

/** How long a new price's highlight takes to fade. */
const FLASH_MS = 800;

/**
 * Flashes the overlay behind a price each time a new one arrives (`at`): a Web Animation of its
 * opacity, which the compositor runs. Restarting a CSS animation instead meant a class change or
 * a new element per tick, and restyling them cost a slow phone a fifth of its main thread with
 * 100 markets ticking 10 times a second.
 */
const useFlash = (at: string | undefined) => {
  const overlay = useRef<HTMLSpanElement>(null);
  // a new price (`at`) is what flashes.
  useLayoutEffect(() => {
    overlay.current?.animate?.([{ opacity: 1 }, { opacity: 0 }], { duration: FLASH_MS, easing: 'ease-out' });
  }, [at]);
  return overlay;
};

/** What a list may add to a row: where a tap on it goes, a tag after the pair, a control at its end. */
export interface QuoteRowExtras {
  /** The whole row opens this address (its pair is the link, stretched over the row). */
  readonly to?: string;
  /** Runs as the row is opened, before the navigation. */
  readonly onOpen?: () => void;
  /** A short tag before the volume, e.g. "Perp" for a contract. */
  readonly tag?: string;
  /** A control in its own column at the row's end, above the link (e.g. the favourite star). */
  readonly aside?: ReactNode;
}

/**
 * One market: pair, volume, last price (flashing on each tick) with its value in the default fiat
 * currency, 24 h change (up green, down red).
 */
const QuoteRow = ({
  actor,
  symbol,
  extras = {},
}: {
  actor: QuotesView;
  symbol: string;
  extras?: QuoteRowExtras;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const row = useRef<HTMLLIElement>(null);
  // Out of sight, a row keeps what it showed and skips the ticks: with 100 markets ticking, React
  // re-renders only the rows on screen.
  const shown = useHeldView(actor, !useInView(row));
  const quote = useSelector(shown, (snapshot) => snapshot.context.quotes[symbol]);
  const tick = useSelector(shown, (snapshot) => snapshot.context.ticks[symbol] ?? 'flat');
  const flash = useFlash(quote?.at);
  if (quote === undefined) return null;
  const trend = trendOf(quote.changePercent);
  const pair = (
    <>
      <span className="quote__base">{quote.base}</span>
      <span className="quote__quote">/{quote.quote}</span>
    </>
  );
  const classes = ['quote', extras.to ? 'quote--link' : '', extras.aside ? 'quote--aside' : ''];
  return (
    <li ref={row} className={classes.join(' ').trim()} data-testid="quote-row" data-symbol={symbol}>
      <div className="quote__pair">
        {extras.to ? (
          <Link to={extras.to} onClick={extras.onOpen} className="quote__open" data-testid="quote-open">
            {pair}
          </Link>
        ) : (
          pair
        )}
        <span className="quote__volume">
          {extras.tag ? <span className="quote__tag">{extras.tag}</span> : null}
          {t('home.volume', { volume: format.compact(quote.volume) })}
        </span>
      </div>
      <div className="quote__prices">
        <span className={`quote__price quote__price--${trend}`} data-testid="quote-price" data-tick={tick}>
          <span ref={flash} className={`quote__flash quote__flash--${tick}`} aria-hidden="true" />
          {format.price(quote.price)}
        </span>
        {DOLLAR_QUOTES.has(quote.quote) ? <FiatPrice usdt={quote.price} /> : null}
      </div>
      <span className={`quote__change quote__change--${trend}`} data-testid="quote-change" data-trend={trend}>
        {format.changePercent(quote.changePercent)}
      </span>
      {extras.aside ? <span className="quote__aside">{extras.aside}</span> : null}
    </li>
  );
};

const SkeletonRows = ({ count }: { count: number }) => (
  <ul className="quotes quotes--skeleton" data-testid="quotes-loading" aria-hidden="true">
    {Array.from({ length: count }, (_, index) => (
      // placeholders have no identity.
      <li key={index} className="quote">
        <span className="skeleton skeleton--pair" />
        <span className="skeleton skeleton--price" />
        <span className="skeleton skeleton--change" />
      </li>
    ))}
  </ul>
);

/**
 * A titled card of live quotes. The "live" mark shows only while prices move (the snapshot is in
 * and the push channel is up); while the channel is lost it says the app is reconnecting instead.
 * `above` sits between the title and the list (a page's tabs); the rest is the list's options.
 */
export const QuotesCard = ({
  actor,
  title,
  above,
  ...list
}: {
  actor: QuotesActor | undefined;
  title: string;
  above?: ReactNode;
} & Omit<QuoteListProps, 'actor'>) => {
  const { t } = useTranslation();
  // Ticks arrive by the thousand a second on a busy market: the list repaints once a frame.
  const view = useFrameView(actor);
  const live = useSelector(view, (snapshot) => (snapshot ? isLive(snapshot) : false));
  const lost = useSelector(view, (snapshot) => snapshot?.context.connection === 'disconnected');
  return (
    <section className="card card--list">
      <div className="section-head">
        <h2 className="section-head__title">{title}</h2>
        {live ? (
          <span className="live-dot" data-testid="quotes-live">
            {t('home.live')}
          </span>
        ) : lost ? (
          <span className="live-dot live-dot--lost" role="status" data-testid="quotes-reconnecting">
            {t('home.reconnecting')}
          </span>
        ) : null}
      </div>
      {above}
      <QuoteList actor={view} {...list} />
    </section>
  );
};

interface QuoteListProps {
  readonly actor: QuotesView | undefined;
  /** Shows only the first `limit` markets (Home's short list). */
  readonly limit?: number | undefined;
  /** The markets shown, in order, from the quotes; every market in the exchange's order by default. */
  readonly pick?: ((context: QuotesContext) => readonly string[]) | undefined;
  readonly head?: ReactNode;
  /** Shown when the picked list is empty (instead of "no quotes"). */
  readonly empty?: ReactNode;
  readonly extras?: ((symbol: string) => QuoteRowExtras) | undefined;
}

const sameSymbols = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((symbol, index) => symbol === b[index]);

const allSymbols = (context: QuotesContext): readonly string[] => context.symbols;

/**
 * Live quotes from core's quotes machine, with loading, empty and error states. By default every
 * market in the exchange's order under the plain column heads; a page may `pick` which markets
 * in which order (read once a frame; the list re-renders only when the picked order changes),
 * give its own `head` and `empty` state, and add `extras` to each row.
 */
export const QuoteList = ({ actor, limit, pick = allSymbols, head, empty, extras }: QuoteListProps) => {
  const { t } = useTranslation();
  const status = useSelector(actor, (snapshot) =>
    snapshot === undefined || snapshot.matches('loading')
      ? 'loading'
      : snapshot.matches('failed')
        ? 'failed'
        : 'live',
  );
  const symbols = useSelector(
    actor,
    (snapshot) => (snapshot ? pick(snapshot.context) : NO_SYMBOLS),
    sameSymbols,
  );
  const failure = useSelector(actor, (snapshot) => snapshot?.context.failure ?? null);
  const shown = limit === undefined ? symbols : symbols.slice(0, limit);

  if (actor === undefined || (shown.length === 0 && status === 'loading'))
    return <SkeletonRows count={limit ?? 6} />;
  if (shown.length === 0 && status === 'failed')
    return (
      <ErrorState
        testId="quotes-error"
        title={t('home.quotesFailed')}
        detail={failure ? noticeText(t, failureMessage(failure)) : undefined}
        onRetry={() => actor.send({ type: 'market.retry' })}
      />
    );
  if (shown.length === 0) return empty ?? <EmptyState testId="quotes-empty" text={t('home.noQuotes')} />;
  return (
    <>
      {status === 'failed' && failure ? (
        <div className="list-banner" role="alert" data-testid="quotes-stale">
          {noticeText(t, failureMessage(failure))}
        </div>
      ) : null}
      {head ?? (
        <div className="quotes__head" aria-hidden="true">
          <span>{t('home.pair')}</span>
          <span>{t('home.lastPrice')}</span>
          <span>{t('home.change')}</span>
        </div>
      )}
      <ul className="quotes" data-testid="quotes">
        {shown.map((symbol) => (
          <QuoteRow
            key={symbol}
            actor={actor}
            symbol={symbol}
            {...(extras ? { extras: extras(symbol) } : {})}
          />
        ))}
      </ul>
    </>
  );
};

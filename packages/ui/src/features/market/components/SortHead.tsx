import { nextSort, type QuoteSort, type QuoteSortKey } from '@tessera/core';
import { useTranslation } from 'react-i18next';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** One sortable column head: a button cycling high to low, low to high, the exchange's order. */
const SortButton = ({
  column,
  label,
  sort,
  onSort,
}: {
  column: QuoteSortKey;
  label: string;
  sort: QuoteSort;
  onSort: (sort: QuoteSort) => void;
}) => {
  const direction = sort?.key === column ? sort.direction : undefined;
  return (
    <th scope="col" aria-sort={direction ? ARIA_SORT[direction] : 'none'} className="quotes__sort-cell">
      <button
        type="button"
        className="quotes__sort"
        onClick={() => onSort(nextSort(sort, column))}
        data-testid={`sort-${column}`}
        data-direction={direction ?? 'none'}
      >
        {label}
        <span className="quotes__arrows" aria-hidden="true">
          <span className={direction === 'asc' ? 'quotes__arrow quotes__arrow--on' : 'quotes__arrow'}>▲</span>
          <span className={direction === 'desc' ? 'quotes__arrow quotes__arrow--on' : 'quotes__arrow'}>
            ▼
          </span>
        </span>
      </button>
    </th>
  );
};

/**
 * The market list's column heads: the pair, then price and 24 h change, each sortable. A table
 * head for assistive technology, so `aria-sort` tells which column orders the rows and how.
 */
export const SortHead = ({
  sort,
  onSort,
  withAside,
}: {
  sort: QuoteSort;
  onSort: (sort: QuoteSort) => void;
  /** The rows have a star column: the head keeps an empty cell above it. */
  withAside: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <table className="quotes__head-table" aria-label={t('market.columns')}>
      <thead>
        <tr className={withAside ? 'quotes__head quotes__head--aside' : 'quotes__head'}>
          <th scope="col">{t('home.pair')}</th>
          <SortButton column="price" label={t('home.lastPrice')} sort={sort} onSort={onSort} />
          <SortButton column="change" label={t('market.changeColumn')} sort={sort} onSort={onSort} />
          {withAside ? (
            <th scope="col">
              <span className="visually-hidden">{t('market.favourite')}</span>
            </th>
          ) : null}
        </tr>
      </thead>
    </table>
  );
};

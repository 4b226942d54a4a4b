import type { QuickBuyOrder } from '@tessera/core';
import { Link } from '../../../app/navigation';
import { IconChevron } from '../../../components/Icons';
import { TermsGrid } from '../../finance/components/TermsGrid';
import { quickBuyOrderPath } from '../links';
import { OrderHead, useOrderCells } from './OrderSummary';

/** One order as My orders lists it: reference, state, the figures; the whole row opens its page. */
export const OrderCard = ({ order }: { order: QuickBuyOrder }) => {
  const cells = useOrderCells(order, { compact: true });
  return (
    <Link
      to={quickBuyOrderPath(order.id)}
      className="order quickbuy-order"
      data-testid="quickbuy-order-row"
      data-id={order.id}
      data-state={order.state}
    >
      <OrderHead
        order={order}
        after={
          <span className="quickbuy-order__open" aria-hidden="true">
            <IconChevron />
          </span>
        }
      />
      <TermsGrid cells={cells} testIdPrefix="quickbuy-row" />
    </Link>
  );
};

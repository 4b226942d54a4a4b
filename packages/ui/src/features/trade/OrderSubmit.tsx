import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { useOrderMachine } from './order-machine';

type OrderControls = Pick<
  ReturnType<typeof useOrderMachine>,
  'confirming' | 'placing' | 'confirm' | 'cancel'
>;

/**
 * A trade form's submit button and the confirmation it opens (`children`: what the order is), held
 * open while the order is placed; `buying` colours both (a buy or a long up, a sell or a short down).
 * `disabled` holds the button when nothing can be placed at all (an offer not open yet, or closed):
 * the form says why beside it.
 */
export const OrderSubmit = ({
  order,
  label,
  buying,
  title,
  placingLabel,
  testId,
  disabled = false,
  children,
}: {
  order: OrderControls;
  label: string;
  buying: boolean;
  title: string;
  placingLabel: string;
  testId: string;
  disabled?: boolean;
  children: ReactNode;
}) => (
  <>
    <button
      type="submit"
      className={`button order-form__submit order-form__submit--${buying ? 'buy' : 'sell'}`}
      disabled={disabled || order.confirming || order.placing}
      data-testid={testId}
    >
      {label}
    </button>
    <ConfirmDialog
      open={order.confirming || order.placing}
      title={title}
      confirmLabel={order.placing ? placingLabel : label}
      confirmTone={buying ? 'up' : 'down'}
      busy={order.placing}
      onConfirm={order.confirm}
      onCancel={order.cancel}
    >
      {children}
    </ConfirmDialog>
  </>
);

import type { FieldErrors, TradeFormActor } from '@tessera/core';
import { type EitherLike, rightOf } from '../../app/either';
import { useForm } from '../../app/forms';
import { useNavigate } from '../../app/navigation';
import { useServices } from '../../app/services';
import { useOrderMachine } from '../trade/order-machine';

/**
 * A wealth product's purchase form (mining, dual investment, IEO): the sheet checked by the
 * product's core rule, its order held by core's order-form machine (`create`, one of the SDK's
 * `create…` factories), and once placed, `placedNotice` shown and the user taken to `then` (their
 * orders). Answers the form, the rule's verdict on it and the order.
 */
export const useProductOrderForm = <Form, Field extends string, Draft, Market, Placed>({
  initial,
  validate,
  create,
  market,
  keyOf,
  placedNotice,
  then,
}: {
  initial: Form;
  validate: (form: Form) => EitherLike<FieldErrors<Field>, Draft>;
  create: () => TradeFormActor<Draft, Market, Placed>;
  market: Market;
  keyOf: (draft: Draft | null) => string;
  placedNotice: string;
  then: string;
}) => {
  const { toasts } = useServices();
  const navigate = useNavigate();
  const view = useForm<Form, Field, Draft>(initial, validate);
  const checked = validate(view.form);
  const order = useOrderMachine({
    create,
    draft: rightOf(checked) ?? null,
    market,
    keyOf,
    onPlaced: () => {
      toasts.show({ key: placedNotice });
      navigate(then, { replace: true });
    },
  });
  return { view, checked, order };
};

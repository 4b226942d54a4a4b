import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { useModalDialog } from './modal-dialog';

/**
 * Asks before something that could affect money goes out (a bank card, a withdrawal address, a
 * password change that pauses withdrawals). A native `<dialog>`: focus is trapped, Esc cancels.
 */
export const ConfirmDialog = ({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  confirmTone,
  onConfirm,
  onCancel,
  busy = false,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  /** The dismiss button's words when "Cancel" would be ambiguous (e.g. cancelling an order). */
  cancelLabel?: string;
  /** The confirm button's colour when it says which way money goes: buy green, sell red (spec §1). */
  confirmTone?: 'up' | 'down';
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirmed action is on its way: the confirm button waits (a second tap sends nothing). */
  busy?: boolean;
}) => {
  const { t } = useTranslation();
  const ref = useModalDialog(open);
  return (
    <dialog
      ref={ref}
      className="dialog"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      data-testid="confirm-dialog"
    >
      <h2 className="dialog__title">{title}</h2>
      <div className="dialog__body">{children}</div>
      <div className="dialog__actions">
        <button
          type="button"
          className="button button--ghost"
          onClick={onCancel}
          data-testid="confirm-cancel"
        >
          {cancelLabel ?? t('common.cancel')}
        </button>
        <button
          type="button"
          className={confirmTone ? `button button--${confirmTone}` : 'button button--primary'}
          onClick={onConfirm}
          disabled={busy}
          data-testid="confirm-ok"
        >
          {confirmLabel ?? t('common.confirm')}
        </button>
      </div>
    </dialog>
  );
};

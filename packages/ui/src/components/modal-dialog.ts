import { type RefObject, useEffect, useRef } from 'react';

/**
 * Keeps a native `<dialog>` modal in step with `open`. `showModal()` rather than the `open`
 * attribute, because only a modal dialog traps focus, shows a backdrop and cancels on Esc.
 */
export const useModalDialog = (open: boolean): RefObject<HTMLDialogElement | null> => {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
};

import { useServices, useStore } from '../app/services';
import { noticeText, useTranslation } from '../i18n';

/** The one toast of the app (spec §9: 1500 ms); core's notices and the UI's own both land here. */
export const ToastHost = () => {
  const { toasts } = useServices();
  const toast = useStore(toasts);
  const { t } = useTranslation();
  return (
    <div className="toast-host" role="status" aria-live="polite">
      {toast ? (
        <div key={toast.id} className="toast" data-testid="toast">
          {noticeText(t, toast.notice)}
        </div>
      ) : null}
    </div>
  );
};

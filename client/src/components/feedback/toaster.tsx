import { useLingui } from '@lingui/react/macro';
import { dismissToast, useToastStore } from '@/lib/toasts';

export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  const { t } = useLingui();
  return (
    <div className="toaster" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast-${toast.type}`} role="status">
          <span>{toast.message}</span>
          <button
            type="button"
            className="toast-close"
            aria-label={t`Close notification`}
            onClick={() => dismissToast(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

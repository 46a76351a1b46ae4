// The unstyled build does not inject a <style> tag at run time (CSP); the toasts' CSS
// (notices.scss) loads with the first notice, in notice-runtime.tsx: an empty region needs none.
import { useEffect } from 'react';
import { ToastContainer, toast } from 'react-toastify/unstyled';
import type { CloseButtonProps } from 'react-toastify/unstyled';
import {
  TOAST_AUTO_CLOSE_MS,
  TOAST_CLOSE_LABEL,
  TOAST_REGION_LABEL,
  TOAST_VISIBLE_LIMIT,
} from '../config/ui';

function CloseToastButton({ closeToast }: CloseButtonProps) {
  return (
    <button
      type="button"
      className="toast-close"
      aria-label={TOAST_CLOSE_LABEL}
      onClick={(event) => closeToast(event)}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}

const isAltT = (event: KeyboardEvent) => event.altKey && event.code === 'KeyT';

/**
 * The notices (toasts) region: labelled 'Notifications', focused by Alt+T, at most 3 visible,
 * auto-dismiss that pauses on hover and when the page is hidden, dismiss by swipe or close.
 */
export function NoticesContainer() {
  // Auto-dismiss also pauses while the page is hidden (another tab, a locked phone).
  useEffect(() => {
    const onVisibility = () => (document.hidden ? toast.pause() : toast.play());
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);
  return (
    <ToastContainer
      aria-label={TOAST_REGION_LABEL}
      hotKeys={isAltT}
      limit={TOAST_VISIBLE_LIMIT}
      autoClose={TOAST_AUTO_CLOSE_MS}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      closeOnClick={false}
      closeButton={CloseToastButton}
      position="top-right"
      newestOnTop
    />
  );
}

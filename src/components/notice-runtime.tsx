import { toast } from 'react-toastify/unstyled';
import type { ToastOptions } from 'react-toastify/unstyled';
import './notices.scss';

export type NoticeKind = 'success' | 'error' | 'info' | 'warning';

/** A notice: a short title and an optional description (the specification). */
function Notice({ title, description }: { title: string; description?: string | undefined }) {
  return (
    <div className="notice">
      <p className="notice-title mb-0">{title}</p>
      {description && <p className="notice-description mb-0">{description}</p>}
    </div>
  );
}

export function showNotice(
  kind: NoticeKind,
  title: string,
  description?: string,
  options?: ToastOptions,
): void {
  toast[kind](<Notice title={title} description={description} />, {
    // Errors interrupt politely but firmly; the rest are status messages.
    role: kind === 'error' ? 'alert' : 'status',
    // The specification's "destructive style": errors are red cards with white text.
    ...(kind === 'error' ? { theme: 'colored' } : {}),
    ...options,
  });
}

export function dismissNotices(): void {
  toast.dismiss();
}

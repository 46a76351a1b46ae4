import { toast } from 'react-toastify/unstyled';
import type { Id, ToastOptions } from 'react-toastify/unstyled';

/** A notice: a short title and an optional description (SPEC.md section 8). */
function Notice({ title, description }: { title: string; description?: string | undefined }) {
  return (
    <div className="notice">
      <p className="notice-title mb-0">{title}</p>
      {description && <p className="notice-description mb-0">{description}</p>}
    </div>
  );
}

type Kind = 'success' | 'error' | 'info' | 'warning';

function show(kind: Kind, title: string, description?: string, options?: ToastOptions): Id {
  return toast[kind](<Notice title={title} description={description} />, {
    // Errors interrupt politely but firmly; the rest are status messages.
    role: kind === 'error' ? 'alert' : 'status',
    ...options,
  });
}

/**
 * The one way features show notices; it talks to the container in NoticesContainer (both use
 * the unstyled react-toastify build, which keeps one store).
 */
export const notify = {
  success: (title: string, description?: string, options?: ToastOptions) =>
    show('success', title, description, options),
  /** The destructive style of the spec. */
  error: (title: string, description?: string, options?: ToastOptions) =>
    show('error', title, description, options),
  info: (title: string, description?: string, options?: ToastOptions) =>
    show('info', title, description, options),
  warning: (title: string, description?: string, options?: ToastOptions) =>
    show('warning', title, description, options),
  dismiss: (id?: Id) => toast.dismiss(id),
};

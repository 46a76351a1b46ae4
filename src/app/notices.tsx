import { createRoot } from 'react-dom/client';
import { NoticesContainer } from '../components/notices-container';

/**
 * The notices region, a root of its own at the end of the body: mounted when a form's island
 * hydrates (so the region is in place before the form's first notice) or with the first notice.
 */
export function mountNotices(): void {
  const host = document.createElement('div');
  host.className = 'notices-host';
  document.body.append(host);
  createRoot(host).render(<NoticesContainer />);
}

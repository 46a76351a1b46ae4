// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The notices' code and stylesheet load as chunks of their own: offline with an emptied cache,
// or after a new deployment removed them, those loads fail. The visitor must still get the notice.
async function withoutNoticeChunks() {
  vi.resetModules();
  const failed = () => {
    throw new TypeError('Importing a module script failed.');
  };
  vi.doMock('./notice-runtime', failed);
  vi.doMock('./notices-container', failed);
  const { notify, noticesContainerFailed } = await import('./notify');
  return { notify, noticesContainerFailed };
}

describe('notices whose chunks cannot load', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    // The page rendered by a test is unmounted while its DOM is there: a React root left mounted
    // outlives the test, and its work could run once the DOM is gone.
    cleanup();
    vi.doUnmock('./notice-runtime');
    vi.doUnmock('./notices-container');
    vi.restoreAllMocks();
  });

  it('still shows an error notice in the words given, and the page stays', async () => {
    const { notify } = await withoutNoticeChunks();
    render(<p>The page</p>);
    notify.error('Error', 'Failed to check domain availability. Please try again.');
    const region = await screen.findByRole('region', { name: 'Notifications' });
    const alert = await within(region).findByRole('alert');
    expect(alert.textContent).toContain('Error');
    expect(alert.textContent).toContain('Failed to check domain availability. Please try again.');
    // The failed region code is no rendering error: the page is still there.
    expect(screen.getByText('The page')).toBeTruthy();
  });

  it('uses the plain notices at once when the region could not mount', async () => {
    const { notify, noticesContainerFailed } = await withoutNoticeChunks();
    // What the page's script does when the notices region's chunk fails (src/main.tsx).
    noticesContainerFailed();
    notify.error('Error', 'Please enter a domain name');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Please enter a domain name');
  });

  it('shows status notices, closes them with the close button and by themselves', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { notify } = await withoutNoticeChunks();
      notify.success('Message sent!', "We'll get back to you as soon as possible.");
      notify.info('Domain Unavailable');
      const notices = await screen.findAllByRole('status');
      expect(notices.map((notice) => notice.textContent)).toEqual([
        expect.stringContaining("We'll get back to you as soon as possible."),
        expect.stringContaining('Domain Unavailable'),
      ]);
      fireEvent.click(within(notices[0]!).getByRole('button', { name: 'Close toast' }));
      expect(screen.getAllByRole('status')).toHaveLength(1);
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(screen.queryAllByRole('status')).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the visible limit and shows text as text, never as markup', async () => {
    const { notify } = await withoutNoticeChunks();
    for (let n = 1; n <= 4; n++) notify.error('Error', `<img src=x onerror=alert(${n})>`);
    await vi.waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(3));
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getAllByRole('alert')[2]!.textContent).toContain('<img src=x onerror=alert(4)>');
  });
});

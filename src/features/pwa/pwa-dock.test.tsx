// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PwaDock } from './pwa-dock';
import { followPwaEvents } from './pwa-events';
import { pwaState } from './pwa-state';
import { offlineNotice, UPDATE_ACTION, UPDATE_AVAILABLE } from './pwa-texts';

// What the worker's registration puts in place for the prompt's action.
const acceptUpdate = vi.fn();
pwaState.acceptUpdate = acceptUpdate;

const setOnline = (online: boolean) => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};

// The page's script follows the connection and the install offer (src/app/dock.ts).
beforeAll(() => followPwaEvents());
afterEach(() => {
  cleanup();
  setOnline(true);
  pwaState.updateWaiting.value = false;
  pwaState.installPrompt.value = null;
});

describe('PwaDock', () => {
  it('renders an empty status region when there is nothing to say', () => {
    render(<PwaDock />);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says when the connection drops and stops when it returns', () => {
    render(<PwaDock />);
    act(() => setOnline(false));
    expect(screen.getByRole('status').textContent).toContain(offlineNotice(false));
    act(() => setOnline(true));
    expect(screen.queryByText(offlineNotice(false))).toBeNull();
  });

  it('promises only what holds in this browser: a connection for domains, and without Background Sync a message goes when the site is next open online', () => {
    render(<PwaDock />);
    act(() => setOnline(false)); // jsdom, like Safari and Firefox, has no SyncManager
    const said = () => screen.getByRole('status').textContent ?? '';
    expect(said()).toBe(
      "You're offline. Every page still works. Messages you send are kept in this browser and sent the next time you open this site online. Checking a domain needs a connection.",
    );
    act(() => setOnline(true));
    vi.stubGlobal('SyncManager', class {});
    try {
      act(() => setOnline(false));
      expect(said()).toBe(
        "You're offline. Every page still works, and messages you send are saved and sent when you're back online. Checking a domain needs a connection.",
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows what the app puts in its status region', () => {
    render(
      <PwaDock>
        <span>2 messages waiting to be sent</span>
      </PwaDock>,
    );
    expect(screen.getByRole('status').textContent).toContain('2 messages waiting to be sent');
  });

  it('offers a waiting update and reloads only when asked', async () => {
    render(<PwaDock />);
    act(() => {
      pwaState.updateWaiting.value = true;
    });
    // Its code loads now: the offer appears once it has.
    expect(await screen.findByText(UPDATE_AVAILABLE)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(UPDATE_AVAILABLE);
    expect(acceptUpdate).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: UPDATE_ACTION }));
    await vi.waitFor(() => expect(acceptUpdate).toHaveBeenCalledTimes(1));
  });
});

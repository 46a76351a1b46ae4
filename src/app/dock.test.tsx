// @vitest-environment jsdom
/**
 * The dock's plain watcher: the dock's code loads (`mount`) once, and only when it has something
 * to show: the connection gone, an update waiting, messages in the outbox. An install offer is
 * shown by the plain install button, with no React.
 * Each test gets fresh stores (the watcher follows the window's events once per module).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BeforeInstallPromptEvent } from '../features/pwa/pwa-state';

const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: online });

async function fresh() {
  vi.resetModules();
  const { watchDock } = await import('./dock');
  const { pwaState } = await import('../features/pwa/pwa-state');
  const { outboxCount } = await import('../features/contact/outbox-state');
  const mount = vi.fn();
  return { watchDock, pwaState, outboxCount, mount };
}

const offer = () =>
  Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: () => Promise.resolve(),
    userChoice: Promise.resolve({ outcome: 'dismissed' as const, platform: 'web' }),
  }) as BeforeInstallPromptEvent;

beforeEach(() => setOnline(true));
afterEach(() => {
  setOnline(true);
  delete (window as { __earlyInstallOffer?: unknown }).__earlyInstallOffer;
});

describe('watchDock', () => {
  it('never mounts while there is nothing to show', async () => {
    const { watchDock, pwaState, outboxCount, mount } = await fresh();
    watchDock(mount);
    window.dispatchEvent(new Event('online'));
    pwaState.updateWaiting.value = false;
    outboxCount.value = 0;
    window.dispatchEvent(new Event('appinstalled'));
    expect(mount).not.toHaveBeenCalled();
  });

  it('mounts at once for a page opened offline', async () => {
    const { watchDock, mount } = await fresh();
    setOnline(false);
    watchDock(mount);
    expect(mount).toHaveBeenCalledOnce();
  });

  it('mounts once when the connection drops, and not again', async () => {
    const { watchDock, pwaState, outboxCount, mount } = await fresh();
    watchDock(mount);
    setOnline(false);
    window.dispatchEvent(new Event('offline'));
    expect(mount).toHaveBeenCalledOnce();
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    setOnline(false);
    window.dispatchEvent(new Event('offline'));
    pwaState.updateWaiting.value = true;
    outboxCount.value = 3;
    expect(mount).toHaveBeenCalledOnce();
  });

  it('mounts once an update waits', async () => {
    const { watchDock, pwaState, mount } = await fresh();
    watchDock(mount);
    pwaState.updateWaiting.value = true;
    expect(mount).toHaveBeenCalledOnce();
  });

  it('never mounts for an install offer: the plain install button shows it and prompts once', async () => {
    const { watchDock, pwaState, mount } = await fresh();
    const { InstallOffer } = await import('../features/pwa/install-offer');
    const { renderToStaticMarkup } = await import('react-dom/server');
    document.body.innerHTML = renderToStaticMarkup(<InstallOffer />);
    const button = document.querySelector('button')!;
    expect(button.hidden).toBe(true);
    watchDock(mount, button);
    const event = offer();
    const prompt = vi.spyOn(event, 'prompt');
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(pwaState.installPrompt.value).toBe(event);
    expect(button.hidden).toBe(false);
    expect(mount).not.toHaveBeenCalled();
    button.click();
    button.click();
    expect(prompt).toHaveBeenCalledOnce();
    expect(button.hidden).toBe(true);
    // A new offer shows it again; installing hides it.
    window.dispatchEvent(offer());
    expect(button.hidden).toBe(false);
    window.dispatchEvent(new Event('appinstalled'));
    expect(button.hidden).toBe(true);
    document.body.replaceChildren();
  });

  it('shows at once an install offer the head script kept before the page’s script ran', async () => {
    const { watchDock, pwaState, mount } = await fresh();
    const { EARLY_INSTALL_OFFER_PROPERTY } = await import('../lib/dom-contract');
    const event = offer();
    (window as unknown as Record<string, unknown>)[EARLY_INSTALL_OFFER_PROPERTY] = event;
    const button = document.createElement('button');
    button.hidden = true;
    watchDock(mount, button);
    expect(pwaState.installPrompt.value).toBe(event);
    expect(button.hidden).toBe(false);
    expect(mount).not.toHaveBeenCalled();
    // Handed over once.
    expect((window as unknown as Record<string, unknown>)[EARLY_INSTALL_OFFER_PROPERTY]).toBeNull();
  });

  it('mounts once the outbox holds a message, not for an empty one', async () => {
    const { watchDock, outboxCount, mount } = await fresh();
    watchDock(mount);
    outboxCount.value = 0;
    expect(mount).not.toHaveBeenCalled();
    outboxCount.value = 1;
    expect(mount).toHaveBeenCalledOnce();
    outboxCount.value = 2;
    expect(mount).toHaveBeenCalledOnce();
  });

  it('mounts at once for an outbox that already holds messages', async () => {
    const { watchDock, outboxCount, mount } = await fresh();
    outboxCount.value = 2;
    watchDock(mount);
    expect(mount).toHaveBeenCalledOnce();
  });
});

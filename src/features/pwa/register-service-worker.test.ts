// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pwaState } from './pwa-state';

/** workbox-window's Workbox as this page uses it: its lifecycle events, fired by the test. */
class FakeWorkbox extends EventTarget {
  static last: FakeWorkbox | undefined;
  waiting: object | null = null;
  messageSkipWaiting = vi.fn();
  update = vi.fn(() => Promise.resolve());
  constructor(
    readonly url: string,
    readonly options: RegistrationOptions,
  ) {
    super();
    FakeWorkbox.last = this;
  }
  /** The registration, whose waiting worker is live, as the browser's is. */
  register() {
    const waiting = () => this.waiting;
    return Promise.resolve({
      get waiting() {
        return waiting();
      },
    });
  }
  fire(
    type: 'waiting' | 'controlling',
    detail: { isUpdate?: boolean; isExternal?: boolean; wasWaitingBeforeRegister?: boolean },
  ) {
    this.dispatchEvent(Object.assign(new Event(type), detail));
  }
}
vi.mock('workbox-window', () => ({ Workbox: FakeWorkbox }));

const reload = vi.fn();

/** A fresh page: the module's registration is once per page load. */
async function load(waiting: object | null = null) {
  vi.resetModules();
  const worker = await import('./register-service-worker');
  const { pwaState: state } = await import('./pwa-state');
  const pending = worker.registerServiceWorker();
  FakeWorkbox.last!.waiting = waiting;
  await pending;
  return { worker, state, wb: FakeWorkbox.last! };
}

/** The worker in charge of the page, as navigator.serviceWorker.controller gives it. */
let controller: object | null;

beforeEach(() => {
  controller = {};
  Object.defineProperty(navigator, 'serviceWorker', {
    value: {
      get controller() {
        return controller;
      },
    },
    configurable: true,
  });
  vi.stubGlobal('location', { ...window.location, reload });
});
afterEach(() => {
  pwaState.updateWaiting.value = false;
  vi.unstubAllGlobals();
  reload.mockReset();
});

describe('the service worker lifecycle', () => {
  it("registers /sw.js for the whole site, and is what the update prompt's action runs", async () => {
    const { worker, state, wb } = await load();
    expect(wb.url).toBe('/sw.js');
    expect(wb.options.scope).toBe('/');
    expect(state.acceptUpdate).toBe(worker.acceptUpdate);
  });

  it('offers nothing when the first worker takes charge of a page that had none', async () => {
    controller = null;
    const { state, wb } = await load();
    // Workbox calls it external when this page's registration found it already installing.
    wb.fire('controlling', { isUpdate: false, isExternal: true });
    expect(state.updateWaiting.value).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    // After that, another tab's accepted update is one.
    wb.fire('controlling', { isExternal: true });
    expect(state.updateWaiting.value).toBe(true);
  });

  it('offers nothing for a worker waiting while none is in charge of the page (a slow first install)', async () => {
    controller = null;
    const { state, wb } = await load();
    wb.fire('waiting', { wasWaitingBeforeRegister: true });
    wb.fire('waiting', {});
    expect(state.updateWaiting.value).toBe(false);
  });

  it('offers the reload when a new version waits, and never reloads by itself', async () => {
    const { state, wb } = await load();
    wb.fire('waiting', { isUpdate: true });
    expect(state.updateWaiting.value).toBe(true);
    expect(reload).not.toHaveBeenCalled();
  });

  it("offers it when another tab's accepted update takes control here", async () => {
    const { state, wb } = await load();
    wb.fire('controlling', { isExternal: true });
    expect(state.updateWaiting.value).toBe(true);
    expect(reload).not.toHaveBeenCalled();
  });

  it('accepting asks the waiting worker to take over, then reloads once it controls the page', async () => {
    const { worker, state, wb } = await load({});
    wb.fire('waiting', { isUpdate: true });
    worker.acceptUpdate();
    expect(wb.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(state.updateWaiting.value).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    wb.fire('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('accepting when no worker waits any more (another tab activated it) only reloads', async () => {
    const { worker, wb } = await load(null);
    worker.acceptUpdate();
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

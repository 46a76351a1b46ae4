// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pwaState } from './pwa-state';

/** A service worker as a page sees it: a state and its `statechange` events. */
class FakeWorker extends EventTarget {
  constructor(public state: ServiceWorkerState) {
    super();
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** The page's registration: its worker slots, changed by the test as the browser changes them. */
class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
}

/** workbox-window's Workbox as this page uses it: registration and the `controlling` event. */
class FakeWorkbox extends EventTarget {
  static last: FakeWorkbox | undefined;
  static registration = new FakeRegistration();
  messageSkipWaiting = vi.fn();
  update = vi.fn(() => Promise.resolve());
  constructor(
    readonly url: string,
    readonly options: RegistrationOptions,
  ) {
    super();
    FakeWorkbox.last = this;
  }
  register() {
    return Promise.resolve(FakeWorkbox.registration);
  }
  fire(type: 'controlling', detail: { isUpdate?: boolean; isExternal?: boolean }) {
    this.dispatchEvent(Object.assign(new Event(type), detail));
  }
}
vi.mock('workbox-window', () => ({ Workbox: FakeWorkbox }));

const reload = vi.fn();

/** A fresh page whose registration is `registration`: registration is once per page load. */
async function load(registration = new FakeRegistration()) {
  vi.resetModules();
  FakeWorkbox.registration = registration;
  const worker = await import('./register-service-worker');
  const { pwaState: state } = await import('./pwa-state');
  await worker.registerServiceWorker();
  return { worker, state, wb: FakeWorkbox.last!, registration };
}

/** A new version found: the registration names it installing, then fires `updatefound`. */
function updateFound(registration: FakeRegistration): FakeWorker {
  const next = new FakeWorker('installing');
  registration.installing = next;
  registration.dispatchEvent(new Event('updatefound'));
  return next;
}

/** The installing worker finished installing: it waits, as the browser reports it. */
function installed(registration: FakeRegistration, worker: FakeWorker) {
  registration.installing = null;
  registration.waiting = worker;
  worker.moveTo('installed');
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
  pwaState.reloadAccepted = false;
  sessionStorage.clear();
  vi.useRealTimers();
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

  it('offers the reload once a new version has installed, and never reloads by itself', async () => {
    const { state, registration } = await load();
    const next = updateFound(registration);
    expect(state.updateWaiting.value).toBe(false);
    installed(registration, next);
    expect(state.updateWaiting.value).toBe(true);
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers it when the new version is heard of only once it already waits', async () => {
    // Firefox on a busy machine: `updatefound` arrives after the registration moved the worker
    // from installing to waiting, so no worker is installing any more when it is heard.
    const { state, registration } = await load();
    registration.waiting = new FakeWorker('installed');
    registration.dispatchEvent(new Event('updatefound'));
    expect(state.updateWaiting.value).toBe(true);
  });

  it('offers a version that was already waiting when the page registered (an earlier visit)', async () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker('installed');
    const { state } = await load(registration);
    expect(state.updateWaiting.value).toBe(true);
  });

  it('offers a version that was installing when the page registered, once it waits', async () => {
    const registration = new FakeRegistration();
    const next = (registration.installing = new FakeWorker('installing'));
    const { state } = await load(registration);
    expect(state.updateWaiting.value).toBe(false);
    installed(registration, next);
    expect(state.updateWaiting.value).toBe(true);
  });

  it('offers nothing for a first install, which waits a moment with no worker in charge of the page', async () => {
    controller = null;
    const { state, registration, wb } = await load();
    const first = updateFound(registration);
    installed(registration, first);
    expect(state.updateWaiting.value).toBe(false);
    registration.waiting = null;
    registration.active = first;
    first.moveTo('activating');
    // Workbox calls it external when this page's registration found it already installing.
    wb.fire('controlling', { isUpdate: false, isExternal: true });
    controller = first;
    first.moveTo('activated');
    expect(state.updateWaiting.value).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    // After that, another tab's accepted update is one.
    wb.fire('controlling', { isExternal: true });
    expect(state.updateWaiting.value).toBe(true);
  });

  it("offers it when another tab's accepted update takes control here", async () => {
    const { state, wb } = await load();
    wb.fire('controlling', { isExternal: true });
    expect(state.updateWaiting.value).toBe(true);
    expect(reload).not.toHaveBeenCalled();
  });

  it('accepting asks the waiting worker to take over, then reloads once it controls the page', async () => {
    const { worker, state, wb, registration } = await load();
    installed(registration, updateFound(registration));
    worker.acceptUpdate();
    expect(wb.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(state.updateWaiting.value).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    wb.fire('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('accepting when no worker waits any more (another tab activated it) only reloads', async () => {
    const { worker, wb } = await load();
    worker.acceptUpdate();
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  describe("when the page's object of the new worker is stuck at redundant (Firefox)", () => {
    // Firefox can apply a registration state to the page that leaves out a worker it had just
    // named installing: the page's object for that worker turns redundant and never changes
    // again, while the worker itself installs and waits. The registration's slots still follow.
    it('offers the new version once the registration names it waiting, with no event', async () => {
      vi.useFakeTimers();
      const { state, registration } = await load();
      const stuck = new FakeWorker('redundant');
      registration.installing = stuck;
      registration.dispatchEvent(new Event('updatefound'));
      expect(state.updateWaiting.value).toBe(false);
      // Installed: the slots change, the object stays redundant, no statechange fires.
      registration.installing = null;
      registration.waiting = stuck;
      vi.advanceTimersByTime(1000);
      expect(state.updateWaiting.value).toBe(true);
    });

    it('stops reading the registration once no worker is installing', async () => {
      vi.useFakeTimers();
      const { state, registration } = await load();
      // The hourly update check.
      const before = vi.getTimerCount();
      registration.installing = new FakeWorker('redundant');
      registration.dispatchEvent(new Event('updatefound'));
      expect(vi.getTimerCount()).toBe(before + 1);
      // The install failed: nothing installs, nothing waits.
      registration.installing = null;
      vi.advanceTimersByTime(1000);
      expect(vi.getTimerCount()).toBe(before);
      expect(state.updateWaiting.value).toBe(false);
    });

    it('Reload leaves a mark and reloads; the next page hands the version over without asking', async () => {
      const first = await load();
      const stuck = new FakeWorker('redundant');
      first.registration.waiting = stuck;
      first.worker.acceptUpdate();
      // A message to an object the page calls redundant would be dropped: none is sent from here.
      expect(first.wb.messageSkipWaiting).not.toHaveBeenCalled();
      expect(reload).toHaveBeenCalledTimes(1);

      // The next page: its objects are new, so the waiting worker reads as installed.
      pwaState.reloadAccepted = false;
      const registration = new FakeRegistration();
      registration.waiting = new FakeWorker('installed');
      const next = await load(registration);
      expect(next.wb.messageSkipWaiting).toHaveBeenCalledTimes(1);
      expect(next.state.updateWaiting.value).toBe(false);
      next.wb.fire('controlling', { isUpdate: true });
      expect(reload).toHaveBeenCalledTimes(2);
      expect(sessionStorage.length).toBe(0);
    });

    it('a page with no mark offers the waiting version and waits for the visitor', async () => {
      const registration = new FakeRegistration();
      registration.waiting = new FakeWorker('installed');
      const { wb, state } = await load(registration);
      expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
      expect(state.updateWaiting.value).toBe(true);
    });
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { pwaState } from './pwa-state';
import { watchForWaitingWorker } from './register-service-worker';

/** A worker whose state the test moves on, as the browser would. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** The parts of a registration the watcher reads. */
class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;

  /** The browser's install steps: installing, then waiting once installed. */
  install(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    this.installing = null;
    this.waiting = worker;
    worker.moveTo('installed');
  }
}

const watch = (registration: FakeRegistration) =>
  watchForWaitingWorker(registration as unknown as ServiceWorkerRegistration);

afterEach(() => {
  pwaState.updateWaiting.value = false;
});

describe('watchForWaitingWorker', () => {
  it('offers nothing on a first install, where no worker was in charge', () => {
    const registration = new FakeRegistration();
    const first = new FakeWorker();
    registration.installing = first;
    watch(registration);
    registration.installing = null;
    registration.waiting = first;
    first.moveTo('installed');
    expect(pwaState.updateWaiting.value).toBe(false);
    registration.waiting = null;
    registration.active = first;
    first.moveTo('activated');
    expect(pwaState.updateWaiting.value).toBe(false);
  });

  it('offers the reload when a new deployment installs behind the active worker', () => {
    const registration = new FakeRegistration();
    registration.active = new FakeWorker();
    watch(registration);
    expect(pwaState.updateWaiting.value).toBe(false);
    registration.install(new FakeWorker());
    expect(pwaState.updateWaiting.value).toBe(true);
  });

  it('offers it at once when a worker already waits from an earlier visit', () => {
    const registration = new FakeRegistration();
    registration.active = new FakeWorker();
    registration.waiting = new FakeWorker();
    watch(registration);
    expect(pwaState.updateWaiting.value).toBe(true);
  });

  it('offers it when the worker installing during registration finishes behind the active one', () => {
    const registration = new FakeRegistration();
    registration.active = new FakeWorker();
    const next = new FakeWorker();
    registration.installing = next;
    watch(registration);
    expect(pwaState.updateWaiting.value).toBe(false);
    registration.installing = null;
    registration.waiting = next;
    next.moveTo('installed');
    expect(pwaState.updateWaiting.value).toBe(true);
  });

  it('offers nothing for a new worker that fails to install', () => {
    const registration = new FakeRegistration();
    registration.active = new FakeWorker();
    watch(registration);
    const broken = new FakeWorker();
    registration.installing = broken;
    registration.dispatchEvent(new Event('updatefound'));
    registration.installing = null;
    broken.moveTo('redundant');
    expect(pwaState.updateWaiting.value).toBe(false);
  });
});

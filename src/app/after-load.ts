import { watchContactOutbox } from '../features/contact/outbox-wake';
import { registerServiceWorker } from '../features/pwa/register-service-worker';
import { measurementRefused } from '../features/vitals/vitals-consent';

/** Runs `task` when the browser is idle (soon after, where it cannot tell). */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 5_000 });
  else setTimeout(task, 1_000);
}

/**
 * What starts once the page has loaded, in one chunk: the service worker's registration (its
 * precaching never competes with the first paint), the check whether the contact outbox's page
 * side has work (it loads only then), and, when the browser is idle, the field measurements
 * (their code loads only for a visitor who has not asked not to be tracked).
 */
export function afterLoad(): Promise<void> {
  void watchContactOutbox();
  if (!measurementRefused(navigator, window as PrivacySignalsWindow))
    whenIdle(() => {
      // A chunk that cannot load (offline, a new deployment) only means no measurements.
      import('../features/vitals/vitals-beacon').then(
        (vitals) => vitals.startVitals(),
        () => undefined,
      );
    });
  return registerServiceWorker();
}

type PrivacySignalsWindow = Window & { doNotTrack?: unknown };

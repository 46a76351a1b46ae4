import { pwaState } from './pwa-state';

/**
 * The install offer's button (InstallOffer), owned by the page's plain script: shown while the
 * browser offers installation (the shared PWA state, src/features/pwa/pwa-events.ts), it prompts
 * once on a tap; an offer can be used once, and the browser sends a new one if installation is
 * still possible.
 */
export function controlInstallOffer(button: HTMLButtonElement): void {
  const show = () => {
    button.hidden = pwaState.installPrompt.value === null;
  };
  pwaState.installPrompt.subscribe(show);
  show();
  button.addEventListener('click', () => {
    const offer = pwaState.installPrompt.value;
    if (!offer) return;
    pwaState.installPrompt.value = null;
    void offer.prompt().then(
      () => offer.userChoice.catch(() => undefined),
      () => undefined,
    );
  });
}

/** Marks the contact form for the page's early-draft script. */
export const EARLY_DRAFT = 'data-early-draft';

/**
 * Inline on the contact page (allowed by its CSP hash; src/app/page-controls-script.ts gives it
 * its source, so it may use nothing from outside its body but its arguments). Text typed before
 * the app has hydrated the form is kept as its draft (`key`, in the format contact-draft.ts
 * reads: the fields by name) when the page goes away, a reload or a link followed; the app then
 * shows it as it shows any draft. Only while the app does not handle the form yet (no
 * `hydrated` attribute: once it does, it keeps the draft itself, with its submission id), and
 * only when something was typed, so a stored draft is never removed here.
 */
export function keepEarlyDraft(key: string, hydrated: string): void {
  addEventListener('pagehide', () => {
    const form = document.querySelector<HTMLFormElement>(
      `form[data-early-draft]:not([${hydrated}])`,
    );
    if (!form) return;
    const values: Record<string, string> = {};
    let typed = false;
    new FormData(form).forEach((value, name) => {
      const text = String(value);
      values[name] = text;
      if (text.trim()) typed = true;
    });
    try {
      if (typed) localStorage.setItem(key, JSON.stringify(values));
    } catch {
      // Full or blocked storage: not kept.
    }
  });
}

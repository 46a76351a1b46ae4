/**
 * Inline on the contact page (allowed by its CSP hash; src/app/inline-scripts.ts gives it
 * its source, so it may use nothing from outside its body but its arguments). Text typed before
 * the island has taken the form is kept as its draft (`key`, in the format contact-draft.ts
 * reads: the fields by name) when the page goes away, a reload or a link followed; the island then
 * shows it as it shows any draft. Only while the island does not handle the form yet (no
 * `taken` attribute: once it does, it keeps the draft itself, with its submission id), and
 * only when something was typed, so a stored draft is never removed here.
 */
export function keepEarlyDraft(key: string, marker: string, taken: string): void {
  addEventListener('pagehide', () => {
    const form = document.querySelector<HTMLFormElement>(`form[${marker}]:not([${taken}])`);
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

/**
 * Inline on the FAQs page only (allowed by its CSP hash; src/app/inline-scripts.ts gives it its
 * source, so it may use nothing from outside its body but its arguments). The FAQ whose question
 * the address names (`/faqs#<id>`: a search result, a shared link) opens, its question focused
 * (and scrolled to): once the page is parsed, and on each change of the address's fragment.
 * `question` selects the accordion's questions (`<summary>`, whose parent is the item).
 */
export function openTargetFaq(question: string): void {
  const open = () => {
    const named = document.getElementById(location.hash.slice(1));
    if (!named?.matches(question)) return;
    (named.parentElement as HTMLDetailsElement).open = true;
    named.focus();
  };
  addEventListener('hashchange', open);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', open);
  else open();
}

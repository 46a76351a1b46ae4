import { domAttr } from '../../lib/dom-contract';
import { faqs as allFaqs } from '../../content/faqs';
import type { FaqItem } from '../../content/faqs';

/** The name that makes the items one exclusive group: opening one closes the others. */
const GROUP = 'faq';

/**
 * FAQ accordion: `<details name>` items, so one item is open at a time and an open item can be
 * closed, from the first paint on and with no script. ArrowDown, ArrowUp, Home and End move
 * focus between the questions (the page's inline script, src/inline/page-controls.ts). Each
 * question's id is its FAQ's: the page's inline script opens the one the address names
 * (`/faqs#<id>`). The id is on the question, which takes focus, not on the item: a browser that
 * goes to a fragment whose element cannot take focus takes focus away from it.
 */
export function FaqAccordion({ items = allFaqs }: { items?: FaqItem[] }) {
  return (
    <div className="accordion faq-accordion" {...{ [domAttr.accordion]: '' }}>
      {items.map((item) => (
        <details key={item.id} name={GROUP} className="accordion-item">
          <summary id={item.id} className="accordion-button">
            {item.question}
          </summary>
          <div className="accordion-body">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}

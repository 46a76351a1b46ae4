import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { faqs as allFaqs } from '../../content/faqs';
import type { FaqItem } from '../../content/faqs';

/**
 * FAQ accordion after the WAI-ARIA accordion pattern: one item open at a time, an open item can
 * be closed, and ArrowDown/ArrowUp/Home/End move focus between the headers.
 */
export function FaqAccordion({ items = allFaqs }: { items?: FaqItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  const headers = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const targets: Record<string, number> = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    headers.current[target]?.focus();
  };

  return (
    <div className="accordion faq-accordion">
      {items.map((item, index) => {
        const expanded = open === index;
        const headerId = `${baseId}-header-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.question} className="accordion-item">
            <h2 className="accordion-header" id={headerId}>
              <button
                ref={(element) => {
                  headers.current[index] = element;
                }}
                type="button"
                className={`accordion-button${expanded ? '' : ' collapsed'}`}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {item.question}
              </button>
            </h2>
            <div
              id={panelId}
              role="region"
              aria-labelledby={headerId}
              className="accordion-collapse"
              hidden={!expanded}
            >
              <div className="accordion-body">{item.answer}</div>
            </div>
          </div>
        );
      })}
    </div>
  );
}

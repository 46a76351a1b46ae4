import { useId } from 'react';
import type { MenuColumn } from '../content/navigation';
import { megaMenuPrompt } from '../content/navigation';
import { AppLink } from './app-link';
import { Icon } from './icon';
import { domClass } from '../lib/dom-contract';

/**
 * "Our Services": a mega-menu on wide screens and a collapsible list inside the phone menu.
 * Served closed; the page's inline script (src/inline/page-controls.ts) opens it on hover or
 * keyboard focus on wide screens, closes it 150 ms after the pointer leaves, at once when focus
 * leaves it or on Escape, and toggles it on a tap or a key, from the first paint on. The button's
 * aria-expanded is the state; CSS shows the panel from it.
 */
export function MegaMenu({ label, columns }: { label: string; columns: MenuColumn[] }) {
  const panelId = useId();
  return (
    <li className={`nav-item ${domClass.megaMenu}`}>
      <button
        type="button"
        className={`nav-link ${domClass.megaMenuToggle}`}
        aria-expanded={false}
        aria-controls={panelId}
      >
        {label}
        <svg
          className="mega-menu-caret"
          width="12"
          height="12"
          viewBox="0 0 12 12"
          aria-hidden="true"
        >
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <div id={panelId} className="mega-menu-panel">
        <div className="mega-menu-columns">
          {columns.map((column) => (
            <div key={column.title} className="mega-menu-column">
              <p className="mega-menu-heading">{column.title}</p>
              <ul className="list-unstyled mb-0">
                {column.items.map((item) => (
                  <li key={item.name}>
                    <AppLink href={item.href} external={item.external} className="mega-menu-link">
                      <Icon name={item.icon} size={18} />
                      <span>{item.name}</span>
                    </AppLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p className="mega-menu-prompt mb-0">
          <AppLink href={megaMenuPrompt.href}>{megaMenuPrompt.text}</AppLink>
        </p>
      </div>
    </li>
  );
}

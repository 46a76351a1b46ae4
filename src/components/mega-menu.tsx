import type { FocusEvent, KeyboardEvent, MouseEvent, PointerEvent } from 'react';
import { useId, useRef, useState } from 'react';
import { MEGA_MENU_CLOSE_DELAY_MS } from '../config/ui';
import type { MenuColumn } from '../content/navigation';
import { megaMenuPrompt } from '../content/navigation';
import { AppLink } from './app-link';
import { Icon } from './icon';
import { useHoverMenu } from './use-hover-menu';

const DESKTOP_QUERY = '(min-width: 992px)';
const matchesFocusVisible = (element: Element): boolean => {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
};
const isDesktop = () => window.matchMedia?.(DESKTOP_QUERY).matches ?? true;

interface MegaMenuProps {
  label: string;
  columns: MenuColumn[];
  /** Changes on every navigation so the menu closes. */
  location: string;
  onNavigate: () => void;
}

/**
 * "Our Services": a mega-menu on wide screens (hover or focus opens it, it closes 150 ms after
 * the pointer leaves, Escape closes it) and a collapsible list inside the mobile menu.
 */
export function MegaMenu({ label, columns, location, onNavigate }: MegaMenuProps) {
  const { open, show, close, scheduleClose, toggle } = useHoverMenu(MEGA_MENU_CLOSE_DELAY_MS);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Escape returns focus to the button; that focus must not open the menu again.
  const skipFocusOpen = useRef(false);

  // Close on navigation: remember which location the menu was opened on.
  const [openedAt, setOpenedAt] = useState(location);
  if (openedAt !== location) {
    setOpenedAt(location);
    if (open) close();
  }

  // Whether a mouse is over the item: the hover holds the menu open.
  const hovering = useRef(false);
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || !isDesktop()) return;
    hovering.current = true;
    show();
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || !isDesktop()) return;
    hovering.current = false;
    scheduleClose();
  };
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // A mouse click on the button the pointer hovers (the menu opened on hover) must not close
    // the menu under the pointer. Keyboard activation (detail 0) and touch still toggle it.
    if (hovering.current && event.detail > 0) show();
    else toggle();
  };
  const onFocus = (event: FocusEvent<HTMLButtonElement>) => {
    // Keyboard focus opens the panel on wide screens; a mouse click toggles instead.
    if (skipFocusOpen.current) {
      skipFocusOpen.current = false;
      return;
    }
    if (isDesktop() && matchesFocusVisible(event.target)) show();
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (isDesktop() && !event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
      skipFocusOpen.current = true;
      buttonRef.current?.focus();
      skipFocusOpen.current = false;
    }
  };

  return (
    // The item only delegates pointer, focus and Escape handling from its button and links.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className={`nav-item mega-menu${open ? ' open' : ''}`}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <button
        ref={buttonRef}
        type="button"
        className="nav-link mega-menu-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onClick}
        onFocus={onFocus}
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
                    <AppLink
                      href={item.href}
                      external={item.external}
                      className="mega-menu-link"
                      onClick={onNavigate}
                    >
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
          <AppLink href={megaMenuPrompt.href} onClick={onNavigate}>
            {megaMenuPrompt.text}
          </AppLink>
        </p>
      </div>
    </li>
  );
}

import { domClass } from '../lib/dom-contract';
import { Icon } from './icon';

/**
 * The header's theme toggle: pressed while the dark theme is on. The page's head script
 * (src/inline/page-controls.ts) switches the theme, keeps the choice and sets aria-pressed once
 * the document is parsed; CSS shows the moon in the light theme and the sun in the dark one, so
 * the icon is right from the first paint. Without script it could keep no choice: it is hidden.
 */
export function ThemeToggle() {
  return (
    <button
      type="button"
      className={domClass.themeToggle}
      aria-label="Dark theme"
      aria-pressed={false}
    >
      <Icon name="moon" size={24} className="icon-moon" />
      <Icon name="sun" size={24} className="icon-sun" />
    </button>
  );
}

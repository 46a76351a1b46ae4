import spriteUrl from 'virtual:icon-sprite';
import { domClass } from '../lib/dom-contract';

/**
 * The header's theme toggle: pressed while the dark theme is on. The page's head script
 * (src/inline/page-controls.ts) switches the theme, keeps the choice and sets aria-pressed once
 * the document is parsed; CSS shows the moon in the light theme and the sun in the dark one, so
 * the icon is right from the first paint (both glyphs in one `<svg>`, as components/icon.tsx draws
 * one). Without script it could keep no choice: it is hidden.
 */
export function ThemeToggle() {
  return (
    <button
      type="button"
      className={domClass.themeToggle}
      aria-label="Dark theme"
      aria-pressed={false}
    >
      <svg width={24} height={24} className="icon" aria-hidden="true">
        <use className="icon-moon" href={`${spriteUrl}#moon`} />
        <use className="icon-sun" href={`${spriteUrl}#sun`} />
      </svg>
    </button>
  );
}

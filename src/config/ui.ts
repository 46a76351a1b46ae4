/** Interaction thresholds and limits from the specification, each defined once. */

/** The header turns solid past this scroll offset (px). */
export const HEADER_SOLID_SCROLL_PX = 50;
/** The back-to-top button appears past this scroll offset (px). */
export const BACK_TO_TOP_SCROLL_PX = 300;
/** The open WhatsApp card closes once the page scrolls this far from where it opened (px). */
export const CARD_SCROLL_CLOSE_PX = 48;
/** The mega-menu closes this long after the pointer leaves (ms). */
export const MEGA_MENU_CLOSE_DELAY_MS = 150;
/** Notices: at most this many visible at once. */
export const TOAST_VISIBLE_LIMIT = 3;
/** Notices auto-dismiss after this long (ms). */
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_REGION_LABEL = 'Notifications';
export const TOAST_CLOSE_LABEL = 'Close toast';
/** The mega-menu opens on hover and keyboard focus at this width and wider (Bootstrap's lg). */
export const DESKTOP_MEDIA_QUERY = '(min-width: 992px)';
/** localStorage key of the visitor's theme choice. */
export const THEME_STORAGE_KEY = 'theme';
/** The themes a visitor can choose, light first; with no choice, the system's setting applies. */
export const THEMES = ['light', 'dark'] as const;
/** The system asks for the dark theme. */
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';
/** localStorage key of the visitor's currency choice. */
export const CURRENCY_STORAGE_KEY = 'currency';
/** The currency of a visitor who chose none (and of the page without scripts). */
export const DEFAULT_CURRENCY = 'PKR';
/** Query parameter of the portfolio's category filter, so a filtered view can be shared. */
export const CATEGORY_QUERY_PARAM = 'category';
/**
 * A form sent before its island has taken it waits this long for the island, showing its busy
 * label; then the browser sends it (ms).
 */
export const ISLAND_WAIT_MS = 4000;

/** Interaction thresholds and limits from the specification, each defined once. */

/** The header turns solid past this scroll offset (px). */
export const HEADER_SOLID_SCROLL_PX = 50;
/** The back-to-top button appears past this scroll offset (px). */
export const BACK_TO_TOP_SCROLL_PX = 300;
/** The mega-menu closes this long after the pointer leaves (ms). */
export const MEGA_MENU_CLOSE_DELAY_MS = 150;
/** Notices: at most this many visible at once. */
export const TOAST_VISIBLE_LIMIT = 3;
/** Notices auto-dismiss after this long (ms). */
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_REGION_LABEL = 'Notifications';
export const TOAST_CLOSE_LABEL = 'Close toast';

/** Category navigation behaviour (docs/menu.md#menu-page). Only the browser needs these. */
export const STICKY_NAV_THRESHOLD_PX = 200;
/** A category counts as the current one once its heading is this close to the top of the window. */
export const ACTIVE_HEADING_OFFSET_PX = 160;
/** Clicking a category scrolls its heading to this distance below the top (room for the sticky bar). */
export const SCROLL_TARGET_OFFSET_PX = 150;
/** How long the "added to cart" notice stays visible. */
export const TOAST_DURATION_MS = 3000;
/** How often an open menu asks whether staff changed it: a change shows within 5 s, round trip included. */
export const MENU_POLL_MS = 4000;

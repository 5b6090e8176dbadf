/** The names the late-scripts loader (late-scripts.inline.ts) shares with the page (late-scripts.ts). */

/** How long the scripts wait at most for the page's picture of highest priority to arrive. */
export const PICTURE_WAIT_MS = 3000

/**
 * The window property where a page's head script leaves a promise of a picture still to come: the
 * search page's first card, drawn once the API has answered (src/features/search). The scripts
 * wait for it to settle, then for that picture, within `PICTURE_WAIT_MS` in all.
 */
export const PICTURE_COMING = '__printShopPictureComing'

/** The data block of `LATE_SCRIPTS_SCRIPT`: `{ scripts, prefetches }`, the page's own. */
export const LATE_SCRIPTS_DATA_ID = 'late-scripts-data'

/**
 * The id of the style that keeps the page's lazy pictures from loading (`LATE_PICTURES_STYLE`)
 * until `LATE_SCRIPTS_SCRIPT` takes it away.
 */
export const LATE_PICTURES_STYLE_ID = 'late-pictures'

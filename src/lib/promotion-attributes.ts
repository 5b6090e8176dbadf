/** The attributes of a promotion's elements that the page's clock reads (promotion-time.ts). */

/** On an element advertising a promotion: the ISO moment it ends, when the element goes. */
export const RUNS_UNTIL_ATTRIBUTE = 'data-runs-until'
/** On an element saying a promotion has ended: the ISO moment from which it shows. */
export const SHOWN_FROM_ATTRIBUTE = 'data-shown-from'

/** The id of the page's data block of Gatsby's globals (page-globals.ts). */
export const PAGE_GLOBALS_ID = 'gatsby-globals'

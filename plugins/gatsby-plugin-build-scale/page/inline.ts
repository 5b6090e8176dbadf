// The plugin's entry for the site's inline scripts (`*.inline.ts`, compiled by esbuild): modules
// without React. esbuild compiles every module an entry names into the script, used or not (this
// plugin's modules are not free of side effects for it), so index.ts would bring React along.

// A picture still to come, which the late scripts wait for (the search page's first card).
export { PICTURE_COMING } from '../src/late-scripts-names'
// The value of a page's data block.
export { readPageData } from '../src/read-page-data'

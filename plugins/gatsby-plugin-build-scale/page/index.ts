// The plugin's entry for the site's pages (rendered on the server and in the browser): the site
// imports these, never a module of src/ (eslint.config.mjs). Its own package.json declares it free
// of side effects, so webpack follows each name to its module and a page carries only those it
// uses: the hydration mark of every page does not bring the late scripts along. What runs in Node
// only (the build's page store, the script policy) is in ../node.ts, which a page must not reach.

// Data blocks beside inline scripts, so that a script's text (and its hash) is the same everywhere.
export { jsonData, jsonText } from '../src/inline-scripts'
// A picture still to come, which the late scripts wait for (the search page's first card).
export { PICTURE_COMING } from '../src/late-scripts'
// Sent once React has hydrated the first page (src/lib/hydrate.ts sends it).
export { HYDRATED_EVENT } from '../src/hydration-marks'
// The plugin's own inline scripts, which the site's script policy must allow (its tests read them).
export { EARLY_CLICKS_SCRIPT } from '../src/early-clicks'
export { LATE_SCRIPTS_SCRIPT } from '../src/late-scripts'
export { PAGE_GLOBALS_SCRIPT } from '../src/page-globals'

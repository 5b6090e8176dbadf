import { PAGE_GLOBALS_ID } from './page-globals-id'
import { readPageData } from './read-page-data'

/* Sets the globals of the page's `PAGE_GLOBALS_ID` block, as Gatsby's own scripts did (page-globals.ts). */
const globals = readPageData<Record<string, unknown>>(PAGE_GLOBALS_ID)
Object.assign(window, globals)

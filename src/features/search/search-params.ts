/**
 * The search page's query parameters: the words, and the page of results after the first (the
 * catalogue's own, as are the filters' `orientace` and `barvy`). A module of their own, which the
 * head script (early-search.inline.ts) imports without the catalogue.
 */
export const SEARCH_TEXT_PARAM = 'search'
export const SEARCH_PAGE_PARAM = 'strana'

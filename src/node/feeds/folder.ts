/**
 * The folder of every feed on the site (feeds.ts names the files). Apart from feeds.ts, which applies
 * shop-domain's rules: robots.txt is written by code that gatsby-node loads without tsx.
 */
export const FEEDS_FOLDER = '/feeds/'

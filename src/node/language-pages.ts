import type { GatsbyNode } from 'gatsby'
import { languageCopies } from '../../plugins/gatsby-plugin-shop-i18next/node'
import { languagePages } from '../config/language-pages'

/**
 * Every page of src/pages in every language, by gatsby-plugin-react-i18next's own page copying, run
 * here rather than in the plugin. Gatsby calls each plugin's onCreatePage for every page that another
 * plugin (or the site) creates; with the only one in the site, the catalogue pages, which the site
 * creates in every language itself (catalogue-pages.ts), skip Gatsby's API runner: 40,000 runs at 10,000
 * pictures.
 */
export const onCreatePage: GatsbyNode['onCreatePage'] = async ({ page, actions }) => {
  await languageCopies(page, actions, languagePages)
}

import type { GatsbyNode } from 'gatsby'

/**
 * Gatsby 5 switches its "slices" on for every build and then writes each page's HTML, reads it back
 * and writes it again to stitch the shared script tags in: on the 40 000 pages of a 10 000-picture
 * catalogue that is more than two minutes of the main process doing nothing else. The shop has no
 * slices, so the build renders the script tags straight into each page instead: Gatsby 4's path,
 * which Gatsby 5 keeps behind the same switch. The render workers start after this and inherit it.
 */
export const onPreInit: GatsbyNode['onPreInit'] = () => {
  delete process.env.GATSBY_SLICES
}

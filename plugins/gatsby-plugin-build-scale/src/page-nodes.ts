import type { GatsbyNode } from 'gatsby'

/**
 * Keeps the SitePage nodes of the last build through sourcing. Nothing touches them there (pages are
 * created afterwards), so Gatsby deleted every one as stale and `createPages` created them all again:
 * 40,000 node deletions and creations at 10,000 pictures, each with its node-store write and schema
 * inference. Touched here, they reach `createPages`, which touches the unchanged ones and updates the
 * others; a page that is no longer created is deleted with its node as before.
 */
export const sourceNodes: GatsbyNode['sourceNodes'] = ({ actions, getNodesByType }) => {
  for (const node of getNodesByType('SitePage')) actions.touchNode(node)
}

/**
 * @jest-environment node
 */
import fs from 'node:fs'
import path from 'node:path'
import type * as React from 'react'
import { EARLY_CLICKS_SCRIPT } from '../../../plugins/gatsby-plugin-build-scale/src/early-clicks'
import { LATE_SCRIPTS_SCRIPT } from '../../../plugins/gatsby-plugin-build-scale/src/late-scripts'
import { PAGE_GLOBALS_SCRIPT } from '../../../plugins/gatsby-plugin-build-scale/src/page-globals'
import {
  SITE_CONF,
  inlineScripts,
  listedScriptHashes,
  scriptHash,
} from '../../../plugins/gatsby-plugin-build-scale/src/script-policy'
import { CONSENT_CHOSEN_SCRIPT } from '../../features/analytics/consent-choice'
import { PRODUCT_PENDING_SCRIPT } from '../../features/catalogue/pending-product'
import { EARLY_SEARCH_SCRIPT } from '../../features/search/early-search-script'
import { PROMOTION_END_SCRIPT } from '../../lib/promotion-time'

/**
 * The script policy deploy/nginx sends allows the built pages' inline scripts by their hashes. Each
 * of them has the same text on every page and in every build (its data is beside it), so the list
 * changes only when one of these scripts does: this test says which line to write then.
 */
const root = path.resolve(__dirname, '../../..')

/** gatsby-plugin-image's script in the head of every page (its gatsby-ssr.js). */
function pictureScript(): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const ssr = require('gatsby-plugin-image/gatsby-ssr') as {
    onRenderBody(api: { setHeadComponents(components: React.ReactElement[]): void }): void
  }
  let script = ''
  ssr.onRenderBody({
    setHeadComponents: (components) => {
      const element = components.find((component) => component.type === 'script')
      script = (element?.props as { dangerouslySetInnerHTML: { __html: string } })
        .dangerouslySetInnerHTML.__html
    },
  })
  return script
}

const scripts: Record<string, string> = {
  "gatsby-plugin-image's loading script": pictureScript(),
  'early clicks': EARLY_CLICKS_SCRIPT,
  'cookie choice': CONSENT_CHOSEN_SCRIPT,
  "Gatsby's page globals": PAGE_GLOBALS_SCRIPT,
  'late scripts': LATE_SCRIPTS_SCRIPT,
  'early search (the search page)': EARLY_SEARCH_SCRIPT,
  'pending product (the 404 page)': PRODUCT_PENDING_SCRIPT,
  'promotion end (home, promotion page)': PROMOTION_END_SCRIPT,
}

describe("the site's script policy (deploy/nginx/print-shop-site.conf)", () => {
  const listed = listedScriptHashes(fs.readFileSync(path.join(root, SITE_CONF), 'utf8'))

  it('lists the hash of every inline script the pages carry, and no other', () => {
    const hashes = Object.values(scripts).map(scriptHash)
    const line = `set $print_shop_script_hashes "${hashes.join(' ')}";`
    expect({ listed: [...listed].sort(), line }).toEqual({ listed: [...hashes].sort(), line })
  })

  it.each(Object.entries(scripts))(
    '%s is read whole from a page, as the build checks it',
    (_name, script) => {
      expect(script).not.toBe('')
      expect(inlineScripts(`<script>${script}</script>`)).toEqual([script])
    },
  )
})

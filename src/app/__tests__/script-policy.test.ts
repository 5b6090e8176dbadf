/**
 * @jest-environment node
 */
import fs from 'node:fs'
import path from 'node:path'
import type * as React from 'react'
import {
  EARLY_CLICKS_SCRIPT,
  LATE_SCRIPTS_SCRIPT,
  PAGE_GLOBALS_SCRIPT,
} from '../../../plugins/gatsby-plugin-build-scale/page'
import {
  SITE_CONF,
  inlineScripts,
  listedScriptHashes,
} from '../../../plugins/gatsby-plugin-build-scale/node'
import { CONSENT_CHOSEN_SCRIPT } from '../../features/analytics/consent-choice'
import { PRODUCT_PENDING_SCRIPT } from '../../features/catalogue/pending-product'
import { EARLY_SEARCH_SCRIPT } from '../../features/search/early-search-script'
import { LINK_SECRETS_SCRIPT } from '../../lib/link-secrets'
import { PROMOTION_END_SCRIPT } from '../../lib/promotion-time'

/**
 * The script policy deploy/nginx sends allows the built pages' inline scripts by their hashes, which
 * the build writes from every page it built (csp-script-hashes.conf). Each of the shop's scripts has
 * the same text on every page and in every build (its data is beside it), so the list stays short;
 * the build reads each of them whole.
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
  'link secrets (every page)': LINK_SECRETS_SCRIPT,
}

describe("the site's script policy (deploy/nginx/print-shop-site.conf)", () => {
  const conf = fs.readFileSync(path.join(root, SITE_CONF), 'utf8')

  it('keeps no list of its own: its enforced script-src takes the hashes each build writes', () => {
    expect(listedScriptHashes(conf)).toEqual([])
    expect(conf).toContain('include snippets/print-shop-script-hashes*.conf;')
    expect(conf).toMatch(
      /^set \$print_shop_script_src "script-src 'self' \$print_shop_script_hashes /m,
    )
    expect(conf).toMatch(
      /^add_header Content-Security-Policy "[^"]*\$print_shop_script_src" always;/m,
    )
  })

  it.each(Object.entries(scripts))(
    '%s is read whole from a page, as the build hashes it',
    (_name, script) => {
      expect(script).not.toBe('')
      expect(inlineScripts(`<script>${script}</script>`)).toEqual([script])
    },
  )
})

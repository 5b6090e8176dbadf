// The plugin's entry for the site's build (its gatsby-node modules, src/node) and for the site's
// checks of its script policy: Node only (node:fs). The site imports these, never a module of src/
// (eslint.config.mjs); what a page uses is in ./page.

// The built pages and the site's address, for the site map.
export { builtPages } from './src/built-pages'
// The script policy: deploy/nginx's site file and the script hashes each build writes for it.
export {
  SITE_CONF,
  builtScriptHashes,
  inlineScripts,
  listedScriptHashes,
  scriptHash,
  scriptHashesConf,
} from './src/script-policy'

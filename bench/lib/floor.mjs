// The floor bench:lighthouse measures the shop against: bench/floor, the lightest Gatsby 5 +
// react-i18next site (two languages, one translated string), built with the repository's own
// node_modules and served as the shop is: by the shop's own server (scripts/serve-site.ts, with the
// same language rule: its Czech page has an English twin at /en), or by nginx with the shop's
// compression. What the shop costs is its distance from this page in the same round, on the same
// machine.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { startNginx } from './nginx.mjs'
import { PORT_OFFSET, ROOT, assertFree, buildLogged, startSiteServer, stopGroup } from './shop.mjs'

export const FLOOR_PORT = 9162 + PORT_OFFSET
export const FLOOR_URL = `http://localhost:${FLOOR_PORT}`
const FLOOR_DIR = path.join(ROOT, 'bench', 'floor')
const GATSBY = path.join(ROOT, 'node_modules', '.bin', 'gatsby')
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' }

/** The floor's page in `language` (cs at the root, en under /en), named as the shop's pages are. */
export const floorPage = (language) => ({
  name: `${language} floor`,
  language,
  page: 'floor',
  path: language === 'cs' ? '/' : `/${language}`,
  url: language === 'cs' ? `${FLOOR_URL}/` : `${FLOOR_URL}/${language}`,
})

function build() {
  const log = path.join(ROOT, 'test-results', 'bench', 'floor-build.log')
  const child = spawn(GATSBY, ['build'], { cwd: FLOOR_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] })
  return buildLogged(child, log, "the floor's build", () => stopGroup(child))
}

/**
 * Builds the floor (unless `skipBuild` and it was built before) and serves it on FLOOR_PORT (by
 * nginx when `nginx`); stopped with everything else (shop.mjs's onStop).
 */
export async function startFloor({ skipBuild = false, nginx = false } = {}) {
  await assertFree(FLOOR_PORT)
  if (!skipBuild || !fs.existsSync(path.join(FLOOR_DIR, 'public', 'index.html'))) {
    const started = performance.now()
    await build()
    console.log(`floor built in ${((performance.now() - started) / 1000).toFixed(0)} s`)
  }
  if (nginx) {
    await startNginx({
      dir: path.join(ROOT, 'test-results', 'bench', 'nginx-floor'),
      statics: [{ port: FLOOR_PORT, root: path.join(FLOOR_DIR, 'public') }],
    })
    console.log(`floor at ${FLOOR_URL} (nginx)`)
    return
  }
  await startSiteServer({ dir: FLOOR_DIR, port: FLOOR_PORT })
  console.log(`floor at ${FLOOR_URL}`)
}

// Serves the built site (public/) at http://$HOST:$PORT (default localhost:9000) with the language
// chosen before the first paint (scripts/lib/site-server.ts). Run by `npm run serve`, `npm start`
// and the journeys: node --import tsx scripts/serve-site.ts
import path from 'node:path'
import {
  COUNTRY_DATABASE_MODULE,
  openCountryDatabase,
} from '@print-shop/shop-domain/country-database'
import { createSiteServer, readMatchPaths } from './lib/site-server'

const port = Number(process.env.PORT || 9000)
const host = process.env.HOST || 'localhost'
// Run from the repository (npm scripts, Playwright): public/ and .cache/ are there.
const projectDir = process.cwd()

async function main() {
  const countries = await openCountryDatabase(require.resolve(COUNTRY_DATABASE_MODULE))
  const server = createSiteServer({
    root: path.join(projectDir, 'public'),
    countries,
    matchPaths: readMatchPaths(projectDir),
    trustedProxies: (process.env.SITE_TRUST_PROXY || '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
  })
  server.listen(port, host, () => {
    // scripts/start.mjs waits for this line.
    console.log(`You can now view print-shop in the browser.\n\n  http://${host}:${port}/\n`)
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      server.close(() => process.exit(0))
      server.closeAllConnections()
    })
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})

import { buildApp } from './app.js'
import { loadConfigOrExit, type Config } from './config.js'
import { openDatabase } from './db/client.js'
import { seedIfEmpty } from './seed/seed.js'

/** What demo mode switches on, in one line nobody starting the API can miss. */
function demoModeNotice(config: Config): string {
  return [
    'demo mode (SHOP_MODE=demo), never for real customers: /v1/dev/mail shows every mail, reset links included;',
    Object.values(config.payments.gateways).includes('sandbox')
      ? 'the sandbox gateway marks card and GoPay orders paid without money;'
      : null,
    `cookies without Secure; origins allowed with cookies: ${config.corsOrigins.join(', ') || 'none'};`,
    'demo discount codes, pickup points and bank account',
  ]
    .filter(Boolean)
    .join(' ')
}

/**
 * Runs the API: opens the database, migrates and (first start) seeds it, listens, shuts down cleanly.
 * Without SHOP_MODE=demo it is production and refuses to start while a setting it needs is missing.
 */
const config = loadConfigOrExit()
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
await database.exclusively(() => database.migrate())
const app = await buildApp({ config, database, logger: { level: process.env.LOG_LEVEL ?? 'info' } })
if (!config.production) app.log.warn(demoModeNotice(config))
// A handler can outlive its socket (the client hung up): close the database only after the last
// handler has answered, or after ten seconds.
app.addHook('onClose', async () => {
  const deadline = Date.now() + 10_000
  while (app.handlersRunning() > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  await database.close()
})

const seeded = await database.exclusively(() =>
  seedIfEmpty(database.db, { demo: !config.production }, app.log),
)
if (seeded) app.log.info(seeded, 'seeded the catalogue')

let closing = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    app
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed')
        process.exit(1)
      })
  })
}

await app.listen({ host: config.host, port: config.port })
app.log.info(
  `API ready at ${config.publicUrl}/v1 (${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
)

// Probe of issue 51's fourth finding: 5,000 calls to the owner's routes without the token, and the
// security-log rows and warning lines they write. Usage (from api/):
//   node --import tsx scripts/probe-security-log.ts
// starts the demo API in this process on an in-memory database and calls it in-process, from one
// address and then from 5,000 addresses of one IPv6 /64, cycling through every owner route.
import { like, sql } from 'drizzle-orm'
import { buildApp } from '../src/app.js'
import { loadConfig } from '../src/config.js'
import { openDatabase } from '../src/db/client.js'
import { rateLimitHits, securityEvents } from '../src/db/schema.js'
import { seedCatalogue } from '../src/seed/seed.js'
import { EVENTS_PER_HOUR } from '../src/security/event-budget.js'
import { OWNER_CHANGES, OWNER_READS } from '../src/security/owner-audit.js'

const CALLS = 5_000
/** For the hour-long flood: the per-minute de-duplication's minute passes every so many calls. */
const CALLS_A_MINUTE = 100

const database = await openDatabase({ dataDir: 'memory://' })
await database.migrate()
await seedCatalogue(database.db, { demo: true })
let warnings = 0
const config = { ...loadConfig({ SHOP_MODE: 'demo' }), mediaCacheDir: '/tmp/probe-media' }
const app = await buildApp({
  config,
  database,
  logger: {
    level: 'warn',
    stream: { write: (line: string) => void (line.includes('"security event"') && warnings++) },
  },
})
await app.ready()

/** Every owner route, with 1 for each of its parameters. */
const routes = [...Object.keys(OWNER_CHANGES), ...Object.keys(OWNER_READS)].map((key) => {
  const [method, path] = key.split(' ') as ['GET' | 'POST' | 'PATCH', string]
  return { method, url: `/v1/owner${path.replace(/:[a-z]+/g, '1')}` }
})

/** The events' rows and warning lines that `flood` wrote. */
async function measure(flood: () => Promise<void>): Promise<{ rows: number; lines: number }> {
  const count = async () =>
    (await database.db.select({ n: sql<number>`count(*)::integer` }).from(securityEvents))[0]!.n
  const [rowsBefore, linesBefore] = [await count(), warnings]
  await flood()
  return { rows: (await count()) - rowsBefore, lines: warnings - linesBefore }
}

/** A minute passes for the de-duplication, as if the calls went on for CALLS / 100 minutes. */
const aMinutePasses = () =>
  database.db
    .update(rateLimitHits)
    .set({ resetAt: sql`now()` })
    .where(like(rateLimitHits.key, 'security-log repeat %'))

async function refusedCalls(addressOf: (n: number) => string, overAnHour: boolean) {
  for (let n = 0; n < CALLS; n++) {
    if (overAnHour && n % CALLS_A_MINUTE === 0) await aMinutePasses()
    const { method, url } = routes[n % routes.length]!
    const response = await app.inject({
      method,
      url,
      remoteAddress: addressOf(n),
      headers: { authorization: `Bearer guessed-${n}` },
      ...(method === 'GET' ? {} : { payload: {} }),
    })
    if (response.statusCode !== 401)
      throw new Error(`${method} ${url} answered ${response.statusCode}`)
  }
}

const minutes = CALLS / CALLS_A_MINUTE
const floods: [string, () => Promise<void>][] = [
  ['one address, all at once', () => refusedCalls(() => '198.51.100.1', false)],
  [`one address, over ${minutes} minutes`, () => refusedCalls(() => '198.51.100.2', true)],
  [
    `5,000 addresses of one /64, over ${minutes} minutes`,
    () => refusedCalls((n) => `2001:db8:7:8::${(n + 1).toString(16)}`, true),
  ],
]
console.log(
  `${CALLS.toLocaleString('en')} refused owner calls, cycling through ${routes.length} owner routes:`,
)
for (const [what, flood] of floods) {
  const { rows, lines } = await measure(flood)
  console.log(`  ${what.padEnd(45)} ${rows} rows, ${lines} warning lines`)
}
console.log(
  `Bound: ${EVENTS_PER_HOUR} rows a network an hour, then one security_log.throttled row; the` +
    ` hour's total (security_log.suppressed) follows when it ends.`,
)
await app.close()
await database.close()

import fs from 'node:fs'
import path from 'node:path'
import { dumpPglite, openDatabase } from '../src/db/client.js'
import { seedCatalogue } from '../src/seed/seed.js'

/**
 * Writes a migrated, seeded PGlite database to the file named by the first argument: every test
 * process of the run loads it (TEST_PGLITE_TEMPLATE, test/helper.ts) instead of migrating and
 * seeding one of its own, which took longer than most test files' tests.
 */
const file = path.resolve(process.argv[2]!)
const database = await openDatabase({ dataDir: 'memory://' })
await database.migrate()
await seedCatalogue(database.db, { demo: true })
const dump = await dumpPglite(database)
await database.close()
fs.mkdirSync(path.dirname(file), { recursive: true })
fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
console.log(`prepared ${path.relative(process.cwd(), file)}`)

import { loadConfigOrExit } from '../config.js'
import { openDatabase } from './client.js'

/** npm run migrate -w api: applies the numbered migrations in api/drizzle to the configured database. */
const config = loadConfigOrExit()
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
await database.exclusively(() => database.migrate())
await database.close()
console.log(`migrated ${database.kind === 'pglite' ? config.dataDir : 'PostgreSQL'}`)
